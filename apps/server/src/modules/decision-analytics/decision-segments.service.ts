import {
  SEGMENT_CUT_LABELS,
  SEGMENT_CUTS,
  segmentLabel,
  segmentRank,
  type DecisionSegments,
  type SegmentCut,
  type SegmentRow,
} from '@lbo/contracts/decision-segments';
import { FAILURE_MESSAGES, type FailureCode } from '@lbo/eligibility';
import { isEmbedded, type Database, type DbOrTx } from '../../db/client';
import type { ExportColumn } from '../../lib/table-export';
import { openWindow, type AnalyticsDeps } from './analytics-window';
import { EMBEDDED_SLICE_DAYS, slices } from './decision-breakdown-figures';
import * as rollups from './decision-rollups.repository';
import * as repo from './decision-segments.repository';

const TOP_REASONS = 3;
const rate = (eligible: number, evaluated: number) => (evaluated > 0 ? eligible / evaluated : null);

interface SegmentQuery {
  from?: string | undefined;
  to?: string | undefined;
  bankId?: string | undefined;
  partnerId?: string | undefined;
}

interface SegmentCount {
  cut: SegmentCut;
  segment: string;
  bank_id: string;
  evaluated: number;
  eligible: number;
}
interface SegmentFailure {
  cut: SegmentCut;
  segment: string;
  bank_id: string;
  code: string;
  count: number;
}

/**
 * The window's segment counts and failure counts. On PostgreSQL in one statement (JIT off, as the
 * breakdown's reads); on PGlite a slice of days at a time, each a statement of its own with a turn
 * of the event loop after it, so that other requests' queries run between them.
 */
async function readSegments(db: Database, w: repo.SegmentWindow) {
  const rates = new Map<string, SegmentCount>();
  const failures = new Map<string, SegmentFailure>();
  const read = async (tx: DbOrTx, slice: repo.SegmentWindow) => {
    for (const f of await repo.segmentFigures(tx, slice)) {
      if (f.code === null) {
        const key = `${f.cut}|${f.segment}|${f.bank_id}`;
        const seen = rates.get(key);
        if (!seen) rates.set(key, { cut: f.cut, segment: f.segment, bank_id: f.bank_id, evaluated: f.evaluated, eligible: f.eligible });
        else {
          seen.evaluated += f.evaluated;
          seen.eligible += f.eligible;
        }
      } else {
        const key = `${f.cut}|${f.segment}|${f.bank_id}|${f.code}`;
        const seen = failures.get(key);
        if (seen) seen.count += f.evaluated;
        else failures.set(key, { cut: f.cut, segment: f.segment, bank_id: f.bank_id, code: f.code, count: f.evaluated });
      }
    }
  };
  if (isEmbedded(db)) {
    for (const slice of slices(w.fromDay, w.toDay, EMBEDDED_SLICE_DAYS)) {
      await read(db, { ...w, ...slice });
      // PGlite answers in microtasks: a turn of the event loop lets requests that arrived meanwhile in.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  } else {
    await rollups.withoutJit(db, (tx) => read(tx, w));
  }
  return { rates: [...rates.values()], failures: [...failures.values()] };
}

/** One cut's segments (all banks together) and rows (per segment and bank), in the cut's order. */
interface CutFigures {
  segments: DecisionSegments['segments'];
  rows: SegmentRow[];
}

/** A city's name, with its state when another city of the window has the same name. */
function cityLabels(cities: readonly { id: string; name: string; state: string }[]): Map<string, string> {
  const seen = new Map<string, number>();
  for (const c of cities) seen.set(c.name.toLowerCase(), (seen.get(c.name.toLowerCase()) ?? 0) + 1);
  return new Map(cities.map((c) => [c.id, (seen.get(c.name.toLowerCase()) ?? 0) > 1 ? `${c.name} (${c.state})` : c.name]));
}

function figuresOf(
  cut: SegmentCut,
  rates: readonly SegmentCount[],
  failures: readonly SegmentFailure[],
  bankName: ReadonlyMap<string, string>,
  cityName: ReadonlyMap<string, string>,
): CutFigures {
  const label = (key: string) => segmentLabel(cut, key, (id) => cityName.get(id));
  const reasons = new Map<string, SegmentRow['topReasons']>();
  for (const f of failures) {
    if (f.cut !== cut) continue;
    const key = `${f.segment}|${f.bank_id}`;
    reasons.set(key, [...(reasons.get(key) ?? []), { code: f.code, message: FAILURE_MESSAGES[f.code as FailureCode] ?? f.code, count: f.count }]);
  }
  const totals = new Map<string, { evaluated: number; eligible: number }>();
  const rows: SegmentRow[] = [];
  for (const r of rates) {
    if (r.cut !== cut) continue;
    const total = totals.get(r.segment) ?? { evaluated: 0, eligible: 0 };
    total.evaluated += r.evaluated;
    total.eligible += r.eligible;
    totals.set(r.segment, total);
    rows.push({
      segment: label(r.segment),
      segmentKey: r.segment,
      bankId: r.bank_id,
      bankName: bankName.get(r.bank_id) ?? 'Deleted bank',
      evaluated: r.evaluated,
      eligible: r.eligible,
      eligibleRate: rate(r.eligible, r.evaluated),
      topReasons: (reasons.get(`${r.segment}|${r.bank_id}`) ?? []).sort((x, y) => y.count - x.count || (x.code < y.code ? -1 : 1)).slice(0, TOP_REASONS),
    });
  }
  const segments = [...totals].map(([key, t]) => ({ segment: label(key), segmentKey: key, ...t, eligibleRate: rate(t.eligible, t.evaluated) }));
  segments.sort((x, y) => segmentRank(cut, x.segmentKey) - segmentRank(cut, y.segmentKey) || y.evaluated - x.evaluated || x.segment.localeCompare(y.segment));
  const order = new Map(segments.map((s, i) => [s.segmentKey, i]));
  rows.sort((x, y) => order.get(x.segmentKey)! - order.get(y.segmentKey)! || x.bankName.localeCompare(y.bankName));
  return { segments, rows };
}

/** The figures of one cut, or of every cut, over a window: what the answer and the export are made of. */
async function segmentFigures(deps: AnalyticsDeps, now: Date, query: SegmentQuery, cut: SegmentCut | undefined) {
  const window = await openWindow(deps, now, query);
  const { rates, failures } = await readSegments(deps.readDb, {
    fromDay: window.fromDay,
    toDay: window.toDay,
    rolledThrough: window.rolledThrough,
    cut,
    bankId: query.bankId,
    partnerId: query.partnerId,
  });
  const { banks } = await rollups.names(deps.readDb);
  const bankName = new Map(banks.map((b) => [b.id, b.name]));
  const cities = await repo.cityNames(
    deps.readDb,
    rates.filter((r) => r.cut === 'city').map((r) => r.segment),
  );
  const cityName = cityLabels(cities);
  const cuts = cut ? [cut] : SEGMENT_CUTS;
  return { window, banks, cuts: cuts.map((c) => ({ cut: c, ...figuresOf(c, rates, failures, bankName, cityName) })) };
}

/**
 * Which lenders approve whom: per segment of one cut (credit-score band, salary band, employer
 * type, city, loan type) and bank, the pairs evaluated, eligible, and the bank's three most
 * frequent reasons to decline them. Ended days come from the roll-ups (claimed as the
 * breakdown claims them), the days since from the decisions.
 */
export async function decisionSegments(deps: AnalyticsDeps, now: Date, query: SegmentQuery & { by: SegmentCut }): Promise<DecisionSegments> {
  const { window, banks, cuts } = await segmentFigures(deps, now, query, query.by);
  const [figures] = cuts;
  return { from: window.fromDay, to: window.toDay, by: query.by, segments: figures!.segments, rows: figures!.rows, banks, pendingDays: window.pending };
}

/** A row of the export: a segment row and its cut. */
export type SegmentExportRow = SegmentRow & { cut: SegmentCut };

const reasonColumns = (n: number): ExportColumn<SegmentExportRow>[] => [
  { header: `Reason ${n}`, value: (r) => r.topReasons[n - 1]?.message ?? '' },
  { header: `Pairs declined for reason ${n}`, value: (r) => r.topReasons[n - 1]?.count ?? null },
];

/** The export's columns; the cut's only when the file holds every cut. */
export function segmentExportColumns(everyCut: boolean): ExportColumn<SegmentExportRow>[] {
  return [
    ...(everyCut ? [{ header: 'Cut', value: (r: SegmentExportRow) => SEGMENT_CUT_LABELS[r.cut] }] : []),
    { header: 'Segment', value: (r) => r.segment },
    { header: 'Bank', value: (r) => r.bankName },
    { header: 'Pairs evaluated', value: (r) => r.evaluated },
    { header: 'Eligible pairs', value: (r) => r.eligible },
    { header: 'Eligibility rate (%)', value: (r) => (r.eligibleRate === null ? null : Math.round(r.eligibleRate * 1000) / 10) },
    ...reasonColumns(1),
    ...reasonColumns(2),
    ...reasonColumns(3),
  ];
}

/** The rows an export writes: one cut's, or every cut's in SEGMENT_CUTS order (one page: they are counts, not decisions). */
export async function* segmentExportPages(deps: AnalyticsDeps, now: Date, query: SegmentQuery & { by?: SegmentCut | undefined }) {
  const { cuts } = await segmentFigures(deps, now, query, query.by);
  yield cuts.flatMap((c) => c.rows.map((r): SegmentExportRow => ({ ...r, cut: c.cut })));
}
