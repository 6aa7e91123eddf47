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
  SEGMENT_PAIR_COLUMNS,
  SEGMENT_PAIR_JOINS,
  segmentCounts,
  segmentFailureCounts,
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

/**
 * The rolled-up days' rows of `table` in the window and the later days' rows made alike by
 * `live` from the decisions, narrowed to the cut, bank and partner. As the breakdown's, only days
 * rolled up whole are read from the roll-ups.
 */
function windowed(w: SegmentWindow, table: 'decision_daily_segments' | 'decision_daily_segment_failures', live: (pairs: SQL) => SQL): SQL {
  const rolledTo = w.toDay < w.rolledThrough ? w.toDay : w.rolledThrough;
  const liveFrom = nextDay(w.rolledThrough) > w.fromDay ? nextDay(w.rolledThrough) : w.fromDay;
  const narrowed = sql`${w.cut ? sql`AND cut = ${w.cut}` : sql``} ${w.bankId ? sql`AND bank_id = ${w.bankId}::uuid` : sql``} ${w.partnerId ? sql`AND partner_id = ${w.partnerId}::uuid` : sql``}`;
  const parts: SQL[] = [];
  if (w.fromDay <= rolledTo)
    parts.push(sql`
      SELECT day, partner_id, cut, segment, bank_id, ${sql.raw(table === 'decision_daily_segments' ? 'evaluated, eligible' : 'code, count')} FROM ${sql.identifier(table)}
      WHERE day BETWEEN ${w.fromDay}::date AND ${rolledTo}::date ${narrowed}
        AND day IN (SELECT day FROM decision_days WHERE day BETWEEN ${w.fromDay}::date AND ${rolledTo}::date AND rolled_at IS NOT NULL)`);
  if (liveFrom <= w.toDay) parts.push(sql`SELECT * FROM (${live(livePairs(liveFrom, w.toDay, w.partnerId))}) l WHERE true ${narrowed}`);
  // A window of at least one day always has a rolled part, a live part or both.
  return sql.join(parts, sql` UNION ALL `);
}

export interface SegmentCount {
  cut: SegmentCut;
  segment: string;
  bank_id: string;
  evaluated: number;
  eligible: number;
}

/** Pairs evaluated and eligible per cut, segment and bank over the window. */
export async function segmentRates(db: DbOrTx, w: SegmentWindow): Promise<SegmentCount[]> {
  const source = windowed(w, 'decision_daily_segments', segmentCounts);
  return rowsOf<SegmentCount>(
    await db.execute(sql`
      SELECT cut, segment, bank_id, sum(evaluated)::int AS evaluated, sum(eligible)::int AS eligible
      FROM (SELECT cut, segment, bank_id, evaluated, eligible FROM (${source}) u) s GROUP BY cut, segment, bank_id`),
  );
}

export interface SegmentFailure {
  cut: SegmentCut;
  segment: string;
  bank_id: string;
  code: string;
  count: number;
}

/** How often each failure code stopped the pairs of each cut, segment and bank over the window. */
export async function segmentFailures(db: DbOrTx, w: SegmentWindow): Promise<SegmentFailure[]> {
  const source = windowed(w, 'decision_daily_segment_failures', segmentFailureCounts);
  return rowsOf<SegmentFailure>(
    await db.execute(sql`
      SELECT cut, segment, bank_id, code, sum(count)::int AS count
      FROM (SELECT cut, segment, bank_id, code, count FROM (${source}) u) s GROUP BY cut, segment, bank_id, code`),
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
