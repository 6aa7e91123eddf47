import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { LoanApplication } from '@lbo/contracts/loan-application';
import type { BulkJobState } from '@lbo/contracts/bulk-evaluation';
import type { DbOrTx } from '../../db/client';
import { pagedRows } from '../../db/paged-rows';
import { bulkJobRows, bulkJobs, loanApplications, users, type BulkRowOutcome } from '../../db/schema';
import type { OutcomeColumn } from '../../db/stored-outcome';
import type { ValidApplicant } from './bulk-rows';
import { timeSlices } from '../../lib/time-slices';

/** Rows an insert carries: building one statement of 1,000 JSON inputs held the thread for ~100 ms. */
const INSERT_BATCH = 250;

export type BulkJobRecord = typeof bulkJobs.$inferSelect & { createdByName: string | null };

/** The job and all its rows, in one transaction: a job exists only with every row it will evaluate. */
export async function insertJob(
  db: DbOrTx,
  v: { fileName: string; createdBy: string; apiKeyId?: string | null; applicants: ValidApplicant[]; now: Date },
): Promise<string> {
  const [job] = await db
    .insert(bulkJobs)
    .values({
      file_name: v.fileName,
      state: 'queued',
      total: v.applicants.length,
      created_by: v.createdBy,
      api_key_id: v.apiKeyId ?? null,
      created_at: v.now,
      updated_at: v.now,
    })
    .returning({ id: bulkJobs.id });
  // On PostgreSQL other requests run between the batches' round trips; on PGlite the transaction holds the database anyway.
  const slices = timeSlices();
  for (let i = 0; i < v.applicants.length; i += INSERT_BATCH) {
    if (slices.spent()) await slices.yield();
    await db
      .insert(bulkJobRows)
      .values(
        v.applicants.slice(i, i + INSERT_BATCH).map((a) => ({ job_id: job!.id, row_number: a.rowNumber, applicant_ref: a.applicantRef, input: a.application })),
      );
  }
  return job!.id;
}

const jobColumns = {
  id: bulkJobs.id,
  file_name: bulkJobs.file_name,
  state: bulkJobs.state,
  total: bulkJobs.total,
  done: bulkJobs.done,
  eligible_rows: bulkJobs.eligible_rows,
  rule_version: bulkJobs.rule_version,
  error: bulkJobs.error,
  created_by: bulkJobs.created_by,
  api_key_id: bulkJobs.api_key_id,
  partner_id: bulkJobs.partner_id,
  created_at: bulkJobs.created_at,
  started_at: bulkJobs.started_at,
  finished_at: bulkJobs.finished_at,
  updated_at: bulkJobs.updated_at,
  createdByName: users.name,
};

export async function findJob(db: DbOrTx, id: string): Promise<BulkJobRecord | null> {
  const [row] = await db.select(jobColumns).from(bulkJobs).leftJoin(users, eq(users.id, bulkJobs.created_by)).where(eq(bulkJobs.id, id)).limit(1);
  return row ?? null;
}

/** A page of jobs, newest first: everyone's, or only those `ownerId` started. */
export async function pageJobs(db: DbOrTx, page: number, limit: number, ownerId: string | null) {
  const mine = ownerId === null ? undefined : eq(bulkJobs.created_by, ownerId);
  return pagedRows(
    db.select(jobColumns).from(bulkJobs).leftJoin(users, eq(users.id, bulkJobs.created_by)).where(mine).orderBy(desc(bulkJobs.created_at), bulkJobs.id),
    db.select({ total: count() }).from(bulkJobs).where(mine),
    { page, limit },
  );
}

const pendingIn = (jobId: string, fromRow: number, toRow: number) =>
  and(eq(bulkJobRows.job_id, jobId), sql`${bulkJobRows.row_number} BETWEEN ${fromRow} AND ${toRow}`, isNull(bulkJobRows.outcome));

/** The not yet evaluated rows `fromRow`..`toRow` with their input, in order. */
export async function claimRows(db: DbOrTx, jobId: string, fromRow: number, toRow: number) {
  const rows = await db
    .select({ rowNumber: bulkJobRows.row_number, input: bulkJobRows.input })
    .from(bulkJobRows)
    .where(pendingIn(jobId, fromRow, toRow))
    .orderBy(asc(bulkJobRows.row_number));
  return rows as { rowNumber: number; input: LoanApplication }[];
}

/**
 * Locks the not yet evaluated rows of `fromRow`..`toRow` and answers their numbers; rows another
 * process holds are skipped, so a chunk redelivered while its first run is still going finds nothing.
 */
export async function lockRows(db: DbOrTx, jobId: string, fromRow: number, toRow: number): Promise<number[]> {
  const rows = await db
    .select({ rowNumber: bulkJobRows.row_number })
    .from(bulkJobRows)
    .where(pendingIn(jobId, fromRow, toRow))
    .orderBy(asc(bulkJobRows.row_number))
    .for('update', { skipLocked: true });
  return rows.map((r) => r.rowNumber);
}

/** Rows done: their application (none when the row could not be evaluated) and outcome. */
export async function markRowsDone(db: DbOrTx, jobId: string, rows: { rowNumber: number; applicationId: string | null; outcome: BulkRowOutcome }[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.rowNumber}::int, ${r.applicationId}::uuid, ${JSON.stringify(r.outcome)}::jsonb)`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE bulk_job_rows AS r SET application_id = v.application_id, outcome = v.outcome
    FROM (VALUES ${values}) AS v(row_number, application_id, outcome)
    WHERE r.job_id = ${jobId} AND r.row_number = v.row_number`);
}

/** Ends a queued or running job (cancelled or failed); false when it had already ended. */
export async function endJob(db: DbOrTx, id: string, v: { state: 'cancelled' | 'failed'; error?: string; now: Date }): Promise<boolean> {
  const rows = await db
    .update(bulkJobs)
    .set({ state: v.state, error: v.error ?? null, finished_at: v.now, updated_at: v.now })
    .where(and(eq(bulkJobs.id, id), inArray(bulkJobs.state, ['queued', 'running'])))
    .returning({ id: bulkJobs.id });
  return rows.length > 0;
}

/** Counts a chunk on a running job; the job completes with its last row. null when the job is no longer running. */
export async function advanceJob(db: DbOrTx, id: string, done: number, eligible: number, now: Date) {
  const [row] = await db
    .update(bulkJobs)
    .set({
      done: sql`${bulkJobs.done} + ${done}`,
      eligible_rows: sql`${bulkJobs.eligible_rows} + ${eligible}`,
      state: sql`CASE WHEN ${bulkJobs.done} + ${done} >= ${bulkJobs.total} THEN 'completed' ELSE 'running' END`,
      finished_at: sql`CASE WHEN ${bulkJobs.done} + ${done} >= ${bulkJobs.total} THEN ${now.toISOString()}::timestamptz ELSE ${bulkJobs.finished_at} END`,
      updated_at: now,
    })
    .where(and(eq(bulkJobs.id, id), eq(bulkJobs.state, 'running')))
    .returning({ state: bulkJobs.state, done: bulkJobs.done, total: bulkJobs.total });
  return row ?? null;
}

/** Row numbers still to evaluate, as ranges of at most `size` rows (for re-queuing after a crash). */
export async function pendingRowNumbers(db: DbOrTx, jobId: string): Promise<number[]> {
  const rows = await db
    .select({ n: bulkJobRows.row_number })
    .from(bulkJobRows)
    .where(and(eq(bulkJobRows.job_id, jobId), isNull(bulkJobRows.outcome)))
    .orderBy(asc(bulkJobRows.row_number));
  return rows.map((r) => r.n);
}

export async function unfinishedJobs(db: DbOrTx) {
  return db
    .select({ id: bulkJobs.id, state: bulkJobs.state })
    .from(bulkJobs)
    .where(inArray(bulkJobs.state, ['queued', 'running'] satisfies BulkJobState[]));
}

/**
 * A page of evaluated rows with their application's per-pair columns (`pairColumns`, db/stored-outcome.ts),
 * for the result file.
 */
export async function resultPage(db: DbOrTx, jobId: string, afterRow: number, limit: number, pairColumns: readonly OutcomeColumn[]) {
  const figures = Object.fromEntries(pairColumns.map((c) => [c.name, sql<unknown[] | null>`${loanApplications}.${sql.identifier(c.name)}`]));
  return db
    .select({
      rowNumber: bulkJobRows.row_number,
      applicantRef: bulkJobRows.applicant_ref,
      input: bulkJobRows.input,
      outcome: bulkJobRows.outcome,
      evaluation_date: loanApplications.evaluation_date,
      ...figures,
    })
    .from(bulkJobRows)
    .leftJoin(loanApplications, eq(loanApplications.id, bulkJobRows.application_id))
    .where(and(eq(bulkJobRows.job_id, jobId), gt(bulkJobRows.row_number, afterRow)))
    .orderBy(asc(bulkJobRows.row_number))
    .limit(limit);
}
