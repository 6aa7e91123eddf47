import { sql, type SQL } from 'drizzle-orm';
import type { SegmentCut } from '@lbo/contracts/decision-segments';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { ELIGIBLE_BIT } from '../../db/stored-outcome';
import { NO_PARTNER } from '../../db/schema';
import { nextDay } from './decision-rollups.repository';
import {
  APPLICANT_SEGMENT_COLUMNS,
  APPLICANT_SEGMENTS,
  CUT_OF_SET,
  CUT_SETS,
  FAILURE_CODE_LIST,
  SEGMENT_OF_SET,
  SEGMENT_PAIR_COLUMNS,
  SEGMENT_PAIR_JOINS,
  segmentTypesOf,
} from './rollup-sql';

const ELIGIBLE = sql.raw(String(ELIGIBLE_BIT));
const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp) AT TIME ZONE 'Asia/Kolkata'`;

export interface SegmentWindow {
  fromDay: string;
  toDay: string;
  /** Days up to this one come from the roll-ups; later ones are read from the decisions. */
  rolledThrough: string;
  /** One cut, or every cut. */
  cut?: SegmentCut | undefined;
  bankId?: string | undefined;
  partnerId?: string | undefined;
}

/** The pairs, with their segments, of the decisions stored in [fromDay, toDay]: the days not rolled up yet. */
function livePairs(fromDay: string, toDay: string, partnerId: string | undefined): SQL {
  return sql`(
    WITH live AS MATERIALIZED (
      SELECT a.created_at, coalesce(a.partner_id, ${NO_PARTNER}::uuid) AS partner_id, coalesce(a.rule_version, -1) AS rule_version,
             a.pair_ids, a.pair_meta, a.pair_failures, ${APPLICANT_SEGMENT_COLUMNS}
      FROM loan_applications a ${APPLICANT_SEGMENTS}
      WHERE a.created_at >= ${dayStart(fromDay)} AND a.created_at < ${dayEnd(toDay)} ${partnerId ? sql`AND a.partner_id = ${partnerId}::uuid` : sql``}
    ), ${segmentTypesOf(sql`live`)}
    SELECT (a.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, dp.bank_id, a.partner_id, (p.meta & ${ELIGIBLE}) <> 0 AS eligible, p.failures, ${SEGMENT_PAIR_COLUMNS}
    FROM live a
    CROSS JOIN LATERAL unnest(a.pair_ids, a.pair_meta, a.pair_failures) AS p(pair_id, meta, failures)
    JOIN decision_pairs dp ON dp.id = p.pair_id
    ${SEGMENT_PAIR_JOINS})`;
}

/** Each cut's column of a pair row. */
const CUT_COLUMNS: Record<SegmentCut, string> = {
  cibilBand: 'cibil_band',
  salaryBand: 'salary_band',
  companyType: 'company_type',
  city: 'city',
  loanType: 'loan_type',
};

/**
 * The live days' pairs counted per cut, segment, bank and failure mask, eligible among them: what
 * both the rates and the reasons are summed from, so the decisions are expanded once. One cut
 * is grouped by its own column; every cut by a set each.
 */
function liveCounts(w: SegmentWindow, liveFrom: string): SQL {
  const pairs = livePairs(liveFrom, w.toDay, w.partnerId);
  const bank = w.bankId ? sql`WHERE bank_id = ${w.bankId}::uuid` : sql``;
  const counts = sql`count(*)::int AS n, (count(*) FILTER (WHERE eligible))::int AS e`;
  if (w.cut) {
    const column = sql.raw(CUT_COLUMNS[w.cut]);
    return sql`SELECT ${w.cut}::text AS cut, ${column} AS segment, bank_id, failures, ${counts} FROM ${pairs} p ${bank} GROUP BY ${column}, bank_id, failures`;
  }
  return sql`SELECT ${CUT_OF_SET} AS cut, ${SEGMENT_OF_SET} AS segment, bank_id, failures, ${counts} FROM ${pairs} p ${bank} GROUP BY bank_id, failures, ${CUT_SETS}`;
}

/** A rolled-up table's rows of the window's days rolled up whole, narrowed to the cut, bank and partner. */
function rolled(w: SegmentWindow, rolledTo: string, table: string, columns: string): SQL {
  return sql`
    SELECT cut, segment, bank_id, ${sql.raw(columns)} FROM ${sql.identifier(table)}
    WHERE day BETWEEN ${w.fromDay}::date AND ${rolledTo}::date
      ${w.cut ? sql`AND cut = ${w.cut}` : sql``} ${w.bankId ? sql`AND bank_id = ${w.bankId}::uuid` : sql``} ${w.partnerId ? sql`AND partner_id = ${w.partnerId}::uuid` : sql``}
      AND day IN (SELECT day FROM decision_days WHERE day BETWEEN ${w.fromDay}::date AND ${rolledTo}::date AND rolled_at IS NOT NULL)`;
}

/** A row of the figures: a rate (code null: evaluated, eligible) or a reason (code: evaluated holds its count). */
export interface SegmentFigure {
  cut: SegmentCut;
  segment: string;
  bank_id: string;
  code: string | null;
  evaluated: number;
  eligible: number;
}

/**
 * Pairs evaluated and eligible, and how often each failure code stopped them, per cut, segment
 * and bank over the window, in one statement: days rolled up whole from the roll-ups (as the
 * breakdown's), the days since from the decisions, expanded once for both.
 */
export async function segmentFigures(db: DbOrTx, w: SegmentWindow): Promise<SegmentFigure[]> {
  const rolledTo = w.toDay < w.rolledThrough ? w.toDay : w.rolledThrough;
  const liveFrom = nextDay(w.rolledThrough) > w.fromDay ? nextDay(w.rolledThrough) : w.fromDay;
  const hasRolled = w.fromDay <= rolledTo;
  const hasLive = liveFrom <= w.toDay;
  const rates: SQL[] = [];
  const reasons: SQL[] = [];
  if (hasRolled) {
    rates.push(rolled(w, rolledTo, 'decision_daily_segments', 'evaluated, eligible'));
    reasons.push(rolled(w, rolledTo, 'decision_daily_segment_failures', 'code, count'));
  }
  if (hasLive) {
    rates.push(sql`SELECT cut, segment, bank_id, n, e FROM live_counts`);
    reasons.push(sql`
      SELECT l.cut, l.segment, l.bank_id, fc.code, l.n FROM live_counts l
      CROSS JOIN LATERAL unnest(${FAILURE_CODE_LIST}) WITH ORDINALITY AS fc(code, bit)
      WHERE l.failures <> 0 AND (l.failures >> (fc.bit::int - 1)) & 1 = 1`);
  }
  // A window of at least one day always has a rolled part, a live part or both.
  return rowsOf<SegmentFigure>(
    await db.execute(sql`
      ${hasLive ? sql`WITH live_counts AS MATERIALIZED (${liveCounts(w, liveFrom)})` : sql``}
      SELECT cut, segment, bank_id, NULL::text AS code, sum(evaluated)::int AS evaluated, sum(eligible)::int AS eligible
      FROM (${sql.join(rates, sql` UNION ALL `)}) r (cut, segment, bank_id, evaluated, eligible) GROUP BY cut, segment, bank_id
      UNION ALL
      SELECT cut, segment, bank_id, code, sum(count)::int, 0
      FROM (${sql.join(reasons, sql` UNION ALL `)}) f (cut, segment, bank_id, code, count) GROUP BY cut, segment, bank_id, code`),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The cities by id, named as now, or as last recorded when one was deleted since (the row history
 * keeps every version of a city): name and state.
 */
export async function cityNames(db: DbOrTx, keys: readonly string[]): Promise<{ id: string; name: string; state: string }[]> {
  const ids = [...new Set(keys.filter((k) => UUID.test(k)))];
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return rowsOf(
    await db.execute(sql`
      SELECT DISTINCT ON (id) id::text AS id, name, state FROM (
        SELECT id, city_name AS name, state, 0 AS rank, 0 AS at FROM cities WHERE id IN (${list})
        UNION ALL
        SELECT lookup_key, data ->> 'city_name', data ->> 'state', 1, valid_from FROM rule_set_rows WHERE tbl = 'cities' AND lookup_key IN (${list})
      ) c ORDER BY id, rank, at DESC`),
  );
}
