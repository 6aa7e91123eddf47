import { and, asc, count, desc, eq, gt, gte, ilike, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { clicks, shortUrls } from '../../../db/schema';
import { likePattern } from '../../../lib/db-errors';
import type { ShortUrlSortField } from '@lbo/contracts/shortener';
import type { Caller } from '../caller';
import { reportingDayOf } from '../../../lib/reporting-days';

export type ShortUrlRow = typeof shortUrls.$inferSelect;

export interface ShortUrlFilter {
  q?: string;
  ownerId?: string;
  campaignId?: string;
  active?: boolean;
  createdFrom?: Date;
  /** Exclusive. */
  createdBefore?: Date;
  now: Date;
}

/** What the caller may see (see caller.ts). */
function visibleLinks(caller: Caller): SQL | undefined {
  if (caller.kind === 'key') return eq(shortUrls.api_key_id, caller.keyId);
  return caller.isAdmin ? undefined : eq(shortUrls.owner_id, caller.userId);
}

function filterConditions(caller: Caller, f: ShortUrlFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visibleLinks(caller)];
  if (f.q) {
    const pattern = likePattern(f.q);
    conditions.push(
      or(
        ilike(shortUrls.destination, pattern),
        ilike(shortUrls.short_id, pattern),
        ilike(shortUrls.campaign_id, pattern),
        sql`${shortUrls.meta}->>'utm_source' ilike ${pattern}`,
      ),
    );
  }
  if (f.ownerId) conditions.push(eq(shortUrls.owner_id, f.ownerId));
  if (f.campaignId) conditions.push(sql`lower(${shortUrls.campaign_id}) = lower(${f.campaignId})`);
  if (f.active === true) conditions.push(or(isNull(shortUrls.expires_at), gt(shortUrls.expires_at, f.now)));
  if (f.active === false) conditions.push(lte(shortUrls.expires_at, f.now));
  if (f.createdFrom) conditions.push(gte(shortUrls.created_at, f.createdFrom));
  if (f.createdBefore) conditions.push(lt(shortUrls.created_at, f.createdBefore));
  return and(...conditions);
}

const SORT_COLUMNS = {
  createdAt: shortUrls.created_at,
  clicks: shortUrls.clicks,
  expiresAt: shortUrls.expires_at,
  shortId: shortUrls.short_id,
  destination: shortUrls.destination,
} as const;

export async function listShortUrls(
  db: DbOrTx,
  caller: Caller,
  filter: ShortUrlFilter,
  sort: { by: ShortUrlSortField; order: 'asc' | 'desc' },
  page: { limit: number; offset: number },
) {
  const where = filterConditions(caller, filter);
  const column = SORT_COLUMNS[sort.by];
  // Links that never expire sort after every date, whichever the direction.
  const primary = sort.by === 'expiresAt' ? sql`${column} ${sql.raw(sort.order)} nulls last` : sort.order === 'asc' ? asc(column) : desc(column);
  const rows = await db
    .select()
    .from(shortUrls)
    .where(where)
    .orderBy(primary, desc(shortUrls.created_at), asc(shortUrls.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(shortUrls).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertShortUrl(db: DbOrTx, values: typeof shortUrls.$inferInsert): Promise<ShortUrlRow> {
  const [row] = await db.insert(shortUrls).values(values).returning();
  return row!;
}

export async function findVisibleShortUrl(db: DbOrTx, caller: Caller, id: string): Promise<ShortUrlRow | null> {
  const rows = await db
    .select()
    .from(shortUrls)
    .where(and(eq(shortUrls.id, id), visibleLinks(caller)))
    .limit(1);
  return rows[0] ?? null;
}

/** Deletes the link (its clicks go with it) when the caller may see it; false when not. */
export async function deleteVisibleShortUrl(db: DbOrTx, caller: Caller, id: string): Promise<boolean> {
  const rows = await db
    .delete(shortUrls)
    .where(and(eq(shortUrls.id, id), visibleLinks(caller)))
    .returning({ id: shortUrls.id });
  return rows.length > 0;
}

export async function clicksPerDayOfLink(db: DbOrTx, shortUrlId: string, from: Date, now: Date) {
  const day = reportingDayOf(clicks.clicked_at);
  return db
    .select({ day, clicks: count().mapWith(Number) })
    .from(clicks)
    .where(and(eq(clicks.short_url_id, shortUrlId), gte(clicks.clicked_at, from), lte(clicks.clicked_at, now)))
    .groupBy(day);
}

export async function clicksByCountry(db: DbOrTx, shortUrlId: string, top: number) {
  const n = count().mapWith(Number);
  return db
    .select({ country: clicks.country, clicks: n })
    .from(clicks)
    .where(eq(clicks.short_url_id, shortUrlId))
    .groupBy(clicks.country)
    .orderBy(desc(n), asc(clicks.country))
    .limit(top);
}

/** Referrers grouped by host; no referrer is "direct". */
export async function clicksByReferrer(db: DbOrTx, shortUrlId: string, top: number) {
  const host = sql<string>`coalesce(substring(${clicks.referrer} from '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#:]+)'), case when coalesce(${clicks.referrer}, '') = '' then 'direct' else 'other' end)`;
  const n = count().mapWith(Number);
  return db.select({ referrer: host, clicks: n }).from(clicks).where(eq(clicks.short_url_id, shortUrlId)).groupBy(host).orderBy(desc(n), asc(host)).limit(top);
}
