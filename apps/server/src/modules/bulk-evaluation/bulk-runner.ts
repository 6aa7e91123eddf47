import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LoanApplication } from '@lbo/contracts/loan-application';
import type { Database } from '../../db/client';
import type { DecisionPairs } from '../../db/decision-pairs';
import { bulkJobs, type BulkRowOutcome } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { timeSlices } from '../../lib/time-slices';
import { evaluateAt, indiaDate, largestOfferOf, storeDecisionBatch, type DecisionToStore, type EvaluationCore } from '../loan-application';
import type { CompactEvaluationOutput } from '@lbo/eligibility';
import { advanceJob, claimRows, endJob, lockRows, markRowsDone } from './bulk-jobs.repository';
import type { ChunkRun } from './bulk-queue';
import { workForPartner } from '../../db/partner-scope';

export interface RunnerDeps {
  db: Database;
  core: EvaluationCore;
  pairs: DecisionPairs;
  clock: Clock;
  log: { warn: (obj: object, msg: string) => void };
}

/** Thrown inside a chunk's transaction to undo it: the job was cancelled or failed meanwhile. */
class JobStopped extends Error {}

/** What the result file's first sheet says of an applicant: its largest offer (the shared rule of `largestOffer`). */
export function outcomeOf(result: CompactEvaluationOutput): BulkRowOutcome {
  const best = largestOfferOf(result);
  const failures = new Map<string, number>();
  if (!best) for (const e of result.eligibleBanks) for (const reason of new Set(e.failureReasons)) failures.set(reason, (failures.get(reason) ?? 0) + 1);
  let mainFailure: string | null = null;
  if (!best) {
    let most = 0;
    for (const [reason, n] of failures) if (n > most) [mainFailure, most] = [reason, n];
  }
  return { eligibleCount: result.eligibleCount, totalPairs: result.totalBanksChecked, best, mainFailure };
}

/** The version every row of the job is evaluated against: the current one when its first chunk ran. */
async function pinVersion(
  deps: RunnerDeps,
  jobId: string,
): Promise<{ version: number; createdBy: string | null; apiKeyId: string | null; partnerId: string | null } | null> {
  const current = await deps.core.currentVersion();
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(bulkJobs)
    .set({
      rule_version: sql`coalesce(${bulkJobs.rule_version}, ${current})`,
      state: 'running',
      started_at: sql`coalesce(${bulkJobs.started_at}, ${now.toISOString()}::timestamptz)`,
      updated_at: now,
    })
    .where(and(eq(bulkJobs.id, jobId), inArray(bulkJobs.state, ['queued', 'running'])))
    .returning({ version: bulkJobs.rule_version, createdBy: bulkJobs.created_by, apiKeyId: bulkJobs.api_key_id, partnerId: bulkJobs.partner_id });
  return row ? { version: row.version!, createdBy: row.createdBy, apiKeyId: row.apiKeyId, partnerId: row.partnerId } : null;
}

/**
 * Evaluates one chunk: every row is evaluated first, then the applications, their customers,
 * the rows' outcomes and the job's count are written in one transaction. A chunk delivered twice
 * finds its rows taken (locked or done) and writes nothing the second time.
 */
export async function runChunk(deps: RunnerDeps, chunk: ChunkRun): Promise<void> {
  const pinned = await pinVersion(deps, chunk.jobId);
  if (!pinned) return; // cancelled, failed or gone
  const { version, createdBy } = pinned;
  const source = { kind: 'bulk', jobId: chunk.jobId, apiKeyId: pinned.apiKeyId } as const;
  try {
    const pending = await claimRows(deps.db, chunk.jobId, chunk.from, chunk.to);
    if (pending.length === 0) return;
    const today = indiaDate(deps.clock.now());
    const evaluated = new Map<number, { input: LoanApplication; result: CompactEvaluationOutput; evaluationDate: string } | { error: string }>();
    // Other users' requests are answered between slices of this chunk's evaluations.
    const slices = timeSlices();
    for (let i = 0; i < pending.length; i++) {
      const { rowNumber, input } = pending[i]!;
      const evaluationDate = input.evaluation_date ?? today;
      try {
        evaluated.set(rowNumber, { input, result: await evaluateAt(deps.core, version, input, evaluationDate), evaluationDate });
      } catch (error) {
        // A company or city deleted since the upload: the row says so, the others go on.
        if (!(error instanceof AppError)) throw error;
        evaluated.set(rowNumber, { error: error.message });
      }
      if (slices.spent()) await slices.yield();
    }
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      // The table owner writes (COPY is refused under row-level security); the rows are filed under the job's partner.
      if (pinned.partnerId) await tx.execute(workForPartner(pinned.partnerId));
      const claimed = await lockRows(tx, chunk.jobId, chunk.from, chunk.to);
      const marks: { rowNumber: number; applicationId: string | null; outcome: BulkRowOutcome }[] = [];
      const decisions: (DecisionToStore & { rowNumber: number })[] = [];
      for (const rowNumber of claimed) {
        const done = evaluated.get(rowNumber);
        if (!done) continue; // appeared since the read: a later delivery takes it
        if ('error' in done)
          marks.push({ rowNumber, applicationId: null, outcome: { eligibleCount: 0, totalPairs: 0, best: null, mainFailure: null, error: done.error } });
        else
          decisions.push({
            rowNumber,
            application: done.input,
            result: done.result,
            ruleVersion: version,
            evaluationDate: done.evaluationDate,
            createdBy,
            source,
            now,
          });
      }
      const stored = await storeDecisionBatch(tx, deps.pairs, decisions);
      decisions.forEach((d, i) => marks.push({ rowNumber: d.rowNumber, applicationId: stored[i]!.applicationId, outcome: outcomeOf(d.result) }));
      const eligible = decisions.filter((d) => d.result.eligibleCount > 0).length;
      await markRowsDone(tx, chunk.jobId, marks);
      if (marks.length > 0 && !(await advanceJob(tx, chunk.jobId, marks.length, eligible, now))) throw new JobStopped();
    });
  } catch (error) {
    if (error instanceof JobStopped) return;
    if (chunk.lastAttempt) {
      deps.log.warn({ err: error, jobId: chunk.jobId }, 'bulk evaluation failed');
      await endJob(deps.db, chunk.jobId, { state: 'failed', error: `Evaluation stopped: ${(error as Error).message}`, now: deps.clock.now() });
    }
    throw error;
  }
}
