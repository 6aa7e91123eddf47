import { and, count, countDistinct, desc, eq, gt, isNull, or, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiKeys, clicks, shortUrls, users } from '../../db/schema';

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

/** The newest clicks and link creations of the owner's links, newest first. */
export async function recentActivity(db: DbOrTx, ownerId: string, limit: number) {
  const recentClicks = await db
    .select({ shortId: shortUrls.short_id, destination: shortUrls.destination, country: clicks.country, referrer: clicks.referrer, at: clicks.clicked_at })
    .from(clicks)
    .innerJoin(shortUrls, eq(shortUrls.id, clicks.short_url_id))
    .where(eq(shortUrls.owner_id, ownerId))
    .orderBy(desc(clicks.clicked_at))
    .limit(limit);
  const recentLinks = await db
    .select({ shortId: shortUrls.short_id, destination: shortUrls.destination, at: shortUrls.created_at })
    .from(shortUrls)
    .where(eq(shortUrls.owner_id, ownerId))
    .orderBy(desc(shortUrls.created_at))
    .limit(limit);
  return [
    ...recentClicks.map((c) => ({
      type: 'click' as const,
      shortId: c.shortId,
      destination: c.destination,
      country: c.country,
      referrer: c.referrer,
      message: `Click on /${c.shortId} from ${c.country}`,
      createdAt: c.at.toISOString(),
    })),
    ...recentLinks.map((l) => ({
      type: 'link_created' as const,
      shortId: l.shortId,
      destination: l.destination,
      message: `Short link /${l.shortId} created`,
      createdAt: l.at.toISOString(),
    })),
  ]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);
}

export async function findProfileUser(db: DbOrTx, id: string) {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}
