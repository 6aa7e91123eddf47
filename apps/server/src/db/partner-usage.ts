import { sql } from 'drizzle-orm';
import type { DbOrTx } from './database-types';
import { rowsOf } from './raw-rows';
import { timestampParam } from '../lib/reporting-days';

/** What one statement counted for a partner, and its limits as they stood. */
export interface PartnerCount {
  /** The partner's limits; both null when it has none (or is gone). */
  perMinute: number | null;
  perMonth: number | null;
  /** Requests in this minute window with this one; null when not counted (no rate limit). */
  minuteUsed: number | null;
  /** Evaluations this month with these; null when they were not counted (refused, none asked, or no quota). */
  monthUsed: number | null;
  /** Evaluations this month before the statement (as its snapshot saw them): for the refusal's message. */
  monthBefore: number;
}

/**
 * Counts one request against the partner's rate limit and `evaluations` against its monthly quota,
 * each only while the partner has that limit, in one statement on the app's own connection (a
 * partner without limits costs a read, no write). Each window is one row, started over by the
 * first request that finds it older than its own window; the row lock of INSERT … ON CONFLICT
 * makes the count exact across processes. Requests are counted even when refused (the limit is on
 * asking); evaluations only when they fit the quota, and not when the request is refused for its rate.
 */
export async function countPartnerUse(
  db: DbOrTx,
  v: { partnerId: string; requests: 0 | 1; minuteStart: Date; evaluations: number; monthStart: Date },
): Promise<PartnerCount> {
  const minute = timestampParam(v.minuteStart);
  const month = timestampParam(v.monthStart);
  const [row] = rowsOf<{
    per_minute: number | null;
    per_month: number | null;
    minute_used: number | null;
    month_used: number | null;
    month_before: number | null;
  }>(
    await db.execute(sql`
      WITH p AS (SELECT rate_limit_per_minute AS per_minute, monthly_evaluation_quota AS per_month FROM partners WHERE id = ${v.partnerId}),
      minute AS (
        INSERT INTO partner_usage AS u (partner_id, period, starts_at, used)
        SELECT ${v.partnerId}, 'minute', ${minute}, 1 FROM p WHERE ${v.requests}::int = 1 AND p.per_minute IS NOT NULL
        ON CONFLICT (partner_id, period) DO UPDATE SET
          used = CASE WHEN u.starts_at < excluded.starts_at THEN 1 ELSE u.used + 1 END,
          starts_at = greatest(u.starts_at, excluded.starts_at)
        RETURNING u.used
      ),
      month AS (
        INSERT INTO partner_usage AS u (partner_id, period, starts_at, used)
        SELECT ${v.partnerId}, 'month', ${month}, ${v.evaluations}::int FROM p
        WHERE ${v.evaluations}::int > 0 AND ${v.evaluations}::int <= p.per_month
          AND NOT EXISTS (SELECT 1 FROM minute WHERE minute.used > p.per_minute)
        ON CONFLICT (partner_id, period) DO UPDATE SET
          used = CASE WHEN u.starts_at < excluded.starts_at THEN excluded.used ELSE u.used + excluded.used END,
          starts_at = greatest(u.starts_at, excluded.starts_at)
        WHERE u.starts_at < excluded.starts_at OR u.used + excluded.used <= (SELECT per_month FROM p)
        RETURNING u.used
      )
      SELECT p.per_minute, p.per_month, (SELECT used FROM minute) AS minute_used, (SELECT used FROM month) AS month_used,
        (SELECT CASE WHEN starts_at >= ${month} THEN used ELSE 0 END FROM partner_usage WHERE partner_id = ${v.partnerId} AND period = 'month') AS month_before
      FROM p`),
  );
  const num = (value: number | null | undefined) => (value === null || value === undefined ? null : Number(value));
  return {
    perMinute: num(row?.per_minute),
    perMonth: num(row?.per_month),
    minuteUsed: num(row?.minute_used),
    monthUsed: num(row?.month_used),
    monthBefore: num(row?.month_before) ?? 0,
  };
}

/** Gives back evaluations a request counted but did not make (refused whole, or replayed), in the month it counted them. */
export async function refundPartnerEvaluations(db: DbOrTx, v: { partnerId: string; evaluations: number; monthStart: Date }): Promise<void> {
  await db.execute(sql`
    UPDATE partner_usage SET used = greatest(0, used - ${v.evaluations}::int)
    WHERE partner_id = ${v.partnerId} AND period = 'month' AND starts_at = ${timestampParam(v.monthStart)}`);
}
