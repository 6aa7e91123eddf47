import { and, count, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { rowWhere } from '../../../db/row-where';
import { apiKeys, partners, roles, users } from '../../../db/schema';
import { timestampParam } from '../../../lib/reporting-days';
import type { Caller } from '../caller';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Administrators manage every key; others their own. */
function visibleKeys(caller: Caller): SQL | undefined {
  if (caller.kind === 'key') return eq(apiKeys.owner_id, caller.ownerId);
  return caller.isAdmin ? undefined : eq(apiKeys.owner_id, caller.userId);
}

export async function insertApiKey(db: DbOrTx, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

export async function listApiKeys(db: DbOrTx, caller: Caller, page: { limit: number; offset: number }) {
  const where = visibleKeys(caller);
  const rows = await db.select().from(apiKeys).where(where).orderBy(desc(apiKeys.created_at), desc(apiKeys.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(apiKeys).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Revokes a key the caller may manage; an already revoked key keeps its first revocation time. */
export async function revokeVisibleApiKey(db: DbOrTx, caller: Caller, id: string, now: Date): Promise<ApiKeyRow | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ active: false, revoked_at: sql`coalesce(${apiKeys.revoked_at}, ${timestampParam(now)})` })
    .where(and(eq(apiKeys.id, id), visibleKeys(caller)))
    .returning();
  return row ?? null;
}

/** The key behind a hash, with its owner (who must still be active) and the owner's role: a key acts for its owner. */
export async function findKeyByHash(db: DbOrTx, keyHash: string) {
  const rows = await db
    .select({
      key: apiKeys,
      ownerStatus: users.status,
      owner: { id: users.id, email: users.email, name: users.name, role_id: users.role_id },
      role: { role_name: roles.role_name, role_access: roles.role_access },
      partnerActive: partners.active,
      partnerLimited: sql<boolean>`(${partners.rate_limit_per_minute} IS NOT NULL OR ${partners.monthly_evaluation_quota} IS NOT NULL)`,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.owner_id))
    .leftJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(partners, eq(partners.id, apiKeys.partner_id))
    .where(eq(apiKeys.key_hash, keyHash))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Counts `units` (one request; a bulk file's applicants) against the key's quota in one
 * statement, so concurrent requests can never exceed it: a window that has run out restarts
 * at `now` with these units as its first; otherwise they count only while the window stays
 * within the quota. Null when the quota would be exceeded (or the key was revoked meanwhile).
 */
export async function consumeQuota(db: DbOrTx, id: string, now: Date, units = 1) {
  const at = timestampParam(now);
  const windowOver = sql`${apiKeys.window_started_at} + make_interval(days => ${apiKeys.quota_window_days}) <= ${at}`;
  const [row] = await db
    .update(apiKeys)
    .set({
      window_started_at: sql`case when ${windowOver} then ${at} else ${apiKeys.window_started_at} end`,
      window_count: sql`case when ${windowOver} then ${units}::int else ${apiKeys.window_count} + ${units}::int end`,
      usage_count: sql`${apiKeys.usage_count} + ${units}::int`,
    })
    .where(
      and(
        eq(apiKeys.id, id),
        eq(apiKeys.active, true),
        isNull(apiKeys.revoked_at),
        lte(sql`${units}::int`, apiKeys.quota),
        or(windowOver, lte(sql`${apiKeys.window_count} + ${units}::int`, apiKeys.quota)),
      ),
    )
    .returning({ usageCount: apiKeys.usage_count, windowCount: apiKeys.window_count });
  return row ?? null;
}

export const findApiKey = (db: DbOrTx, id: string): Promise<ApiKeyRow | null> => rowWhere(db, apiKeys, apiKeys.id, id);

/** Gives back units counted for a request that was then refused as a whole (a bulk file over the quota). */
export async function refundQuota(db: DbOrTx, id: string, units: number) {
  await db
    .update(apiKeys)
    .set({ window_count: sql`greatest(0, ${apiKeys.window_count} - ${units}::int)`, usage_count: sql`greatest(0, ${apiKeys.usage_count} - ${units}::int)` })
    .where(eq(apiKeys.id, id));
}
