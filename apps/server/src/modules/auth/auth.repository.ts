import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RoleAccessEntry } from '@lbo/contracts/permissions';
import type { DbOrTx } from '../../db/client';
import { rowWhere, stampUnset } from '../../db/row-where';
import { loginThrottles, loginChallenges, partners, roles, sessions, users } from '../../db/schema';

export const findUserByEmail = (db: DbOrTx, email: string) => rowWhere(db, users, users.email, email);

export const findUserById = (db: DbOrTx, id: string) => rowWhere(db, users, users.id, id);

export const findRoleById = (db: DbOrTx, id: string) => rowWhere(db, roles, roles.id, id);

/**
 * Takes one sign-in attempt for `key` in one statement, so concurrent attempts cannot pass
 * the limit between a check and a write: counts it unless the key is locked or has used its
 * `max` attempts. Returns the count including this attempt, or null when it was refused.
 */
export async function takeAttempt(db: DbOrTx, key: string, max: number, now: Date): Promise<number | null> {
  const rows = await db
    .insert(loginThrottles)
    .values({ key, failures: 1, last_failure_at: now, updated_at: now })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      // A lock that has run out starts the count again.
      set: {
        failures: sql`CASE WHEN ${loginThrottles.locked_until} IS NOT NULL AND ${loginThrottles.locked_until} <= ${now} THEN 1 ELSE ${loginThrottles.failures} + 1 END`,
        locked_until: sql`CASE WHEN ${loginThrottles.locked_until} <= ${now} THEN NULL ELSE ${loginThrottles.locked_until} END`,
        last_failure_at: now,
        updated_at: now,
      },
      setWhere: sql`(${loginThrottles.locked_until} IS NULL OR ${loginThrottles.locked_until} <= ${now}) AND (${loginThrottles.failures} < ${max} OR ${loginThrottles.locked_until} IS NOT NULL)`,
    })
    .returning({ failures: loginThrottles.failures });
  return rows[0]?.failures ?? null;
}

export const getThrottle = (db: DbOrTx, key: string) => rowWhere(db, loginThrottles, loginThrottles.key, key);

/** Counts a failure against the account as a whole (never refused: it only slows). */
export async function recordAccountFailure(db: DbOrTx, key: string, now: Date): Promise<number> {
  const rows = await db
    .insert(loginThrottles)
    .values({ key, failures: 1, last_failure_at: now, updated_at: now })
    .onConflictDoUpdate({ target: loginThrottles.key, set: { failures: sql`${loginThrottles.failures} + 1`, last_failure_at: now, updated_at: now } })
    .returning({ failures: loginThrottles.failures });
  return rows[0]?.failures ?? 1;
}

export async function lockKey(db: DbOrTx, key: string, until: Date) {
  await db.update(loginThrottles).set({ locked_until: until, updated_at: until }).where(eq(loginThrottles.key, key));
}

/** Every count against an account, from every address (a password reset starts afresh). */
export async function clearAttempts(db: DbOrTx, email: string) {
  await db.delete(loginThrottles).where(sql`starts_with(${loginThrottles.key}, ${`${email}|`})`);
}

export async function clearThrottles(db: DbOrTx, keys: string[]) {
  await db.delete(loginThrottles).where(inArray(loginThrottles.key, keys));
}

export async function createChallenge(db: DbOrTx, v: { userId: string; codeHash: string; expiresAt: Date; now: Date }) {
  // A new sign-in supersedes any code sent for an earlier one.
  await stampUnset(db, loginChallenges, 'consumed_at', eq(loginChallenges.user_id, v.userId), v.now);
  const rows = await db
    .insert(loginChallenges)
    .values({ user_id: v.userId, code_hash: v.codeHash, expires_at: v.expiresAt, last_sent_at: v.now, created_at: v.now })
    .returning();
  return rows[0]!;
}

export async function findOpenChallenge(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(loginChallenges)
    .where(and(eq(loginChallenges.user_id, userId), isNull(loginChallenges.consumed_at)))
    .orderBy(desc(loginChallenges.created_at))
    .limit(1);
  return rows[0] ?? null;
}

export async function countWrongCode(db: DbOrTx, challengeId: string): Promise<number> {
  const rows = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(eq(loginChallenges.id, challengeId))
    .returning({ attempts: loginChallenges.attempts });
  return rows[0]?.attempts ?? 0;
}

/** Marks the challenge used; false when another request used it first. */
export async function consumeChallenge(db: DbOrTx, challengeId: string, now: Date): Promise<boolean> {
  return (await stampUnset(db, loginChallenges, 'consumed_at', eq(loginChallenges.id, challengeId), now)) === 1;
}

export async function replaceChallengeCode(db: DbOrTx, challengeId: string, v: { codeHash: string; expiresAt: Date; now: Date }) {
  await db
    .update(loginChallenges)
    .set({ code_hash: v.codeHash, expires_at: v.expiresAt, attempts: 0, last_sent_at: v.now })
    .where(eq(loginChallenges.id, challengeId));
}

export async function createSession(db: DbOrTx, v: { userId: string; tokenHash: string; expiresAt: Date; userAgent: string | null; now: Date }) {
  const rows = await db
    .insert(sessions)
    .values({ user_id: v.userId, token_hash: v.tokenHash, expires_at: v.expiresAt, user_agent: v.userAgent, last_seen_at: v.now, created_at: v.now })
    .returning();
  return rows[0]!;
}

export async function findSessionWithUser(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({
      session: sessions,
      user: { id: users.id, email: users.email, name: users.name, status: users.status, role_id: users.role_id, partner_id: users.partner_id },
      role: { role_name: roles.role_name, role_access: roles.role_access },
      partnerActive: partners.active,
      partnerLimited: sql<boolean>`(${partners.rate_limit_per_minute} IS NOT NULL OR ${partners.monthly_evaluation_quota} IS NOT NULL)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(partners, eq(partners.id, users.partner_id))
    .where(eq(sessions.token_hash, tokenHash))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { ...row, access: (row.role?.role_access ?? []) as RoleAccessEntry[] };
}

export async function touchSession(db: DbOrTx, sessionId: string, now: Date) {
  await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date) {
  await stampUnset(db, sessions, 'revoked_at', eq(sessions.id, sessionId), now);
}

export async function revokeUserSessions(db: DbOrTx, userId: string, now = new Date()) {
  await stampUnset(db, sessions, 'revoked_at', eq(sessions.user_id, userId), now);
}
