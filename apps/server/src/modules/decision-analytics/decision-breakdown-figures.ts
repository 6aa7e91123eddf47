import { isEmbedded, type Database, type DbOrTx } from '../../db/client';
import * as repo from './decision-rollups.repository';

/**
 * On PGlite every other query waits while a statement runs, and the statement holds the event
 * loop: a long window is read a slice of days at a time, each read a statement of its own outside
 * any transaction, so that other requests' queries run between them. The largest roll-up is the
 * APRs (a row per day, pair and APR: ~1,000 rows a day in bench:analytics); a year of it in one
 * statement held everything else up for 250–800 ms.
 */
export const EMBEDDED_SLICE_DAYS = 31;
const TOP_FAILURES_PER_BANK = 5;

/** The figures of a window, summed over its slices. */
export interface Figures {
  rates: repo.RateAggregate[];
  /** The most frequent failure codes per bank, most frequent first. */
  failures: { bank_id: string; code: string; count: number }[];
  bands: { bucket: number; count: number }[];
  /** Per bank, lowest APR first. */
  aprs: { bank_id: string; apr_bp: number; count: number }[];
  applications: number;
}

/** Adds `count` to the entry of `key`, made by `make` on first sight. */
function tally<T extends object>(into: Map<string, T>, key: string, make: () => T, add: (entry: T) => void) {
  let entry = into.get(key);
  if (!entry) into.set(key, (entry = make()));
  add(entry);
}

/** [fromDay, toDay] cut into slices of at most `days` days, oldest first. */
export function slices(fromDay: string, toDay: string, days: number): { fromDay: string; toDay: string }[] {
  const out: { fromDay: string; toDay: string }[] = [];
  let start = fromDay;
  while (start <= toDay) {
    let end = start;
    for (let i = 1; i < days && repo.nextDay(end) <= toDay; i++) end = repo.nextDay(end);
    out.push({ fromDay: start, toDay: end });
    start = repo.nextDay(end);
  }
  return out;
}

/**
 * Reads the window's figures: the rolled-up days and the live ones. On PostgreSQL in one
 * transaction (the live days expanded once into a table of it, unless `db` is a replica, where a
 * transaction may create none); on PGlite a slice at a time (see EMBEDDED_SLICE_DAYS).
 */
export async function readFigures(db: Database, w: Omit<repo.BreakdownWindow, 'livePairs'>, replica: boolean): Promise<Figures> {
  const rates = new Map<string, repo.RateAggregate>();
  const failures = new Map<string, { bank_id: string; code: string; count: number }>();
  const bands = new Map<string, { bucket: number; count: number }>();
  const aprs = new Map<string, { bank_id: string; apr_bp: number; count: number }>();
  let applications = 0;
  const embedded = isEmbedded(db);
  // PGlite answers in microtasks: without a turn of the event loop between statements, requests
  // that arrived meanwhile (a /healthz that needs no query at all) would wait for the last one.
  const turn = () => (embedded ? new Promise<void>((resolve) => setImmediate(resolve)) : Promise.resolve());
  const read = async (tx: DbOrTx, slice: repo.BreakdownWindow) => {
    for (const r of await repo.rates(tx, slice))
      tally(
        rates,
        `${r.day}|${r.bank_id}|${r.product_id}`,
        () => ({ ...r, evaluated: 0, eligible: 0 }),
        (e) => ((e.evaluated += r.evaluated), (e.eligible += r.eligible)),
      );
    await turn();
    for (const f of await repo.failuresPerBank(tx, slice))
      tally(
        failures,
        `${f.bank_id}|${f.code}`,
        () => ({ ...f, count: 0 }),
        (e) => (e.count += f.count),
      );
    await turn();
    for (const b of await repo.amountBands(tx, slice))
      tally(
        bands,
        String(b.bucket),
        () => ({ ...b, count: 0 }),
        (e) => (e.count += b.count),
      );
    await turn();
    for (const a of await repo.aprHistogram(tx, slice))
      tally(
        aprs,
        `${a.bank_id}|${a.apr_bp}`,
        () => ({ ...a, count: 0 }),
        (e) => (e.count += a.count),
      );
    await turn();
    applications += await repo.applicationsIn(tx, slice);
    await turn();
  };

  if (embedded) {
    for (const slice of slices(w.fromDay, w.toDay, EMBEDDED_SLICE_DAYS)) await read(db, { ...w, ...slice, livePairs: 'inline' });
  } else {
    await repo.withoutJit(db, async (tx) => {
      if (!replica) await repo.expandLivePairs(tx, w);
      await read(tx, { ...w, livePairs: replica ? 'inline' : 'table' });
    });
  }

  const perBank = new Map<string, { bank_id: string; code: string; count: number }[]>();
  for (const f of failures.values())
    tally(
      perBank,
      f.bank_id,
      () => [],
      (list) => list.push(f),
    );
  return {
    rates: [...rates.values()],
    failures: [...perBank.values()].flatMap((list) => list.sort((x, y) => y.count - x.count || (x.code < y.code ? -1 : 1)).slice(0, TOP_FAILURES_PER_BANK)),
    bands: [...bands.values()],
    aprs: [...aprs.values()].sort((x, y) => (x.bank_id < y.bank_id ? -1 : x.bank_id > y.bank_id ? 1 : x.apr_bp - y.apr_bp)),
    applications,
  };
}
