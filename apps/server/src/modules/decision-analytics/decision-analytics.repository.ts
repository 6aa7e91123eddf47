import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

interface DayRow {
  day: string;
  evaluations: number;
  eligible: number;
  customers: number;
}

/**
 * Evaluations per Indian day over the window ending today, with those that had an eligible offer:
 * one range scan of the applications' creation index, grouped in the database.
 */
export async function evaluationsPerDay(db: DbOrTx, fromDay: string, toDay: string) {
  const result = await db.execute(sql`
    WITH days AS (
      SELECT d::date AS day FROM generate_series(${fromDay}::date, ${toDay}::date, interval '1 day') d
    ), counted AS (
      SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, count(*)::int AS evaluations,
             count(*) FILTER (WHERE eligible_count > 0)::int AS eligible
      FROM loan_applications
      WHERE created_at >= (${fromDay}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'
        AND created_at < ((${toDay}::date + 1)::timestamp) AT TIME ZONE 'Asia/Kolkata'
      GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(c.evaluations, 0) AS evaluations, coalesce(c.eligible, 0) AS eligible
    FROM days LEFT JOIN counted c ON c.day = days.day ORDER BY days.day`);
  const customers = await db.execute(sql`
    SELECT count(DISTINCT customer_id)::int AS n FROM loan_applications
    WHERE created_at >= (${fromDay}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'
      AND created_at < ((${toDay}::date + 1)::timestamp) AT TIME ZONE 'Asia/Kolkata'`);
  return {
    days: (result as unknown as { rows: Omit<DayRow, 'customers'>[] }).rows,
    customers: (customers as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0,
  };
}
