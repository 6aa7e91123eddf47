import { can, type AccessMap } from '@lbo/contracts/permissions';
import { BULK_MESSAGES, type BulkRejection } from '@lbo/contracts/bulk-evaluation';
import type { BulkJob, BulkJobList } from '@lbo/contracts/bulk-evaluation-answers';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../lib/storage';
import { ok } from '../../lib/envelope';
import { namedAfterUpload } from '../../lib/content-disposition';
import { workbookBytes, type SheetCell, type UploadOnDisk } from '../../lib/spreadsheets';
import { readBulkFile } from './bulk-file';
import { endJob, findJob, insertJob, pageJobs, pendingRowNumbers, unfinishedJobs, type BulkJobRecord } from './bulk-jobs.repository';
import { chunkRows, type BulkQueue } from './bulk-queue';
import { validateBulkFile, type RowProblem } from './bulk-rows';
import type { ConsentGate } from '../consents';
import { API, pathTo } from '@lbo/contracts/api-paths';

/** Rows a chunk evaluates in one transaction: short enough not to hold the embedded database for long. */
const CHUNK_ROWS = 100;

export interface BulkDeps {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  queue: BulkQueue;
  baseUrl: string;
  /** Tells the other processes that work was queued. */
  announce: () => Promise<void>;
  /** Whether every row must carry consent. */
  consentGate: ConsentGate;
}

function describeJob(r: BulkJobRecord, now: Date): BulkJob {
  const seconds = r.started_at ? Math.max(0.001, ((r.finished_at ?? now).getTime() - r.started_at.getTime()) / 1000) : null;
  const rate = seconds !== null && r.done > 0 ? r.done / seconds : null;
  const running = r.state === 'running' || r.state === 'queued';
  return {
    id: r.id,
    fileName: r.file_name,
    state: r.state,
    total: r.total,
    done: r.done,
    eligibleRows: r.eligible_rows,
    rate: rate === null ? null : Math.round(rate * 10) / 10,
    secondsLeft: running && rate ? Math.ceil((r.total - r.done) / rate) : null,
    error: r.error,
    createdBy: r.created_by,
    createdByName: r.createdByName,
    createdAt: r.created_at.toISOString(),
    startedAt: r.started_at?.toISOString() ?? null,
    finishedAt: r.finished_at?.toISOString() ?? null,
    resultUrl: r.state === 'completed' ? pathTo(API.jobs.byIdResult, { id: r.id }) : null,
  };
}

const asCell = (value: unknown): SheetCell =>
  value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date
    ? value
    : String(value);

function errorFile(problems: RowProblem[]): Promise<Buffer> {
  const rows: SheetCell[][] = [
    ['Sheet', 'Row', 'Column', 'Value', 'Reason'],
    ...problems.map((p) => [p.sheet, p.rowNumber, p.column, asCell(p.value), p.reason]),
  ];
  return workbookBytes([{ name: 'Errors', rows, layout: { widths: [16, 6, 26, 24, 70], header: true }, boldRows: [0] }]);
}

/** Who pays for a file's applicants: the calling key's quota and the partner's month, each counting one per applicant. */
export interface BulkPayer {
  apiKeyId: string | null;
  /** Counts the applicants beyond the one the request counted, or throws 429. */
  charge(units: number): Promise<void>;
}

/**
 * Checks every row of the file; with any bad row, nothing is queued and the answer is the error
 * file. Otherwise the job and its rows are stored and its chunks queued.
 */
export async function submitBulk(deps: BulkDeps, upload: UploadOnDisk, userId: string, payer: BulkPayer = { apiKeyId: null, charge: async () => undefined }) {
  const file = await readBulkFile(upload);
  const { applicants, problems } = await validateBulkFile(deps.db, file, { required: await deps.consentGate.required(), now: deps.clock.now() });
  if (problems.length > 0) {
    // Named after the upload ("leads — errors.xlsx"), so it is found beside it in the downloads.
    const name = namedAfterUpload(upload.filename, 'errors', 'xlsx');
    const key = await deps.storage.put('bulk-errors', 'xlsx', await errorFile(problems), userId, name);
    const rejectedRows = new Set(problems.map((p) => `${p.sheet}:${p.rowNumber}`)).size;
    const data: BulkRejection = { errorFileUrl: `${deps.baseUrl}${deps.storage.urlFor(key)}`, rejectedRows, totalRows: file.applicants.rows.length };
    throw new AppError('BAD_REQUEST', BULK_MESSAGES.badRows(rejectedRows), { data });
  }
  // Every applicant of the file counts (the request itself counted one).
  if (applicants.length > 1) await payer.charge(applicants.length - 1);
  const now = deps.clock.now();
  const jobId = await deps.db.transaction((tx) =>
    insertJob(tx, { fileName: upload.filename.slice(0, 200), createdBy: userId, apiKeyId: payer.apiKeyId, applicants, now }),
  );
  try {
    await deps.queue.send(
      chunkRows(
        jobId,
        applicants.map((a) => a.rowNumber),
        CHUNK_ROWS,
      ),
    );
  } catch (error) {
    await endJob(deps.db, jobId, { state: 'failed', error: 'The job could not be queued; please upload the file again.', now: deps.clock.now() });
    throw error;
  }
  await deps.announce();
  const job = await findJob(deps.db, jobId);
  return { status: true, statusCode: 202, message: BULK_MESSAGES.accepted(applicants.length), data: { jobId, job: describeJob(job!, deps.clock.now()) } };
}

/** Who asks about jobs: the user a session or an API key acts for, with that user's rights. */
export interface JobViewer {
  userId: string;
  access: AccessMap;
}

/** Jobs belong to who started them; Loan Evaluator export lets a user see everyone's (and their files). */
const seesAll = (viewer: JobViewer) => can(viewer.access, 'loan-evaluator', 'export');

/** The job when the viewer may see it; 404 otherwise, so others' jobs are not even confirmed to exist. */
export async function visibleJob(db: Database, id: string, viewer: JobViewer): Promise<BulkJobRecord> {
  const job = await findJob(db, id);
  if (!job || (job.created_by !== viewer.userId && !seesAll(viewer))) throw AppError.notFound('Job');
  return job;
}

export async function getJob(deps: Pick<BulkDeps, 'db' | 'clock'>, id: string, viewer: JobViewer) {
  const job = await visibleJob(deps.db, id, viewer);
  return ok(describeJob(job, deps.clock.now()), 'Job');
}

export async function listJobs(deps: Pick<BulkDeps, 'db' | 'clock'>, page: number, limit: number, viewer: JobViewer) {
  const { rows, total } = await pageJobs(deps.db, page, limit, seesAll(viewer) ? null : viewer.userId);
  const now = deps.clock.now();
  const list: BulkJobList = { items: rows.map((r) => describeJob(r, now)), total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
  return ok(list, 'Jobs');
}

export async function cancelJob(deps: Pick<BulkDeps, 'db' | 'clock'>, id: string, viewer: JobViewer) {
  const job = await visibleJob(deps.db, id, viewer);
  if (job.created_by !== viewer.userId && !can(viewer.access, 'loan-evaluator', 'delete')) {
    throw AppError.forbidden('Only who started a job, or a user with Loan Evaluator delete, may cancel it');
  }
  // The chunk in hand rolls back when it finds the job cancelled; the rest find it at their start.
  if (!(await endJob(deps.db, id, { state: 'cancelled', now: deps.clock.now() }))) throw AppError.conflict(BULK_MESSAGES.notCancellable);
  return getJob(deps, id, viewer).then((answer) => ({ ...answer, message: 'Job cancelled' }));
}

/**
 * Rows of unfinished jobs that no queued chunk covers (the process that stored the job died
 * before queuing it, or a chunk ran out of retries as its processes died): queue them again.
 */
export async function requeueOrphans(deps: Pick<BulkDeps, 'db' | 'queue'>) {
  for (const job of await unfinishedJobs(deps.db)) {
    const live = await deps.queue.liveChunks(job.id);
    const orphans = (await pendingRowNumbers(deps.db, job.id)).filter((n) => !live.some((c) => n >= c.from && n <= c.to));
    if (orphans.length > 0) await deps.queue.send(chunkRows(job.id, orphans, CHUNK_ROWS));
  }
}
