import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw-rows';
import { indiaDate } from '../loan-application';
import { eraseCustomers, type ErasureDeps, type ErasureSummary } from './erasure';
import type { AuditEntryInput } from '../audit-trail';

/** How often a process looks whether today's run is still to do (the run itself is once a day, by its claimed row). */
const CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Customers erased per transaction: a batch holds its rows' locks for a short while only. */
const BATCH = 50;

export interface RetentionRun {
  day: string;
  cutoff: string;
  erased: number;
  counts: Partial<ErasureSummary>;
}

/**
 * The personal-data retention (PERSONAL_DATA_RETENTION_MONTHS, ADR 0041): once per India day,
 * claimed by inserting that day's `privacy_retention_runs` row (the process whose insert succeeds
 * does the day; others find the row and skip), customers not evaluated for `months` (never
 * evaluated: since they were made) are pseudonymised as an erasure does, in batches, and the
 * row records the summary. Answers null when the day was already claimed.
 */
export async function runPersonalDataRetention(deps: ErasureDeps, months: number, now: Date): Promise<RetentionRun | null> {
  const day = indiaDate(now);
  const at = now.toISOString();
  const [claimed] = rowsOf<{ cutoff: Date | string }>(
    await deps.db.execute(sql`
      INSERT INTO privacy_retention_runs (day, started_at, cutoff, months)
      VALUES (${day}::date, ${at}::timestamptz, ${at}::timestamptz - make_interval(months => ${months}::int), ${months}::int)
      ON CONFLICT (day) DO NOTHING RETURNING cutoff`),
  );
  if (!claimed) return null;
  const cutoff = new Date(claimed.cutoff).toISOString();
  const total: Partial<ErasureSummary> = {};
  let erased = 0;
  try {
    for (;;) {
      const done = await deps.db.transaction(async (tx) => {
        const ids = rowsOf<{ id: string }>(
          await tx.execute(sql`
            SELECT id FROM customers WHERE erased_at IS NULL AND coalesce(last_evaluated_at, created_at) < ${cutoff}::timestamptz
            ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`),
        ).map((r) => r.id);
        if (ids.length === 0) return true;
        const summary = await eraseCustomers(deps, tx, ids, now);
        erased += summary.customers;
        for (const [key, value] of Object.entries(summary) as [keyof ErasureSummary, number][]) total[key] = (total[key] ?? 0) + value;
        return false;
      });
      if (done) break;
    }
  } catch (error) {
    await deps.db.execute(
      sql`UPDATE privacy_retention_runs SET error = ${(error as Error).message}, erased = ${erased}, counts = ${JSON.stringify(total)}::jsonb WHERE day = ${day}::date`,
    );
    throw error;
  }
  await deps.db.execute(sql`
    UPDATE privacy_retention_runs SET finished_at = now(), erased = ${erased}, counts = ${JSON.stringify(total)}::jsonb WHERE day = ${day}::date`);
  return { day, cutoff, erased, counts: total };
}

/** Runs the retention now and every hour (a day already claimed costs one insert that does nothing); failures are logged. */
export function startPersonalDataRetention(opts: {
  deps: ErasureDeps;
  months: number;
  now: () => Date;
  log: { info(message: string): void; error(message: string): void };
  /** Tells the audit trail of a run that erased someone (counts only: the trail keeps no erased value). */
  recorded?: (run: RetentionRun) => Promise<void>;
}): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = runPersonalDataRetention(opts.deps, opts.months, opts.now())
      .then(async (result) => {
        if (!result) return;
        opts.log.info(
          `personal data retention: ${result.erased} customer(s) not evaluated since ${result.cutoff} pseudonymised (${result.counts.decisions ?? 0} evaluations, ${result.counts.bulkRows ?? 0} bulk rows)`,
        );
        if (result.erased > 0) await opts.recorded?.(result);
      })
      .catch((error: unknown) => opts.log.error(`personal data retention: ${(error as Error).message}`))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, CHECK_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** The trail's entry of a retention run: by the system, in counts (ADR 0039: never an erased value). */
export function retentionAuditEntry(run: RetentionRun): AuditEntryInput {
  return {
    actorKind: 'system',
    actorUserId: null,
    apiKeyId: null,
    address: null,
    module: 'privacy',
    action: 'update',
    objectType: 'customer',
    objectId: null,
    summary: `Personal data retention: ${run.erased} customer(s) not evaluated since ${run.cutoff} pseudonymised (${run.counts.decisions ?? 0} evaluations)`,
    requestId: null,
  };
}
