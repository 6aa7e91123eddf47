import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { shortUrls } from '../../../db/schema';
import { timestampParam } from '../analytics/reporting-days';

export interface ClickDetails {
  country: string;
  referrer: string | null;
  userAgent: string | null;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * Counts one visit of a live link and records its click, in one statement:
 * the row lock of the UPDATE orders concurrent visits, so each one counts
 * exactly once. Returns the destination, or null when the link is unknown or expired.
 *
 * The statement commits asynchronously (synchronous_commit off for this
 * transaction only): a popular link's row lock is then held for microseconds
 * instead of a WAL flush, which multiplies redirects per second on one link.
 * The price: a database crash may lose the last fraction of a second of clicks,
 * counter and click row together (never one without the other).
 */
export async function countVisit(db: DbOrTx, shortId: string, now: Date, click: ClickDetails): Promise<string | null> {
  const at = timestampParam(now);
  const result = await db.execute(sql`
    with relaxed as (select set_config('synchronous_commit', 'off', true)),
    hit as (
      update ${shortUrls} set clicks = clicks + 1
      where short_id = ${shortId} and (expires_at is null or expires_at > ${at})
      returning id, destination
    ), logged as (
      insert into clicks (short_url_id, clicked_at, country, referrer, user_agent)
      select id, ${at}, ${click.country}, ${click.referrer}, ${click.userAgent} from hit
    )
    select destination from hit, relaxed`);
  return rowsOf<{ destination: string }>(result)[0]?.destination ?? null;
}

/** The link without counting anything: for bots, and to tell expired from unknown. */
export async function findLinkByShortId(db: DbOrTx, shortId: string) {
  const rows = await db
    .select({ destination: shortUrls.destination, expiresAt: shortUrls.expires_at })
    .from(shortUrls)
    .where(eq(shortUrls.short_id, shortId))
    .limit(1);
  return rows[0] ?? null;
}
