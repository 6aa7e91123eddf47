import { asc, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { UserDto, UserStatus } from '@lbo/contracts/access';
import type { DbOrTx } from '../../db/client';
import { pagedRows } from '../../db/paged-rows';
import { rowWhere } from '../../db/row-where';
import { roles, users } from '../../db/schema';
import { likePattern } from '../../lib/db-errors';

/** A user as the tables show it: never the password hash, only whether one is set. */
const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role_id: users.role_id,
  role_name: roles.role_name,
  status: users.status,
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
  const where: SQL | undefined = pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(roles.role_name, pattern)) : undefined;
  const direction = o.sortOrder === 'asc' ? asc : desc;
  const order = o.sortBy ? direction(SORTS[o.sortBy]) : desc(users.created_at);
  return pagedRows(
    db
      .select(userColumns)
      .from(users)
      .leftJoin(roles, eq(roles.id, users.role_id))
      .where(where)
      // Nulls (users without a role) sort last either way, then a stable tiebreaker.
      .orderBy(sql`${order} nulls last`, asc(users.id)),
    db.select({ total: count() }).from(users).leftJoin(roles, eq(roles.id, users.role_id)).where(where),
    o,
  );
}

export async function findUserView(db: DbOrTx, id: string): Promise<UserListRow | null> {
  const rows = await db.select(userColumns).from(users).leftJoin(roles, eq(roles.id, users.role_id)).where(eq(users.id, id)).limit(1);
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
}

export async function insertUser(db: DbOrTx, v: UserWrite & { now: Date }) {
  const rows = await db
    .insert(users)
    .values({ name: v.name, email: v.email, role_id: v.role_id, status: v.status, password_hash: null, created_at: v.now, updated_at: v.now })
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
