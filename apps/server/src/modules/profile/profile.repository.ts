import { and, count, countDistinct, desc, eq, gt, gte, isNull, lte, or, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowWhere } from '../../db/row-where';
import { apiKeys, clicks, shortUrls, users } from '../../db/schema';
import { reportingDayOf } from '../../lib/reporting-days';

export type ProfileUserRow = typeof users.$inferSelect;

export async function linkStats(db: DbOrTx, ownerId: string, now: Date) {
  const [links] = await db
    .select({
      totalLinks: count(),
      totalClicks: sum(shortUrls.clicks).mapWith(Number),
      activeLinks: sql<number>`count(*) filter (where ${or(isNull(shortUrls.expires_at), gt(shortUrls.expires_at, now))})`.mapWith(Number),
    })
    .from(shortUrls)
    .where(eq(shortUrls.owner_id, ownerId));
  const [countries] = await db
    .select({ countries: countDistinct(clicks.country) })
    .from(clicks)
    .innerJoin(shortUrls, eq(shortUrls.id, clicks.short_url_id))
    .where(and(eq(shortUrls.owner_id, ownerId), sql`${clicks.country} <> 'unknown'`));
  const [keys] = await db.select({ totalApiKeys: count() }).from(apiKeys).where(eq(apiKeys.owner_id, ownerId));
  return {
    totalLinks: links?.totalLinks ?? 0,
    totalClicks: links?.totalClicks ?? 0,
    activeLinks: links?.activeLinks ?? 0,
    countries: countries?.countries ?? 0,
    totalApiKeys: keys?.totalApiKeys ?? 0,
  };
}

export async function recentClicks(db: DbOrTx, ownerId: string, limit: number) {
  return db
    .select({ shortId: shortUrls.short_id, destination: shortUrls.destination, country: clicks.country, referrer: clicks.referrer, at: clicks.clicked_at })
    .from(clicks)
    .innerJoin(shortUrls, eq(shortUrls.id, clicks.short_url_id))
    .where(eq(shortUrls.owner_id, ownerId))
    .orderBy(desc(clicks.clicked_at), desc(clicks.id))
    .limit(limit);
}

export async function recentLinks(db: DbOrTx, ownerId: string, limit: number) {
  return db
    .select({ shortId: shortUrls.short_id, destination: shortUrls.destination, at: shortUrls.created_at })
    .from(shortUrls)
    .where(eq(shortUrls.owner_id, ownerId))
    .orderBy(desc(shortUrls.created_at))
    .limit(limit);
}

/** Clicks on the owner's links per Indian calendar day, for days that have any. */
export async function clicksPerDayOfOwner(db: DbOrTx, ownerId: string, from: Date, now: Date) {
  const day = reportingDayOf(clicks.clicked_at);
  return db
    .select({ day, clicks: count().mapWith(Number) })
    .from(clicks)
    .innerJoin(shortUrls, eq(shortUrls.id, clicks.short_url_id))
    .where(and(eq(shortUrls.owner_id, ownerId), gte(clicks.clicked_at, from), lte(clicks.clicked_at, now)))
    .groupBy(day);
}

export const findProfileUser = (db: DbOrTx, id: string): Promise<ProfileUserRow | null> => rowWhere(db, users, users.id, id);

export async function updateProfileUser(
  db: DbOrTx,
  id: string,
  values: { first_name?: string; last_name?: string; company?: string; name?: string; updated_at: Date },
): Promise<ProfileUserRow | null> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row ?? null;
}
