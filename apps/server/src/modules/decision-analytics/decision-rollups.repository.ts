import { sql, type SQL } from 'drizzle-orm';
import { AMOUNT_BAND_EDGES } from '@lbo/contracts/decision-analytics';
import type { Database, DbOrTx } from '../../db/client';
import { ELIGIBLE_BIT } from '../../db/stored-outcome';
import { rowsOf } from '../../db/raw-rows';
import { NO_PARTNER } from '../../db/schema';
import {
  APPLICANT_SEGMENT_COLUMNS,
  APPLICANT_SEGMENTS,
  FAILURE_CODE_LIST,
  SEGMENT_PAIR_COLUMNS,
  SEGMENT_PAIR_JOINS,
  segmentCounts,
  segmentFailureCounts,
  segmentTypesOf,
} from './rollup-sql';

const BAND_EDGES = sql.raw(`ARRAY[${AMOUNT_BAND_EDGES.join(',')}]::numeric[]`);
const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp) AT TIME ZONE 'Asia/Kolkata'`;

/**
 * Every pair outcome of the applications stored from the start of `fromDay` up to the end of
 * `toDay` (Indian days), read from each application's compact outcome (db/stored-outcome.ts):
 * `failures` is the failure-code bit mask.
 */
function pairsOf(fromDay: string, toDay: string): SQL {
  return sql`
    SELECT (a.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, dp.bank_id, dp.product_id, coalesce(a.partner_id, ${NO_PARTNER}::uuid) AS partner_id,
           (p.meta & ${ELIGIBLE}) <> 0 AS eligible, p.amount::numeric AS amount, p.failures, round(p.apr * 100)::int AS apr_bp
    FROM loan_applications a
    CROSS JOIN LATERAL unnest(a.pair_ids, a.pair_meta, a.pair_amounts, a.pair_failures, a.pair_aprs) AS p(pair_id, meta, amount, failures, apr)
    JOIN decision_pairs dp ON dp.id = p.pair_id
    WHERE a.created_at >= ${dayStart(fromDay)} AND a.created_at < ${dayEnd(toDay)}`;
}

/**
 * How often each failure code stopped a pair, per day, bank and product, from pair rows: bit i of
 * a pair's mask is FAILURE_CODES[i]. The pairs are counted per mask first and each mask split into
 * its codes once: testing every code against every pair cost 33 tests a pair, most of a roll-up.
 */
const failureCounts = (pairs: SQL) => sql`
  SELECT m.day, m.bank_id, m.product_id, m.partner_id, fc.code, sum(m.n)::int AS count
  FROM (SELECT day, bank_id, product_id, partner_id, failures, count(*) AS n FROM ${pairs} p WHERE failures <> 0 GROUP BY 1, 2, 3, 4, 5) m
  CROSS JOIN LATERAL unnest(${FAILURE_CODE_LIST}) WITH ORDINALITY AS fc(code, bit)
  WHERE (m.failures >> (fc.bit::int - 1)) & 1 = 1
  GROUP BY 1, 2, 3, 4, 5`;
const ELIGIBLE = sql.raw(String(ELIGIBLE_BIT));

/** The Indian day of the first decision stored (null with none): nothing before it is rolled up. */
export const firstDecisionDay = sql`(SELECT (min(created_at) AT TIME ZONE 'Asia/Kolkata')::date FROM loan_applications)`;

/**
 * Claims the ended days of [fromDay, toDay] that no one has yet, from the first decision's day on
 * (the days before it have nothing to count, so they are neither claimed nor pending): a row per
 * day, pending (rolled_at null) for the roll-up loop of any process to count, or rolled up at once
 * when the day has no decision (one index probe: an empty day costs the loop nothing). Answers
 * how many days of the window are pending, those claimed now included.
 */
export async function claimDays(db: DbOrTx, fromDay: string, toDay: string): Promise<number> {
  if (fromDay > toDay) return 0;
  const result = await db.execute(sql`
    WITH claimed AS (
      INSERT INTO decision_days (day, rolled_at)
      SELECT d.day, CASE WHEN EXISTS (
               SELECT 1 FROM loan_applications a
               WHERE a.created_at >= (d.day::timestamp AT TIME ZONE 'Asia/Kolkata') AND a.created_at < ((d.day + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')
             ) THEN NULL ELSE now() END
      FROM generate_series(greatest(${fromDay}::date, ${firstDecisionDay}), ${toDay}::date, interval '1 day') g, LATERAL (SELECT g::date AS day) d
      WHERE NOT EXISTS (SELECT 1 FROM decision_days r WHERE r.day = d.day)
      ON CONFLICT (day) DO NOTHING
      RETURNING rolled_at
    )
    SELECT (SELECT count(*) FROM claimed WHERE rolled_at IS NULL)
         + (SELECT count(*) FROM decision_days WHERE day BETWEEN ${fromDay}::date AND ${toDay}::date AND rolled_at IS NULL) AS n`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}

/** Days of [fromDay, toDay] claimed but not rolled up whole, as `db` sees them. */
export async function pendingDays(db: DbOrTx, fromDay: string, toDay: string): Promise<number> {
  if (fromDay > toDay) return 0;
  const result = await db.execute(sql`SELECT count(*) AS n FROM decision_days WHERE day BETWEEN ${fromDay}::date AND ${toDay}::date AND rolled_at IS NULL`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}

/** A chunk's counts added to those the day's earlier chunks wrote. */
const addTo = (table: string, ...counts: string[]) =>
  sql.raw(`ON CONFLICT ON CONSTRAINT ${table}_pk DO UPDATE SET ${counts.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ')}`);

/**
 * Counts the next chunk of a pending day: at most `limit` of its applications after its cursor,
 * added to the day's roll-ups (the segments of who applied among them, read from the stored
 * inputs: rollup-sql.ts) and counts in one transaction that also moves the cursor, so a
 * chunk is counted once whoever runs it and a day is taken up where another process left it.
 * The day is locked (SKIP LOCKED): two processes count different days. Answers null when no day
 * is pending; `done` when this chunk was the day's last.
 */
export async function rollUpChunk(db: Database, limit: number): Promise<{ day: string; counted: number; done: boolean } | null> {
  return db.transaction(async (tx) => {
    // The planner cannot know how many pairs a decision holds and costs the chunk's statement high
    // enough for PostgreSQL's JIT, whose compiling (≈ 130 ms) then cost more than the chunk itself.
    await tx.execute(sql`SET LOCAL jit = off`);
    const [pending] = rowsOf<{ day: string; at: string | null; id: string | null }>(
      await tx.execute(sql`
        SELECT to_char(day, 'YYYY-MM-DD') AS day, counted_through_at::text AS at, counted_through_id AS id FROM decision_days
        WHERE rolled_at IS NULL ORDER BY day DESC LIMIT 1 FOR UPDATE SKIP LOCKED`),
    );
    if (!pending) return null;
    const day = sql`${pending.day}::date`;
    // The cursor is passed back as PostgreSQL wrote it: a Date would lose the microseconds.
    const after = pending.at
      ? sql`a.created_at >= ${pending.at}::timestamptz AND (a.created_at, a.id) > (${pending.at}::timestamptz, ${pending.id}::uuid)`
      : sql`a.created_at >= ${dayStart(pending.day)}`;
    const [row] = rowsOf<{ counted: number; done: boolean }>(
      await tx.execute(sql`
        WITH chunk AS MATERIALIZED (
          SELECT a.id, a.created_at, a.eligible_count, coalesce(a.partner_id, ${NO_PARTNER}::uuid) AS partner_id, coalesce(a.rule_version, -1) AS rule_version,
                 a.pair_ids, a.pair_meta, a.pair_amounts, a.pair_failures, a.pair_aprs, ${APPLICANT_SEGMENT_COLUMNS}
          FROM loan_applications a ${APPLICANT_SEGMENTS}
          WHERE ${after} AND a.created_at < ${dayEnd(pending.day)}
          ORDER BY a.created_at, a.id LIMIT ${limit}
        ), ${segmentTypesOf(sql`chunk`)}, pairs AS MATERIALIZED (
          SELECT ${day} AS day, dp.bank_id, dp.product_id, a.partner_id, (p.meta & ${ELIGIBLE}) <> 0 AS eligible, p.amount::numeric AS amount, p.failures, round(p.apr * 100)::int AS apr_bp,
                 ${SEGMENT_PAIR_COLUMNS}
          FROM chunk a
          CROSS JOIN LATERAL unnest(a.pair_ids, a.pair_meta, a.pair_amounts, a.pair_failures, a.pair_aprs) AS p(pair_id, meta, amount, failures, apr)
          JOIN decision_pairs dp ON dp.id = p.pair_id
          ${SEGMENT_PAIR_JOINS}
        ), daily AS (
          INSERT INTO decision_daily (day, bank_id, product_id, partner_id, evaluated, eligible)
          SELECT day, bank_id, product_id, partner_id, count(*)::int, (count(*) FILTER (WHERE eligible))::int FROM pairs GROUP BY 1, 2, 3, 4
          ${addTo('decision_daily', 'evaluated', 'eligible')}
        ), failures AS (
          INSERT INTO decision_daily_failures (day, bank_id, product_id, partner_id, code, count)
          ${failureCounts(sql`pairs`)}
          ${addTo('decision_daily_failures', 'count')}
        ), amounts AS (
          INSERT INTO decision_daily_amounts (day, bank_id, product_id, partner_id, bucket, count)
          SELECT day, bank_id, product_id, partner_id, width_bucket(amount, ${BAND_EDGES}), count(*)::int FROM pairs WHERE eligible GROUP BY 1, 2, 3, 4, 5
          ${addTo('decision_daily_amounts', 'count')}
        ), aprs AS (
          INSERT INTO decision_daily_aprs (day, bank_id, product_id, partner_id, apr_bp, count)
          SELECT day, bank_id, product_id, partner_id, apr_bp, count(*)::int FROM pairs WHERE eligible AND apr_bp IS NOT NULL GROUP BY 1, 2, 3, 4, 5
          ${addTo('decision_daily_aprs', 'count')}
        ), segments AS (
          INSERT INTO decision_daily_segments (day, partner_id, cut, segment, bank_id, evaluated, eligible)
          ${segmentCounts(sql`pairs`)}
          ${addTo('decision_daily_segments', 'evaluated', 'eligible')}
        ), segment_failures AS (
          INSERT INTO decision_daily_segment_failures (day, partner_id, cut, segment, bank_id, code, count)
          ${segmentFailureCounts(sql`pairs`)}
          ${addTo('decision_daily_segment_failures', 'count')}
        ), per_partner AS (
          INSERT INTO decision_daily_applications (day, partner_id, applications, eligible_applications)
          SELECT ${day}, partner_id, count(*)::int, (count(*) FILTER (WHERE eligible_count > 0))::int FROM chunk GROUP BY 2
          ${addTo('decision_daily_applications', 'applications', 'eligible_applications')}
        ), counted AS (
          SELECT count(*)::int AS n, (count(*) FILTER (WHERE eligible_count > 0))::int AS eligible FROM chunk
        ), last AS (
          SELECT created_at, id FROM chunk ORDER BY created_at DESC, id DESC LIMIT 1
        )
        UPDATE decision_days d SET
          applications = d.applications + c.n,
          eligible_applications = d.eligible_applications + c.eligible,
          counted_through_at = coalesce((SELECT created_at FROM last), d.counted_through_at),
          counted_through_id = coalesce((SELECT id FROM last), d.counted_through_id),
          rolled_at = CASE WHEN c.n < ${limit} THEN now() END
        FROM counted c
        WHERE d.day = ${day}
        RETURNING c.n AS counted, d.rolled_at IS NOT NULL AS done`),
    );
    return { day: pending.day, counted: row?.counted ?? 0, done: row?.done ?? false };
  });
}

/**
 * Runs the reads in one transaction with PostgreSQL's JIT off: the planner cannot know how many
 * pairs an application holds, guesses millions of rows, and compiling the plan then costs more
 * (≈ 250 ms) than running it (≈ 20 ms).
 */
export async function withoutJit<T>(db: Database, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    return work(tx);
  });
}

/**
 * The pair outcomes of the days not rolled up yet, expanded once into a table of the transaction
 * that the rate, reason and amount reads then share (each expanding them again cost three scans).
 */
export async function expandLivePairs(tx: DbOrTx, w: Pick<BreakdownWindow, 'fromDay' | 'toDay' | 'rolledThrough'>): Promise<void> {
  const liveFrom = nextDay(w.rolledThrough) > w.fromDay ? nextDay(w.rolledThrough) : w.fromDay;
  const until = liveFrom <= w.toDay ? w.toDay : liveFrom;
  await tx.execute(sql`CREATE TEMP TABLE decision_live_pairs ON COMMIT DROP AS ${pairsOf(liveFrom, until)} ${liveFrom <= w.toDay ? sql`` : sql`AND false`}`);
}

export interface BreakdownWindow {
  fromDay: string;
  toDay: string;
  /** Days up to this one come from the roll-ups; later ones are read live. */
  rolledThrough: string;
  bankId?: string | undefined;
  productId?: string | undefined;
  /** One partner's applicants (a staff filter; a partner's own reads see only theirs anyway). */
  partnerId?: string | undefined;
  /**
   * `inline`: each read expands the live days itself, for a read replica, where a transaction may
   * create no table (the live days are today and yesterday: a few scans of them cost little).
   */
  livePairs?: 'table' | 'inline';
}

const rolledDays = (fromDay: string, toDay: string) =>
  sql`SELECT day FROM decision_days WHERE day BETWEEN ${fromDay}::date AND ${toDay}::date AND rolled_at IS NOT NULL`;

const partnerFilter = (w: Pick<BreakdownWindow, 'partnerId'>) => (w.partnerId ? sql`AND partner_id = ${w.partnerId}::uuid` : sql``);

function filters(w: BreakdownWindow): SQL {
  return sql`${w.bankId ? sql`AND bank_id = ${w.bankId}::uuid` : sql``} ${w.productId ? sql`AND product_id = ${w.productId}::uuid` : sql``} ${partnerFilter(w)}`;
}

/** Rolled-up rows of `table` in the window, and the live days' rows shaped the same by `live`. */
function windowed(w: BreakdownWindow, rolled: SQL, live: (pairs: SQL) => SQL): SQL {
  const rolledTo = w.toDay < w.rolledThrough ? w.toDay : w.rolledThrough;
  const liveFrom = nextDay(w.rolledThrough) > w.fromDay ? nextDay(w.rolledThrough) : w.fromDay;
  const parts: SQL[] = [];
  // Days still pending have partial counts (or none): only days rolled up whole are read.
  if (w.fromDay <= rolledTo)
    parts.push(sql`${rolled} WHERE day BETWEEN ${w.fromDay}::date AND ${rolledTo}::date ${filters(w)} AND day IN (${rolledDays(w.fromDay, rolledTo)})`);
  const livePairs = w.livePairs === 'inline' ? sql`(${pairsOf(liveFrom, w.toDay)})` : sql`decision_live_pairs`;
  if (liveFrom <= w.toDay) parts.push(live(sql`(SELECT * FROM ${livePairs} AS l WHERE true ${filters(w)})`));
  // A window of at least one day always has a rolled part, a live part or both.
  return sql.join(parts, sql` UNION ALL `);
}

export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export interface RateAggregate {
  day: string | null;
  bank_id: string | null;
  product_id: string | null;
  evaluated: number;
  eligible: number;
}

/** Evaluated and eligible pairs per day, per bank, per product and in all, in one pass. */
export async function rates(db: DbOrTx, w: BreakdownWindow): Promise<RateAggregate[]> {
  const source = windowed(
    w,
    sql`SELECT day, bank_id, product_id, evaluated, eligible FROM decision_daily`,
    (pairs) =>
      sql`SELECT day, bank_id, product_id, count(*)::int AS evaluated, (count(*) FILTER (WHERE eligible))::int AS eligible FROM ${pairs} p GROUP BY 1, 2, 3`,
  );
  return rowsOf<RateAggregate>(
    await db.execute(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, bank_id, product_id, coalesce(sum(evaluated), 0)::int AS evaluated, coalesce(sum(eligible), 0)::int AS eligible
      FROM (${source}) s
      GROUP BY GROUPING SETS ((day), (bank_id), (product_id), ())`),
  );
}

/** How often each failure code stopped each bank's pairs. */
export async function failuresPerBank(db: DbOrTx, w: BreakdownWindow): Promise<{ bank_id: string; code: string; count: number }[]> {
  const source = windowed(w, sql`SELECT day, bank_id, product_id, partner_id, code, count FROM decision_daily_failures`, failureCounts);
  return rowsOf(await db.execute(sql`SELECT bank_id, code, sum(count)::int AS count FROM (${source}) s GROUP BY bank_id, code`));
}

/** Eligible pairs per amount band (0 = below the first edge). */
export async function amountBands(db: DbOrTx, w: BreakdownWindow): Promise<{ bucket: number; count: number }[]> {
  const source = windowed(
    w,
    sql`SELECT day, bank_id, product_id, bucket, count FROM decision_daily_amounts`,
    (pairs) =>
      sql`SELECT day, bank_id, product_id, width_bucket(amount, ${BAND_EDGES})::smallint AS bucket, count(*)::int AS count FROM ${pairs} p WHERE eligible GROUP BY 1, 2, 3, 4`,
  );
  return rowsOf(await db.execute(sql`SELECT bucket, sum(count)::int AS count FROM (${source}) s GROUP BY bucket ORDER BY bucket`));
}

/** Eligible pairs per bank and APR (basis points), lowest APR first: a histogram per lender. */
export async function aprHistogram(db: DbOrTx, w: BreakdownWindow): Promise<{ bank_id: string; apr_bp: number; count: number }[]> {
  const source = windowed(
    w,
    sql`SELECT day, bank_id, product_id, apr_bp, count FROM decision_daily_aprs`,
    (pairs) => sql`SELECT day, bank_id, product_id, apr_bp, count(*)::int AS count FROM ${pairs} p WHERE eligible AND apr_bp IS NOT NULL GROUP BY 1, 2, 3, 4`,
  );
  return rowsOf(await db.execute(sql`SELECT bank_id, apr_bp, sum(count)::int AS count FROM (${source}) s GROUP BY bank_id, apr_bp ORDER BY bank_id, apr_bp`));
}

/** Applications stored in the window, every bank and product: the rolled-up days' counts plus the days since. */
export async function applicationsIn(db: DbOrTx, w: Pick<BreakdownWindow, 'fromDay' | 'toDay' | 'rolledThrough' | 'partnerId'>): Promise<number> {
  const rolledTo = w.toDay < w.rolledThrough ? w.toDay : w.rolledThrough;
  const liveFrom = nextDay(w.rolledThrough) > w.fromDay ? nextDay(w.rolledThrough) : w.fromDay;
  const result = await db.execute(sql`
    SELECT (SELECT coalesce(sum(applications), 0) FROM decision_daily_applications
            WHERE day BETWEEN ${w.fromDay}::date AND ${rolledTo}::date ${partnerFilter(w)} AND day IN (${rolledDays(w.fromDay, rolledTo)}))
         + (SELECT count(*) FROM loan_applications WHERE ${liveFrom}::date <= ${w.toDay}::date AND created_at >= ${dayStart(liveFrom)} AND created_at < ${dayEnd(w.toDay)}
            ${w.partnerId ? sql`AND partner_id = ${w.partnerId}::uuid` : sql``}) AS n`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}

/** Every bank and product by name, for the filters and the labels. */
export async function names(db: DbOrTx) {
  const banks = rowsOf<{ id: string; name: string }>(await db.execute(sql`SELECT id, name FROM banks ORDER BY lower(name)`));
  const products = rowsOf<{ id: string; name: string }>(await db.execute(sql`SELECT id, name FROM products ORDER BY lower(name)`));
  return { banks, products };
}
