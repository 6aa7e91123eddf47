import { ACCESS_MESSAGES, RESET_LINK_TTL_MINUTES, RESET_MAIL_INTERVAL_SECONDS } from '@lbo/contracts/access';
import { AUTH_MESSAGES } from '@lbo/contracts/auth';
import { INVITATION_TTL_HOURS } from '@lbo/contracts/limits';
import type { FastifyBaseLogger } from 'fastify';
import { publicBaseUrl, type Env } from '../../config/env';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/tokens';
import { clearAttempts, revokeUserSessions } from '../auth';
import * as tokens from './password-tokens.repository';
import * as users from './users.repository';

export interface LinkDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  env: Env;
  log: FastifyBaseLogger;
}

const MINUTE = 60_000;
const TTL_MS: Record<tokens.TokenPurpose, number> = {
  invite: INVITATION_TTL_HOURS * 60 * MINUTE,
  reset: RESET_LINK_TTL_MINUTES * MINUTE,
};

export interface IssuedLink {
  url: string;
  expiresAt: Date;
}

/**
 * Stores a new single-use link for the user (only its hash) and voids the
 * user's earlier open links of the same purpose, so only the newest one works.
 */
export async function issueLink(db: DbOrTx, clock: Clock, env: Env, userId: string, purpose: tokens.TokenPurpose): Promise<IssuedLink> {
  const now = clock.now();
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + TTL_MS[purpose]);
  await tokens.voidOpenTokens(db, userId, now, purpose);
  await tokens.insertToken(db, { userId, tokenHash: sha256(token), purpose, expiresAt, now });
  return { url: `${publicBaseUrl(env)}/set-password?token=${token}`, expiresAt };
}

export function invitationMail(to: { name: string; email: string }, link: IssuedLink) {
  return {
    to: to.email,
    subject: 'You are invited to Loan Back Office',
    text:
      `Hello ${to.name},\n\nAn account has been created for you on Loan Back Office. ` +
      `Choose your password here:\n\n${link.url}\n\n` +
      `The link works once and expires in ${INVITATION_TTL_HOURS} hours. Then sign in with ${to.email}.`,
  };
}

function resetMail(to: { name: string; email: string }, link: IssuedLink) {
  return {
    to: to.email,
    subject: 'Set a new password for Loan Back Office',
    text:
      `Hello ${to.name},\n\nSomeone asked to set a new password for this account. To do so, open:\n\n${link.url}\n\n` +
      `The link works once and expires in ${RESET_LINK_TTL_MINUTES} minutes. If it was not you, ignore this e-mail; your password stays as it is.`,
  };
}

/** Chooses a password from an invitation or reset link; the link then stops working. */
export async function setPassword(deps: LinkDeps, token: string, password: string) {
  const now = deps.clock.now();
  const found = await tokens.findToken(deps.db, sha256(token));
  if (!found || found.used_at || found.expires_at <= now) throw AppError.badRequest(AUTH_MESSAGES.linkInvalid);
  const user = await users.findUser(deps.db, found.user_id);
  if (!user) throw AppError.badRequest(AUTH_MESSAGES.linkInvalid);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    if (!(await tokens.consumeToken(tx, found.id, now))) throw AppError.badRequest(AUTH_MESSAGES.linkInvalid);
    await users.setPasswordHash(tx, user.id, passwordHash, now);
    await tokens.voidOpenTokens(tx, user.id, now);
    // Whoever held the old password (or an old session) is out; a lockout from guessing ends.
    await revokeUserSessions(tx, user.id, now);
    await clearAttempts(tx, user.email);
  });
  return { email: user.email };
}

/**
 * Mails a reset link to an active account. The answer is the same whether or
 * not the address exists; the mail goes out after answering, so timing does
 * not tell either.
 */
export async function forgotPassword(deps: LinkDeps, email: string): Promise<void> {
  const user = await users.findUserByEmail(deps.db, email);
  const known = user !== null && user.status === 'Active';
  // Unknown and inactive e-mails run the same statements against an id no account has, so the
  // answer takes as long for them as for a real account (only the new link's insert differs).
  const userId = known ? user.id : NOBODY;
  const since = new Date(deps.clock.now().getTime() - RESET_MAIL_INTERVAL_SECONDS * 1000);
  if (await tokens.recentOpenToken(deps.db, userId, 'reset', since)) return;
  if (!known) {
    await tokens.voidOpenTokens(deps.db, NOBODY, deps.clock.now(), 'reset');
    sha256(randomToken(32));
    return;
  }
  const link = await issueLink(deps.db, deps.clock, deps.env, user.id, 'reset');
  deps.mailer.send(resetMail(user, link)).catch((error: unknown) => deps.log.error({ err: error }, 'password reset mail failed'));
}

const NOBODY = '00000000-0000-4000-8000-000000000000';

/** A fresh invitation for a user who has not chosen a password yet; earlier links stop working. */
export async function resendInvitation(deps: LinkDeps, userId: string) {
  const user = await users.findUser(deps.db, userId);
  if (!user) throw AppError.notFound('User');
  if (user.password_hash) throw AppError.conflict(ACCESS_MESSAGES.passwordAlreadySet);
  const link = await issueLink(deps.db, deps.clock, deps.env, user.id, 'invite');
  try {
    await deps.mailer.send(invitationMail(user, link));
  } catch (error) {
    deps.log.error({ err: error }, 'invitation mail failed');
    throw new AppError('INTERNAL', 'The invitation e-mail could not be sent. Please try again later');
  }
  return { expiresAt: link.expiresAt };
}
