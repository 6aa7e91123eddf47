import { ACCESS_MESSAGES } from '@lbo/contracts/access';
import { ACTIONS, APPROVE_MODULES, type ModuleId, type RoleAccessEntry } from '@lbo/contracts/permissions';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../lib/db-errors';
import * as repo from './roles.repository';

export interface RolesDeps {
  db: Database;
  clock: Clock;
}

export interface RoleInput {
  role_name: string;
  role_access: RoleAccessEntry[];
}

function toRoleDto(role: repo.RoleRow, userCount?: number) {
  return {
    _id: role.id,
    role_name: role.role_name,
    role_access: normaliseAccess(role.role_access),
    is_system: role.is_system,
    ...(userCount === undefined ? {} : { user_count: userCount }),
    createdAt: role.created_at.toISOString(),
    updatedAt: role.updated_at.toISOString(),
  };
}

/** Exactly the six flags, as booleans, whatever older rows hold (`approve` only where a module has it). */
function normaliseAccess(entries: readonly RoleAccessEntry[] | null | undefined): RoleAccessEntry[] {
  return (entries ?? []).map((e) => ({
    module_id: e.module_id,
    create: e.create === true,
    edit: e.edit === true,
    view: e.view === true,
    delete: e.delete === true,
    export: e.export === true,
    approve: e.approve === true && APPROVE_MODULES.includes(e.module_id as ModuleId),
  }));
}

/** The administrator role must keep every user-management permission, or nobody could manage access. */
function assertSystemRoleKeepsUserManagement(access: RoleAccessEntry[]) {
  const entry = access.find((e) => e.module_id === 'user-management');
  if (!entry || !ACTIONS.every((a) => entry[a] === true)) {
    throw AppError.badRequest(ACCESS_MESSAGES.systemRoleAccess, { role_access: ACCESS_MESSAGES.systemRoleAccess });
  }
}

function nameTaken(): AppError {
  return AppError.conflict(ACCESS_MESSAGES.roleNameTaken);
}

async function guardUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // Two requests racing past the pre-check meet the unique index.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw nameTaken();
    throw error;
  }
}

export async function createRole(deps: RolesDeps, input: RoleInput) {
  if (await repo.findRoleByName(deps.db, input.role_name)) throw nameTaken();
  const role = await guardUniqueName(() => repo.insertRole(deps.db, { ...input, role_access: normaliseAccess(input.role_access), now: deps.clock.now() }));
  return toRoleDto(role, 0);
}

export async function updateRole(deps: RolesDeps, id: string, input: RoleInput) {
  const existing = await repo.findRole(deps.db, id);
  if (!existing) throw AppError.notFound('Role');
  const access = normaliseAccess(input.role_access);
  if (existing.is_system) assertSystemRoleKeepsUserManagement(access);
  if (await repo.findRoleByName(deps.db, input.role_name, id)) throw nameTaken();
  const role = await guardUniqueName(() => repo.updateRole(deps.db, id, { role_name: input.role_name, role_access: access, now: deps.clock.now() }));
  if (!role) throw AppError.notFound('Role');
  return toRoleDto(role);
}

export async function deleteRole(deps: RolesDeps, id: string) {
  try {
    await deps.db.transaction(async (tx) => {
      const role = await repo.findRole(tx, id);
      if (!role) throw AppError.notFound('Role');
      if (role.is_system) throw AppError.conflict(ACCESS_MESSAGES.systemRoleDelete);
      const holders = await repo.countRoleUsers(tx, id);
      if (holders > 0) throw AppError.conflict(ACCESS_MESSAGES.roleInUse(holders));
      await repo.deleteRole(tx, id);
    });
  } catch (error) {
    // A user given the role between the count and the delete: the foreign key refuses it.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw AppError.conflict(ACCESS_MESSAGES.roleInUse(await repo.countRoleUsers(deps.db, id)));
    throw error;
  }
}

export async function listRoles(deps: RolesDeps, o: repo.RoleListOptions) {
  const { rows, total } = await repo.listRoles(deps.db, o);
  return { rows: rows.map((r) => toRoleDto(r.role, r.user_count)), total };
}

export async function getRole(deps: RolesDeps, id: string) {
  const role = await repo.findRole(deps.db, id);
  if (!role) throw AppError.notFound('Role');
  return toRoleDto(role, await repo.countRoleUsers(deps.db, id));
}

export async function roleOptions(deps: RolesDeps) {
  return repo.listRoleOptions(deps.db);
}
