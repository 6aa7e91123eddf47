import { sql, type SQL } from 'drizzle-orm';
import { AMOUNT_BAND_EDGES } from '@lbo/contracts/decision-analytics';
import { FAILURE_CODES } from '@lbo/eligibility';
import type { Database, DbOrTx } from '../../db/client';
import { ELIGIBLE_BIT } from '../../db/stored-outcome';
import { rowsOf } from '../../db/raw-rows';

const dayList = (days: readonly string[]) => sql`string_to_array(${days.join(',')}, ',')::date[]`;
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
    SELECT (a.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, dp.bank_id, dp.product_id,
           (p.meta & ${ELIGIBLE}) <> 0 AS eligible, p.amount::numeric AS amount, p.failures, round(p.apr * 100)::int AS apr_bp
    FROM loan_applications a
    CROSS JOIN LATERAL unnest(a.pair_ids, a.pair_meta, a.pair_amounts, a.pair_failures, a.pair_aprs) AS p(pair_id, meta, amount, failures, apr)
    JOIN decision_pairs dp ON dp.id = p.pair_id
    WHERE a.created_at >= ${dayStart(fromDay)} AND a.created_at < ${dayEnd(toDay)}`;
}

/** A pair row's failure codes, one row each: bit i of the mask is FAILURE_CODES[i]. */
const FAILURE_CODE_ROWS = sql.raw(
  `CROSS JOIN LATERAL unnest(ARRAY[${FAILURE_CODES.map((c) => `'${c}'`).join(',')}]::text[]) WITH ORDINALITY AS fc(code, bit) WHERE (p.failures >> (fc.bit::int - 1)) & 1 = 1`,
);
const ELIGIBLE = sql.raw(String(ELIGIBLE_BIT));

/** Days of [fromDay, toDay] not rolled up yet. */
export async function daysToRollUp(db: DbOrTx, fromDay: string, toDay: string): Promise<string[]> {
  if (fromDay > toDay) return [];
  const result = await db.execute(sql`
    SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series(${fromDay}::date, ${toDay}::date, interval '1 day') d
    WHERE NOT EXISTS (SELECT 1 FROM decision_days r WHERE r.day = d::date)`);
  return rowsOf<{ day: string }>(result).map((r) => r.day);
}

/**
 * Rolls up the given (ended) days in one transaction (callers pass a week at a time, so on the
 * embedded database other requests are not held up for long). Claiming a day is inserting its
 * decision_days row: a process that finds the row taken (another one rolled it) skips that day.
 */
export async function rollUpDays(db: Database, days: readonly string[]): Promise<number> {
  if (days.length === 0) return 0;
  return db.transaction(async (tx) => {
    const claimed = rowsOf<{ day: string }>(
      await tx.execute(sql`
        INSERT INTO decision_days (day, applications, eligible_applications)
        SELECT d.day, count(a.id)::int, (count(a.id) FILTER (WHERE a.eligible_count > 0))::int
        FROM unnest(${dayList(days)}) AS d(day)
        LEFT JOIN loan_applications a
          ON a.created_at >= (d.day::timestamp AT TIME ZONE 'Asia/Kolkata') AND a.created_at < ((d.day + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')
        GROUP BY d.day
        ON CONFLICT (day) DO NOTHING
        RETURNING to_char(day, 'YYYY-MM-DD') AS day`),
    )
      .map((r) => r.day)
      .sort();
    if (claimed.length === 0) return 0;
    // The claimed days' pairs are expanded once and shared by the three roll-ups.
    await tx.execute(sql`
      CREATE TEMP TABLE decision_rollup_pairs ON COMMIT DROP AS
      SELECT * FROM (${pairsOf(claimed[0]!, claimed[claimed.length - 1]!)}) p WHERE day = ANY(${dayList(claimed)})`);
    await tx.execute(sql`
      INSERT INTO decision_daily (day, bank_id, product_id, evaluated, eligible)
      SELECT day, bank_id, product_id, count(*)::int, (count(*) FILTER (WHERE eligible))::int
      FROM decision_rollup_pairs GROUP BY 1, 2, 3`);
    await tx.execute(sql`
      INSERT INTO decision_daily_failures (day, bank_id, product_id, code, count)
      SELECT day, bank_id, product_id, code, count(*)::int
      FROM decision_rollup_pairs p ${FAILURE_CODE_ROWS} GROUP BY 1, 2, 3, 4`);
    await tx.execute(sql`
      INSERT INTO decision_daily_amounts (day, bank_id, product_id, bucket, count)
      SELECT day, bank_id, product_id, width_bucket(amount, ${BAND_EDGES}), count(*)::int
      FROM decision_rollup_pairs WHERE eligible GROUP BY 1, 2, 3, 4`);
    await tx.execute(sql`
      INSERT INTO decision_daily_aprs (day, bank_id, product_id, apr_bp, count)
      SELECT day, bank_id, product_id, apr_bp, count(*)::int
      FROM decision_rollup_pairs WHERE eligible AND apr_bp IS NOT NULL GROUP BY 1, 2, 3, 4`);
    return claimed.length;
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
  /**
   * `inline`: each read expands the live days itself, for a read replica, where a transaction may
   * create no table (the live days are today and yesterday: a few scans of them cost little).
   */
  livePairs?: 'table' | 'inline';
}

function filters(w: BreakdownWindow): SQL {
  return sql`${w.bankId ? sql`AND bank_id = ${w.bankId}::uuid` : sql``} ${w.productId ? sql`AND product_id = ${w.productId}::uuid` : sql``}`;
}

/** Rolled-up rows of `table` in the window, and the live days' rows shaped the same by `live`. */
function windowed(w: BreakdownWindow, rolled: SQL, live: (pairs: SQL) => SQL): SQL {
  const rolledTo = w.toDay < w.rolledThrough ? w.toDay : w.rolledThrough;
  const liveFrom = nextDay(w.rolledThrough) > w.fromDay ? nextDay(w.rolledThrough) : w.fromDay;
  const parts: SQL[] = [];
  if (w.fromDay <= rolledTo) parts.push(sql`${rolled} WHERE day BETWEEN ${w.fromDay}::date AND ${rolledTo}::date ${filters(w)}`);
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

/** The five most frequent failure codes per bank. */
export async function topFailures(db: DbOrTx, w: BreakdownWindow): Promise<{ bank_id: string; code: string; count: number }[]> {
  const source = windowed(
    w,
    sql`SELECT day, bank_id, product_id, code, count FROM decision_daily_failures`,
    (pairs) => sql`SELECT day, bank_id, product_id, code, count(*)::int AS count FROM ${pairs} p ${FAILURE_CODE_ROWS} GROUP BY 1, 2, 3, 4`,
  );
  return rowsOf(
    await db.execute(sql`
      SELECT bank_id, code, count FROM (
        SELECT bank_id, code, sum(count)::int AS count, row_number() OVER (PARTITION BY bank_id ORDER BY sum(count) DESC, code) AS rank
        FROM (${source}) s GROUP BY bank_id, code
      ) ranked WHERE rank <= 5 ORDER BY bank_id, count DESC, code`),
  );
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
export async function applicationsIn(db: DbOrTx, w: Pick<BreakdownWindow, 'fromDay' | 'toDay' | 'rolledThrough'>): Promise<number> {
  const rolledTo = w.toDay < w.rolledThrough ? w.toDay : w.rolledThrough;
  const liveFrom = nextDay(w.rolledThrough) > w.fromDay ? nextDay(w.rolledThrough) : w.fromDay;
  const result = await db.execute(sql`
    SELECT (SELECT coalesce(sum(applications), 0) FROM decision_days WHERE day BETWEEN ${w.fromDay}::date AND ${rolledTo}::date)
         + (SELECT count(*) FROM loan_applications WHERE ${liveFrom}::date <= ${w.toDay}::date AND created_at >= ${dayStart(liveFrom)} AND created_at < ${dayEnd(w.toDay)}) AS n`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}

/** Every bank and product by name, for the filters and the labels. */
export async function names(db: DbOrTx) {
  const banks = rowsOf<{ id: string; name: string }>(await db.execute(sql`SELECT id, name FROM banks ORDER BY lower(name)`));
  const products = rowsOf<{ id: string; name: string }>(await db.execute(sql`SELECT id, name FROM products ORDER BY lower(name)`));
  return { banks, products };
}
