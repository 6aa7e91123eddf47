import { AUTH_MESSAGES, type AuthUser } from '@lbo/contracts/auth';
import {
  ACCOUNT_MAX_DELAY_SECONDS,
  ACCOUNT_SLOWDOWN_AFTER,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  SESSION_ABSOLUTE_HOURS,
  SESSION_IDLE_MINUTES,
} from '@lbo/contracts/limits';
import { toAccessMap } from '@lbo/contracts/permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { verifyPassword } from '../../lib/passwords';
import { numericCode, randomToken, safeEqualHex, sha256 } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/auth-context';
import * as repo from './auth.repository';

export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
}

const MINUTE = 60_000;
const codeHash = (challengeId: string, code: string) => sha256(`${challengeId}:${code}`);
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

async function sendCode(deps: AuthDeps, to: string, code: string) {
  await deps.mailer.send({
    to,
    subject: 'Your sign-in code',
    text: `Your sign-in code is ${code}\n\nIt expires in ${OTP_TTL_MINUTES} minutes and can be used once. If you did not try to sign in, change your password.`,
  });
}

/**
 * How long an account waits between sign-in attempts once `failures` have been made against it
 * from anywhere: nothing up to ACCOUNT_SLOWDOWN_AFTER, then doubling from one second, capped at
 * a minute. Strangers can slow an account down this way; they cannot shut its owner out.
 */
export function accountDelaySeconds(failures: number): number {
  if (failures < ACCOUNT_SLOWDOWN_AFTER) return 0;
  return Math.min(ACCOUNT_MAX_DELAY_SECONDS, 2 ** (failures - ACCOUNT_SLOWDOWN_AFTER));
}

const tooMany = (retryAfterSeconds: number, until: Date) =>
  new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.accountLocked(Math.max(1, Math.ceil(retryAfterSeconds / 60))), {
    retryAfterSeconds,
    data: { limit_left: 0, locked_until: until.toISOString() },
  });

/**
 * Step one: password. Failures count per (e-mail, client address), whether or not the account
 * exists: five lock that address out of that account for 15 minutes, and only that address.
 * Failures from every address together slow the account down (accountDelaySeconds).
 */
export async function login(deps: AuthDeps, email: string, password: string, address: string) {
  const now = deps.clock.now();
  const accountKey = `${email}|*`;
  const addressKey = `${email}|${address}`;

  const account = await repo.getThrottle(deps.db, accountKey);
  if (account?.last_failure_at) {
    const waitMs = account.last_failure_at.getTime() + accountDelaySeconds(account.failures) * 1000 - now.getTime();
    if (waitMs > 0) throw tooMany(waitMs / 1000, new Date(now.getTime() + waitMs));
  }
  const taken = await repo.takeAttempt(deps.db, addressKey, LOGIN_MAX_FAILURES, now);
  if (taken === null) {
    const lock = await repo.getThrottle(deps.db, addressKey);
    const until = lock?.locked_until && lock.locked_until > now ? lock.locked_until : new Date(now.getTime() + LOGIN_LOCK_MINUTES * MINUTE);
    throw tooMany((until.getTime() - now.getTime()) / 1000, until);
  }

  const user = await repo.findUserByEmail(deps.db, email);
  // The hash is checked for unknown e-mails too, so that both take the same time.
  const passwordOk = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !passwordOk) {
    await repo.recordAccountFailure(deps.db, accountKey, now);
    if (taken >= LOGIN_MAX_FAILURES) {
      const until = new Date(now.getTime() + LOGIN_LOCK_MINUTES * MINUTE);
      await repo.lockKey(deps.db, addressKey, until);
      throw tooMany(LOGIN_LOCK_MINUTES * 60, until);
    }
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials, { data: { limit_left: LOGIN_MAX_FAILURES - taken } });
  }
  if (user.status !== 'Active') {
    throw new AppError('FORBIDDEN', 'Your account is inactive. Contact your administrator');
  }
  await repo.clearThrottles(deps.db, [accountKey, addressKey]);

  const expiresAt = new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE);
  const code = numericCode(OTP_LENGTH);
  // The hash needs the challenge id, so the row is created first with a placeholder.
  const challenge = await repo.createChallenge(deps.db, { userId: user.id, codeHash: 'pending', expiresAt, now });
  await repo.replaceChallengeCode(deps.db, challenge.id, { codeHash: codeHash(challenge.id, code), expiresAt, now });
  await sendCode(deps, user.email, code);

  return {
    user_id: user.id,
    email: user.email,
    role_id: user.role_id ?? '',
    expirdetails: { expiryat: seconds(expiresAt) },
    limit_left: LOGIN_MAX_FAILURES,
  };
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  user: AuthUser & { partner_id: string | null };
}

async function issueSession(deps: AuthDeps, userId: string, userAgent: string | null): Promise<IssuedSession> {
  const now = deps.clock.now();
  const user = await repo.findUserById(deps.db, userId);
  if (!user || user.status !== 'Active') throw AppError.unauthorized(AUTH_MESSAGES.unauthorized);
  const role = user.role_id ? await repo.findRoleById(deps.db, user.role_id) : null;
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_HOURS * 60 * MINUTE);
  await repo.createSession(deps.db, { userId: user.id, tokenHash: sha256(token), expiresAt, userAgent, now });
  return {
    token,
    expiresAt,
    user: {
      id: user.id,
      user_id: user.id,
      email: user.email,
      name: user.name,
      role: role?.role_name ?? '',
      role_id: user.role_id ?? '',
      partner_id: user.partner_id,
    },
  };
}

/** Step two: the e-mailed code, bound to the newest sign-in of that user. */
export async function verifyOtp(deps: AuthDeps, userId: string, otp: string, userAgent: string | null): Promise<IssuedSession> {
  const now = deps.clock.now();
  const challenge = await repo.findOpenChallenge(deps.db, userId);
  if (!challenge) throw AppError.badRequest(AUTH_MESSAGES.otpInvalid);
  if (challenge.attempts >= OTP_MAX_ATTEMPTS) {
    await repo.consumeChallenge(deps.db, challenge.id, now);
    throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.otpTooManyAttempts);
  }
  if (challenge.expires_at <= now) throw AppError.badRequest(AUTH_MESSAGES.otpExpired);

  if (!safeEqualHex(challenge.code_hash, codeHash(challenge.id, otp))) {
    const attempts = await repo.countWrongCode(deps.db, challenge.id);
    if (attempts >= OTP_MAX_ATTEMPTS) {
      await repo.consumeChallenge(deps.db, challenge.id, now);
      throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.otpTooManyAttempts);
    }
    throw AppError.badRequest(AUTH_MESSAGES.otpInvalid);
  }
  if (!(await repo.consumeChallenge(deps.db, challenge.id, now))) throw AppError.badRequest(AUTH_MESSAGES.otpInvalid);
  return issueSession(deps, userId, userAgent);
}

export async function resendOtp(deps: AuthDeps, by: { user_id?: string; email?: string }) {
  const now = deps.clock.now();
  const user = by.user_id ? await repo.findUserById(deps.db, by.user_id) : by.email ? await repo.findUserByEmail(deps.db, by.email) : null;
  const challenge = user ? await repo.findOpenChallenge(deps.db, user.id) : null;
  if (!user || !challenge) throw AppError.badRequest('No sign-in is waiting for a code. Please sign in again');
  const since = (now.getTime() - challenge.last_sent_at.getTime()) / 1000;
  if (since < OTP_RESEND_SECONDS) {
    const wait = Math.ceil(OTP_RESEND_SECONDS - since);
    throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.resendTooSoon(wait), { retryAfterSeconds: wait });
  }
  const code = numericCode(OTP_LENGTH);
  const expiresAt = new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE);
  await repo.replaceChallengeCode(deps.db, challenge.id, { codeHash: codeHash(challenge.id, code), expiresAt, now });
  await sendCode(deps, user.email, code);
  return { user_id: user.id, email: user.email, expirdetails: { expiryat: seconds(expiresAt) } };
}

/** The session behind a token, or null when it is unknown, revoked, expired or idle too long. */
export async function resolveSession(deps: Pick<AuthDeps, 'db' | 'clock'>, token: string, via: AuthContext['via']): Promise<AuthContext | null> {
  if (token.length < 20 || token.length > 200) return null;
  const now = deps.clock.now();
  const found = await repo.findSessionWithUser(deps.db, sha256(token));
  if (!found) return null;
  const { session, user, role } = found;
  if (session.revoked_at || session.expires_at <= now) return null;
  if (now.getTime() - session.last_seen_at.getTime() > SESSION_IDLE_MINUTES * MINUTE) return null;
  if (user.status !== 'Active') return null;
  // A deactivated partner's people are signed out with it.
  if (user.partner_id !== null && found.partnerActive !== true) return null;
  // Writing on every request would make reads writes; a minute of slack is harmless for an hour-long idle limit.
  if (now.getTime() - session.last_seen_at.getTime() > MINUTE) await repo.touchSession(deps.db, session.id, now);
  return {
    sessionId: session.id,
    via,
    expiresAt: session.expires_at,
    user: { id: user.id, email: user.email, name: user.name, role_id: user.role_id, role_name: role?.role_name ?? null, partner_id: user.partner_id },
    access: toAccessMap(found.access),
    partnerLimited: found.partnerLimited === true,
  };
}

export async function logout(deps: AuthDeps, sessionId: string) {
  await repo.revokeSession(deps.db, sessionId, deps.clock.now());
}

/** A new token for the same user; the old one stops working. */
export async function refresh(deps: AuthDeps, auth: AuthContext, userAgent: string | null): Promise<IssuedSession> {
  await repo.revokeSession(deps.db, auth.sessionId, deps.clock.now());
  return issueSession(deps, auth.user.id, userAgent);
}
