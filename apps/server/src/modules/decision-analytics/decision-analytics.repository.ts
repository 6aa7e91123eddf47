import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstDecisionDay, nextDay } from './decision-rollups.repository';
import { rowsOf } from '../../db/raw-rows';

interface DayRow {
  day: string;
  evaluations: number;
  eligible: number;
  customers: number;
}

/**
 * Evaluations per Indian day over the window ending today, with those that had an eligible offer.
 * Days already rolled up whole (decision_days, ADR 0014) are read from there; from the first day
 * that is not (never claimed, or still pending; days before the first decision have nothing to
 * read), the applications' creation index is scanned and grouped in the database. Customers
 * evaluated since the window began are the customers whose last evaluation is in it.
 */
export async function evaluationsPerDay(db: DbOrTx, fromDay: string, toDay: string) {
  const firstUnrolled = rowsOf<{ day: string | null }>(
    await db.execute(sql`
      SELECT to_char(min(d), 'YYYY-MM-DD') AS day FROM generate_series(greatest(${fromDay}::date, ${firstDecisionDay}), ${toDay}::date, interval '1 day') d
      WHERE NOT EXISTS (SELECT 1 FROM decision_days r WHERE r.day = d::date AND r.rolled_at IS NOT NULL)`),
  )[0]?.day;
  const liveFrom = firstUnrolled ?? nextDay(toDay);
  const result = await db.execute(sql`
    WITH days AS (
      SELECT d::date AS day FROM generate_series(${fromDay}::date, ${toDay}::date, interval '1 day') d
    ), counted AS (
      SELECT day, applications AS evaluations, eligible_applications AS eligible FROM decision_days
      WHERE day >= ${fromDay}::date AND day < ${liveFrom}::date AND rolled_at IS NOT NULL
      UNION ALL
      SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, count(*)::int AS evaluations,
             count(*) FILTER (WHERE eligible_count > 0)::int AS eligible
      FROM loan_applications
      WHERE created_at >= (${liveFrom}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'
        AND created_at < ((${toDay}::date + 1)::timestamp) AT TIME ZONE 'Asia/Kolkata'
      GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(c.evaluations, 0) AS evaluations, coalesce(c.eligible, 0) AS eligible
    FROM days LEFT JOIN counted c ON c.day = days.day ORDER BY days.day`);
  const customers = await db.execute(sql`
    SELECT count(*)::int AS n FROM customers WHERE last_evaluated_at >= (${fromDay}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`);
  return {
    days: rowsOf<Omit<DayRow, 'customers'>>(result),
    customers: rowsOf<{ n: number }>(customers)[0]?.n ?? 0,
  };
}
