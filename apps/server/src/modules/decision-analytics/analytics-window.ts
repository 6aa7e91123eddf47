import { fromTooEarly, windowTooLong } from '@lbo/contracts/decision-analytics';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { indiaDate } from '../loan-application';
import type { RollupLoop } from './decision-rollup-loop';
import * as repo from './decision-rollups.repository';

const DAY_MS = 86_400_000;
/** A day is rolled up this long after it ends, so transactions still committing are in it. */
const SETTLE_MS = 15 * 60_000;
const DEFAULT_DAYS = 30;

export interface AnalyticsDeps {
  /** Where days are claimed (the primary). */
  db: Database;
  /** Where the figures are read (a replica when one is set). */
  readDb: Database;
  /** A partner caller's view of `db`: reads through it are not a replica's. */
  scopedDb?: Database;
  rollups: RollupLoop;
}

export interface AnalyticsWindow {
  fromDay: string;
  toDay: string;
  /** Days up to this one come from the roll-ups; later ones are read from the decisions. */
  rolledThrough: string;
  /** Ended days of the window not rolled up whole yet. */
  pending: number;
  /** The figures are read from a replica (where a transaction may create no table). */
  replica: boolean;
}

/**
 * The window of Indian days a read covers (default the last 30), its ended days claimed for the
 * roll-up loop (ADR 0014): the request rolls nothing up itself, it hands the days no one has to the
 * loop and answers with those rolled up so far and how many are still pending.
 */
export async function openWindow(deps: AnalyticsDeps, now: Date, query: { from?: string | undefined; to?: string | undefined }): Promise<AnalyticsWindow> {
  const today = indiaDate(now);
  // With `to` the schema checked the span; without it the window ends today, on this clock.
  if (query.from && !query.to && windowTooLong(query.from, today)) throw AppError.badRequest(`from ${fromTooEarly('today')}`, { from: fromTooEarly('today') });
  const toDay = query.to ?? today;
  const fromDay = query.from ?? indiaDate(new Date(Date.parse(`${toDay}T12:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS));
  const rolledThrough = indiaDate(new Date(now.getTime() - SETTLE_MS - DAY_MS));
  const rolledTo = toDay < rolledThrough ? toDay : rolledThrough;
  const claimedPending = await repo.claimDays(deps.db, fromDay, rolledTo);
  if (claimedPending > 0) deps.rollups.kick();

  const replica = deps.readDb !== deps.db && deps.readDb !== deps.scopedDb;
  // Counted before the figures are read: a day finished in between is then in the figures and
  // still counted pending (asked again once more), never missing from both. A replica may not see
  // yet the days just claimed, nor that a day was finished: the larger count is kept.
  const readPending = await repo.pendingDays(deps.readDb, fromDay, rolledTo);
  return { fromDay, toDay, rolledThrough, pending: replica ? Math.max(claimedPending, readPending) : readPending, replica };
}
