import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { RoleAccessEntry } from '@lbo/contracts/permissions';
import type { DbOrTx } from '../../db/client';
import { pagedRows } from '../../db/paged-rows';
import { rowWhere } from '../../db/row-where';
import { roles, users } from '../../db/schema';
import { likePattern } from '../../lib/db-errors';

export type RoleRow = typeof roles.$inferSelect;

export const findRole = (db: DbOrTx, id: string) => rowWhere(db, roles, roles.id, id);

/** Names are unique whatever their case. */
export async function findRoleByName(db: DbOrTx, name: string, exceptId?: string) {
  const sameName = sql`lower(${roles.role_name}) = lower(${name})`;
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(exceptId ? and(sameName, ne(roles.id, exceptId)) : sameName)
    .limit(1);
  return rows[0] ?? null;
}

// Written out in full: Drizzle leaves columns unqualified in a one-table select, which would bind role_id to users.
const userCount = sql<number>`(select count(*) from "users" as u where u."role_id" = "roles"."id")`.mapWith(Number);

const SORTS = {
  role_name: sql`lower(${roles.role_name})`,
  createdAt: roles.created_at,
  updatedAt: roles.updated_at,
} as const;

export interface RoleListOptions {
  search?: string;
  page: number;
  limit: number;
  sortBy?: keyof typeof SORTS;
  sortOrder?: 'asc' | 'desc';
}

export async function listRoles(db: DbOrTx, o: RoleListOptions) {
  const where: SQL | undefined = o.search ? ilike(roles.role_name, likePattern(o.search)) : undefined;
  const direction = o.sortOrder === 'asc' ? asc : desc;
  const order = o.sortBy ? direction(SORTS[o.sortBy]) : desc(roles.created_at);
  return pagedRows(
    db.select({ role: roles, user_count: userCount }).from(roles).where(where).orderBy(order, asc(roles.id)),
    db.select({ total: count() }).from(roles).where(where),
    o,
  );
}

export async function listRoleOptions(db: DbOrTx) {
  return db
    .select({ id: roles.id, role_name: roles.role_name })
    .from(roles)
    .orderBy(sql`lower(${roles.role_name})`);
}

export async function insertRole(db: DbOrTx, v: { role_name: string; role_access: RoleAccessEntry[]; now: Date }) {
  const rows = await db.insert(roles).values({ role_name: v.role_name, role_access: v.role_access, created_at: v.now, updated_at: v.now }).returning();
  return rows[0]!;
}

export async function updateRole(db: DbOrTx, id: string, v: { role_name: string; role_access: RoleAccessEntry[]; now: Date }) {
  const rows = await db.update(roles).set({ role_name: v.role_name, role_access: v.role_access, updated_at: v.now }).where(eq(roles.id, id)).returning();
  return rows[0] ?? null;
}

export async function countRoleUsers(db: DbOrTx, roleId: string): Promise<number> {
  const rows = await db.select({ n: count() }).from(users).where(eq(users.role_id, roleId));
  return rows[0]?.n ?? 0;
}

export async function deleteRole(db: DbOrTx, id: string) {
  const rows = await db.delete(roles).where(eq(roles.id, id)).returning({ id: roles.id });
  return rows.length === 1;
}
