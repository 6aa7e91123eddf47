import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { UserDto, UserStatus } from '@lbo/contracts/access';
import type { DbOrTx } from '../../db/client';
import { pagedRows } from '../../db/paged-rows';
import { rowWhere } from '../../db/row-where';
import { apiKeys, partners, roles, users, webhookEndpoints } from '../../db/schema';
import { likePattern } from '../../lib/db-errors';

/** A user as the tables show it: never the password hash, only whether one is set. */
const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role_id: users.role_id,
  role_name: roles.role_name,
  status: users.status,
  partner_id: users.partner_id,
  partner_name: partners.name,
  has_password: isNotNull(users.password_hash).mapWith(Boolean),
  created_at: users.created_at,
  updated_at: users.updated_at,
};
/** A user as the list reads it: the answer's fields before they are renamed (`_id`, camel-case dates). */
export type UserListRow = Omit<UserDto, '_id' | 'createdAt' | 'updatedAt'> & { id: string; created_at: Date; updated_at: Date };

const SORTS = {
  name: sql`lower(${users.name})`,
  email: users.email,
  role_name: sql`lower(${roles.role_name})`,
  status: users.status,
  createdAt: users.created_at,
  updatedAt: users.updated_at,
} as const;

export interface UserListOptions {
  search?: string;
  page: number;
  limit: number;
  sortBy?: keyof typeof SORTS;
  sortOrder?: 'asc' | 'desc';
}

export async function listUsers(db: DbOrTx, o: UserListOptions): Promise<{ rows: UserListRow[]; total: number }> {
  const pattern = o.search ? likePattern(o.search) : undefined;
  const where: SQL | undefined = pattern
    ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(roles.role_name, pattern), ilike(partners.name, pattern))
    : undefined;
  const direction = o.sortOrder === 'asc' ? asc : desc;
  const order = o.sortBy ? direction(SORTS[o.sortBy]) : desc(users.created_at);
  return pagedRows(
    db
      .select(userColumns)
      .from(users)
      .leftJoin(roles, eq(roles.id, users.role_id))
      .leftJoin(partners, eq(partners.id, users.partner_id))
      .where(where)
      // Nulls (users without a role) sort last either way, then a stable tiebreaker.
      .orderBy(sql`${order} nulls last`, asc(users.id)),
    db.select({ total: count() }).from(users).leftJoin(roles, eq(roles.id, users.role_id)).leftJoin(partners, eq(partners.id, users.partner_id)).where(where),
    o,
  );
}

export async function findUserView(db: DbOrTx, id: string): Promise<UserListRow | null> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(partners, eq(partners.id, users.partner_id))
    .where(eq(users.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export const findUser = (db: DbOrTx, id: string) => rowWhere(db, users, users.id, id);

export const findUserByEmail = (db: DbOrTx, email: string) => rowWhere(db, users, users.email, email);

export async function emailTaken(db: DbOrTx, email: string, exceptId?: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0 && rows[0]!.id !== exceptId;
}

export async function roleExists(db: DbOrTx, roleId: string): Promise<boolean> {
  const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).limit(1);
  return rows.length > 0;
}

export interface UserWrite {
  name: string;
  email: string;
  role_id: string;
  status: UserStatus;
  /** Left out: unchanged (none on create); null: marketplace staff. */
  partner_id?: string | null;
}

export async function partnerExists(db: DbOrTx, partnerId: string): Promise<boolean> {
  const rows = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId)).limit(1);
  return rows.length > 0;
}

/**
 * Whether the user holds API keys (not revoked) or webhook endpoints of another partner than
 * `partnerId` (null: the marketplace's own): they keep their partner when their owner moves.
 */
export async function holdsOtherPartnersIntegrations(db: DbOrTx, userId: string, partnerId: string | null): Promise<boolean> {
  const other = (column: typeof apiKeys.partner_id | typeof webhookEndpoints.partner_id) => sql`${column} IS DISTINCT FROM ${partnerId}::uuid`;
  const [keys, endpoints] = await Promise.all([
    db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.owner_id, userId), isNull(apiKeys.revoked_at), other(apiKeys.partner_id)))
      .limit(1),
    db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.owner_id, userId), other(webhookEndpoints.partner_id)))
      .limit(1),
  ]);
  return keys.length > 0 || endpoints.length > 0;
}

export async function insertUser(db: DbOrTx, v: UserWrite & { now: Date }) {
  const rows = await db
    .insert(users)
    .values({
      name: v.name,
      email: v.email,
      role_id: v.role_id,
      status: v.status,
      partner_id: v.partner_id ?? null,
      password_hash: null,
      created_at: v.now,
      updated_at: v.now,
    })
    .returning({ id: users.id });
  return rows[0]!.id;
}

export async function updateUser(db: DbOrTx, id: string, v: Partial<UserWrite> & { now: Date }) {
  const { now, ...fields } = v;
  const rows = await db
    .update(users)
    .set({ ...fields, updated_at: now })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function setPasswordHash(db: DbOrTx, id: string, passwordHash: string, now: Date) {
  await db.update(users).set({ password_hash: passwordHash, updated_at: now }).where(eq(users.id, id));
}

export async function deleteUser(db: DbOrTx, id: string) {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length === 1;
}
