import { z } from 'zod';
import { okAnswer, timestamp } from './answers';
import { BULK_JOB_STATES } from './bulk-evaluation';
import { pageOf, type ItemPage } from './common';

/** The answers of the bulk-evaluation calls (loanapplication/bulk, jobs/*). */

const bulkJobSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  state: z.enum(BULK_JOB_STATES),
  total: z.number().int(),
  done: z.number().int(),
  /** Applicants with at least one eligible offer so far. */
  eligibleRows: z.number().int(),
  /** Applicants a second over the time the job has run. */
  rate: z.number().nullable(),
  /** Seconds left at that rate. */
  secondsLeft: z.number().nullable(),
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: timestamp,
  startedAt: timestamp.nullable(),
  finishedAt: timestamp.nullable(),
  resultUrl: z.string().nullable(),
});

export type BulkJob = z.output<typeof bulkJobSchema>;
export type BulkJobList = ItemPage<BulkJob>;

export const bulkJobAnswer = okAnswer(bulkJobSchema);
export const bulkJobListAnswer = okAnswer(pageOf(bulkJobSchema));
/** A file accepted whole: the job that evaluates it (202). */
export const bulkAcceptedAnswer = okAnswer(z.object({ jobId: z.string(), job: bulkJobSchema }));
