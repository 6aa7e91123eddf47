import { z } from 'zod';
import { okAnswer, timestamp } from './answers';
import { limitParam, pageOf, pageParam, uuid, type ItemPage } from './common';
import { filter, orBlank } from './lenient';
import { customerReferenceChecks } from './customer-reference';

/*
 * The borrower's rights (DPDP Rules 2025): requests to see what is held about a person, to correct
 * it or to erase it, each due within PRIVACY_REQUEST_DUE_DAYS (docs/privacy.md, ADR 0041).
 */

export const PRIVACY_REQUEST_KINDS = ['ACCESS', 'CORRECTION', 'ERASURE'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
export const PRIVACY_REQUEST_KIND_LABELS: Record<PrivacyRequestKind, string> = {
  ACCESS: 'Access (a copy of the data)',
  CORRECTION: 'Correction',
  ERASURE: 'Erasure',
};
const PRIVACY_REQUEST_STATES = ['open', 'completed'] as const;
export type PrivacyRequestState = (typeof PRIVACY_REQUEST_STATES)[number];

const PRIVACY_DOWNLOAD_FORMATS = ['json', 'pdf'] as const;

/** What an erasure removes, in the words the screen's confirmation and the docs use. */
export const ERASURE_REMOVES = [
  "the customer's name and reference (replaced by a label such as “Erased customer 1a2b3c4d”)",
  'the name, reference, employer and city in every stored evaluation',
  'the same in bulk-evaluation rows and their result files',
  'stored API answers kept for Idempotency-Key replays and webhook payloads kept for resends',
  'the name in every issued Key Fact Statement (rendered again), unless the server keeps statements on erasure',
  'test cases made from the evaluations',
] as const;

export const PRIVACY_MESSAGES = {
  created: 'Privacy request recorded',
  completed: 'Privacy request completed',
  notOpen: 'This request has already been completed',
  notDownloaded: 'Download the data (JSON or PDF) before completing an access request',
  onlyAccess: 'Only an access request has a download',
  noChange: 'give a new name or a new reference',
  referenceTaken: 'is already the reference of another customer',
  erased: 'This customer has been erased: there is nothing left to correct',
  required: 'is required',
  tooLong: (n: number) => `must be at most ${n} characters`,
} as const;

const NOTE_MAX = 1000;
const REASON_MAX = 500;

export const privacyRequestCreateSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS, { message: 'must be ACCESS, CORRECTION or ERASURE' }),
  customerId: uuid,
  note: orBlank(z.string({ message: 'must be text' }).trim().max(NOTE_MAX, PRIVACY_MESSAGES.tooLong(NOTE_MAX)).optional()),
});
export type PrivacyRequestCreate = z.input<typeof privacyRequestCreateSchema>;

export const privacyRequestsQuerySchema = z.object({
  state: filter(z.enum(PRIVACY_REQUEST_STATES, { message: 'must be open or completed' }).optional(), 'all'),
  kind: filter(z.enum(PRIVACY_REQUEST_KINDS, { message: 'must be ACCESS, CORRECTION or ERASURE' }).optional(), 'all'),
  customerId: orBlank(uuid.optional()),
  page: pageParam,
  limit: limitParam(20),
});
export type PrivacyRequestsQuery = z.output<typeof privacyRequestsQuerySchema>;

export const privacyRequestParamsSchema = z.object({ id: uuid });

export const privacyDownloadQuerySchema = z.object({
  format: z.enum(PRIVACY_DOWNLOAD_FORMATS, { message: 'must be json or pdf' }).default('json'),
});

/** The reference rules of an evaluation's `customer_reference`, required here. */
const reference = customerReferenceChecks(z.string({ message: 'must be text' }).trim().min(1, PRIVACY_MESSAGES.required));

/**
 * Completing: a correction names the new name and/or reference and why; an erasure and an access
 * request take nothing (a reason may be recorded).
 */
export const privacyCompleteSchema = z.object({
  name: orBlank(z.string({ message: 'must be text' }).trim().min(1, PRIVACY_MESSAGES.required).max(200, 'must be at most 200 characters').optional()),
  reference: orBlank(reference.optional()),
  reason: orBlank(z.string({ message: 'must be text' }).trim().max(REASON_MAX, PRIVACY_MESSAGES.tooLong(REASON_MAX)).optional()),
});
export type PrivacyComplete = z.input<typeof privacyCompleteSchema>;

// ---------------------------------------------------------------- answers

const person = z.object({ id: z.string(), name: z.string().nullable() });

const privacyRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  state: z.enum(PRIVACY_REQUEST_STATES),
  customer: z.object({ id: z.string(), name: z.string(), reference: z.string(), erased: z.boolean() }).nullable(),
  note: z.string(),
  createdAt: timestamp,
  createdBy: person,
  dueAt: timestamp,
  /** Open past its due time. */
  overdue: z.boolean(),
  downloadedAt: timestamp.nullable(),
  completedAt: timestamp.nullable(),
  completedBy: person.nullable(),
  /** What completing did, in words (never the erased or replaced values). */
  outcome: z.string().nullable(),
});
export type PrivacyRequest = z.output<typeof privacyRequestSchema>;
export type PrivacyRequestList = ItemPage<PrivacyRequest>;

export const privacyRequestAnswer = okAnswer(privacyRequestSchema);
export const privacyRequestListAnswer = okAnswer(pageOf(privacyRequestSchema, { overdue: z.number().int() }));
