import { ACCESS_MESSAGES, type UserStatus } from '@lbo/contracts/access';
import { PARTNER_MESSAGES } from '@lbo/contracts/partners';
import { AppError } from '../../lib/app-error';
import { revokeUserSessions } from '../auth';
import { FOREIGN_KEY_VIOLATION, pgError, pgErrorCode, UNIQUE_VIOLATION } from '../../lib/db-errors';
import { invitationMail, issueLink, type LinkDeps } from './password-links.service';
import * as repo from './users.repository';

export type UsersDeps = LinkDeps;

export function toUserDto(u: repo.UserListRow) {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    role_id: u.role_id,
    role_name: u.role_name,
    status: u.status,
    partner_id: u.partner_id,
    partner_name: u.partner_name,
    has_password: u.has_password,
    createdAt: u.created_at.toISOString(),
    updatedAt: u.updated_at.toISOString(),
  };
}

/** Unique e-mail and existing role are checked first for clear messages; the constraints catch races. */
function translateWriteError(error: unknown): never {
  const found = pgError(error);
  if (found?.code === UNIQUE_VIOLATION) throw AppError.conflict(ACCESS_MESSAGES.emailExists);
  if (found?.code === FOREIGN_KEY_VIOLATION && found.constraint?.includes('partner')) throw unknownPartner();
  if (found?.code === FOREIGN_KEY_VIOLATION) throw AppError.badRequest(ACCESS_MESSAGES.roleMissing, { role_id: ACCESS_MESSAGES.roleMissing });
  throw error;
}

async function assertRoleExists(deps: UsersDeps, roleId: string) {
  if (!(await repo.roleExists(deps.db, roleId))) throw AppError.badRequest(ACCESS_MESSAGES.roleMissing, { role_id: ACCESS_MESSAGES.roleMissing });
}

const unknownPartner = () => AppError.badRequest(PARTNER_MESSAGES.unknownPartner, { partner_id: PARTNER_MESSAGES.unknownPartner });

async function assertPartnerExists(deps: UsersDeps, partnerId: string | null | undefined) {
  if (partnerId && !(await repo.partnerExists(deps.db, partnerId))) throw unknownPartner();
}

async function view(deps: UsersDeps, id: string) {
  const user = await repo.findUserView(deps.db, id);
  if (!user) throw AppError.notFound('User');
  return toUserDto(user);
}

export async function listUsers(deps: UsersDeps, o: repo.UserListOptions) {
  const { rows, total } = await repo.listUsers(deps.db, o);
  return { rows: rows.map(toUserDto), total };
}

export async function isEmailFree(deps: UsersDeps, email: string): Promise<boolean> {
  return !(await repo.emailTaken(deps.db, email));
}

/** Creates the account without a password and mails a single-use invitation link. */
export async function createUser(deps: UsersDeps, input: repo.UserWrite) {
  if (await repo.emailTaken(deps.db, input.email)) throw AppError.conflict(ACCESS_MESSAGES.emailExists);
  await assertRoleExists(deps, input.role_id);
  await assertPartnerExists(deps, input.partner_id);
  const now = deps.clock.now();
  const created = await deps.db
    .transaction(async (tx) => {
      const id = await repo.insertUser(tx, { ...input, now });
      const link = await issueLink(tx, deps.clock, deps.env, id, 'invite');
      return { id, link };
    })
    .catch(translateWriteError);

  let invitationSent = true;
  try {
    await deps.mailer.send(invitationMail(input, created.link));
  } catch (error) {
    // The account exists either way; the administrator can resend the invitation.
    deps.log.error({ err: error }, 'invitation mail failed');
    invitationSent = false;
  }
  return { user: await view(deps, created.id), invitationSent };
}

export async function updateUser(deps: UsersDeps, callerId: string, id: string, input: Omit<repo.UserWrite, 'email'> & { email?: string }) {
  const existing = await repo.findUser(deps.db, id);
  if (!existing) throw AppError.notFound('User');
  if (id === callerId && input.status === 'Inactive') throw AppError.badRequest(ACCESS_MESSAGES.selfDeactivate);
  if (input.email && input.email !== existing.email && (await repo.emailTaken(deps.db, input.email, id))) {
    throw AppError.conflict(ACCESS_MESSAGES.emailExists);
  }
  await assertRoleExists(deps, input.role_id);
  await assertPartnerExists(deps, input.partner_id);
  const movesPartner = input.partner_id !== undefined && input.partner_id !== existing.partner_id;
  if (movesPartner && id === callerId) throw AppError.badRequest(ACCESS_MESSAGES.selfPartner, { partner_id: ACCESS_MESSAGES.selfPartner });
  // A key or endpoint stays its partner's when its owner moves: moving a user who holds some would leave them acting for the old one.
  if (movesPartner && (await repo.holdsOtherPartnersIntegrations(deps.db, id, input.partner_id ?? null))) {
    throw AppError.conflict(ACCESS_MESSAGES.partnerIntegrationsHeld);
  }
  const now = deps.clock.now();
  await deps.db
    .transaction(async (tx) => {
      await repo.updateUser(tx, id, { ...input, now });
      // Whoever changes partner signs in again into the other partner's view.
      if (input.status === 'Inactive' || movesPartner) await revokeUserSessions(tx, id, now);
    })
    .catch(translateWriteError);
  return view(deps, id);
}

/** Deactivation takes effect at once: every session of the user is revoked. */
export async function setStatus(deps: UsersDeps, callerId: string, id: string, status: UserStatus) {
  if (id === callerId && status === 'Inactive') throw AppError.badRequest(ACCESS_MESSAGES.selfDeactivate);
  const now = deps.clock.now();
  const found = await deps.db.transaction(async (tx) => {
    if (!(await repo.updateUser(tx, id, { status, now }))) return false;
    if (status === 'Inactive') await revokeUserSessions(tx, id, now);
    return true;
  });
  if (!found) throw AppError.notFound('User');
  return view(deps, id);
}

/** Sessions, codes and links go with the user (foreign keys cascade); owned short links are kept. */
export async function deleteUser(deps: UsersDeps, callerId: string, id: string) {
  if (id === callerId) throw AppError.badRequest(ACCESS_MESSAGES.selfDelete);
  const deleted = await repo.deleteUser(deps.db, id).catch((error: unknown) => {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw AppError.conflict('This user still owns records and cannot be deleted');
    throw error;
  });
  if (!deleted) throw AppError.notFound('User');
}
