import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { shortUrls } from '../../../db/schema';
import type { ClickDetails } from './click-source';

/** The link without counting anything: what the redirect caches. */
export async function findLinkByShortId(db: DbOrTx, shortId: string) {
  const rows = await db
    .select({ id: shortUrls.id, destination: shortUrls.destination, expiresAt: shortUrls.expires_at })
    .from(shortUrls)
    .where(eq(shortUrls.short_id, shortId))
    .limit(1);
  return rows[0] ?? null;
}

export interface ClickRow extends ClickDetails {
  linkId: string;
  at: Date;
}

/**
 * Writes a batch of clicks and adds them to their links' counters in one
 * statement (so in one transaction): counter and click rows never disagree.
 * Clicks of links deleted meanwhile are skipped.
 */
export async function insertClickBatch(db: DbOrTx, batch: readonly ClickRow[]): Promise<void> {
  if (batch.length === 0) return;
  const rows = JSON.stringify(
    batch.map((c) => ({ link: c.linkId, at: c.at.toISOString(), country: c.country, referrer: c.referrer, user_agent: c.userAgent })),
  );
  await db.execute(sql`
    with batch as (
      select * from jsonb_to_recordset(${rows}::jsonb) as b(link uuid, at timestamptz, country text, referrer text, user_agent text)
    ), logged as (
      insert into clicks (short_url_id, clicked_at, country, referrer, user_agent)
      select b.link, b.at, b.country, b.referrer, b.user_agent from batch b join ${shortUrls} s on s.id = b.link
      returning short_url_id
    )
    update ${shortUrls} s set clicks = s.clicks + c.n
    from (select short_url_id, count(*)::int as n from logged group by short_url_id) c
    where s.id = c.short_url_id`);
}
