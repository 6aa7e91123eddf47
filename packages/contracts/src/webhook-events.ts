import { z } from 'zod';
import { KFS_ACKNOWLEDGEMENT_LANGUAGES, KFS_ACKNOWLEDGEMENT_METHODS } from './kfs-acknowledgements';
import { WEBHOOK_TEST_EVENT, type WebhookDeliveryEvent } from './webhooks';

/**
 * The body of every webhook delivery, `{ type, timestamp, data }`, and each event's `data`: the
 * shapes the server's builders are typed by (decisions, KFS acknowledgements, consent withdrawals,
 * test events) and that the database's own builders (rule versions, bulk jobs) are held to by a
 * test, which also checks each sample below against a real delivery of its event. Strict: a field
 * a builder adds without adding it here fails that test.
 */

/** Every time in an event: JavaScript's ISO form in UTC (`2026-11-25T05:30:00.000Z`). */
const eventTime = z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const id = z.uuid();

const decisionCreated = z.strictObject({
  applicationId: id,
  customerId: id,
  source: z.enum(['console', 'api', 'bulk']),
  apiKeyId: id.nullable(),
  bulkJobId: id.nullable(),
  ruleVersion: z.number().int(),
  evaluationDate: z.string().regex(/^\d{4}-\d\d-\d\d$/),
  createdAt: eventTime,
  eligibleCount: z.number().int(),
  totalPairs: z.number().int(),
  /** The largest offer (the same rule as the screens'); null when no pair made one. */
  bestOffer: z
    .strictObject({
      bankId: id,
      productId: id,
      amount: z.number(),
      emi: z.number(),
      rate: z.number().nullable(),
      apr: z.number().nullable(),
      tenure: z.number().int(),
    })
    .nullable(),
});

const bulkJobFinished = (state: 'completed' | 'failed') =>
  z.strictObject({
    jobId: id,
    state: z.literal(state),
    total: z.number().int(),
    done: z.number().int(),
    eligibleRows: z.number().int(),
    ruleVersion: z.number().int().nullable(),
    error: z.string().nullable(),
    apiKeyId: id.nullable(),
    finishedAt: eventTime.nullable(),
  });

const ruleVersionCreated = z.strictObject({
  version: z.number().int(),
  createdAt: eventTime,
  /** The user who changed the rules; null for a change made outside the app. */
  createdBy: id.nullable(),
  summary: z.string(),
  /** Rows added, changed and removed per table. */
  changes: z.record(
    z.string(),
    z.strictObject({ added: z.number().int().optional(), changed: z.number().int().optional(), removed: z.number().int().optional() }),
  ),
});

const kfsAcknowledged = z.strictObject({
  applicationId: id,
  bankId: id,
  productId: id,
  kfsNumber: z.string(),
  acknowledgedAt: eventTime,
  method: z.enum(KFS_ACKNOWLEDGEMENT_METHODS),
  language: z.enum(KFS_ACKNOWLEDGEMENT_LANGUAGES),
  /** The user who recorded it (an API key's owner). */
  acknowledgedBy: id,
});

const consentWithdrawn = z.strictObject({ customerId: id, consentIds: z.array(id).min(1), withdrawnAt: eventTime });

const testPing = z.strictObject({
  endpointId: id,
  /** The user who pressed Send test event. */
  sentBy: id,
  message: z.string(),
});

const WEBHOOK_EVENT_DATA = {
  'decision.created': decisionCreated,
  'bulk_job.completed': bulkJobFinished('completed'),
  'bulk_job.failed': bulkJobFinished('failed'),
  'rule_version.created': ruleVersionCreated,
  'kfs.acknowledged': kfsAcknowledged,
  'consent.withdrawn': consentWithdrawn,
  [WEBHOOK_TEST_EVENT]: testPing,
} as const satisfies Record<WebhookDeliveryEvent, z.ZodType>;

export type WebhookEventData<E extends WebhookDeliveryEvent> = z.infer<(typeof WEBHOOK_EVENT_DATA)[E]>;
export interface WebhookEventBody<E extends WebhookDeliveryEvent> {
  type: E;
  timestamp: string;
  data: WebhookEventData<E>;
}

/** The whole body a receiver gets for `event`, strict at every level. */
export function webhookEventBodySchema<E extends WebhookDeliveryEvent>(event: E) {
  return z.strictObject({ type: z.literal(event), timestamp: eventTime, data: WEBHOOK_EVENT_DATA[event] });
}

/** The text of the test event's `data.message`. */
export const WEBHOOK_TEST_MESSAGE = "A test event: your receiver got it, and can check its signature with the endpoint's secret.";

const at = '2026-11-25T05:30:00.000Z';
const bank = '6f1c2a9e-4b7d-4c1a-9e3f-2d8b5a7c1e40';
const product = 'a3e5d7c9-1b2f-4a6e-8d0c-5f7b9e1a3c52';
const application = '0b9d8f7e-6c5a-4e3d-9b1a-8f7e6d5c4b3a';
const customer = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f';
const apiKey = '5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b';
const user = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const job = '7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a';

/**
 * One body per event, as a receiver gets it (with made-up ids): the Webhooks screen and
 * docs/partner-api.md show these. Typed by the shapes above, so a field dropped or renamed there
 * does not compile here.
 */
export const WEBHOOK_EVENT_SAMPLES: { [E in WebhookDeliveryEvent]: WebhookEventBody<E> } = {
  'decision.created': {
    type: 'decision.created',
    timestamp: at,
    data: {
      applicationId: application,
      customerId: customer,
      source: 'api',
      apiKeyId: apiKey,
      bulkJobId: null,
      ruleVersion: 42,
      evaluationDate: '2026-11-25',
      createdAt: at,
      eligibleCount: 3,
      totalPairs: 12,
      bestOffer: { bankId: bank, productId: product, amount: 500000, emi: 16488, rate: 11.5, apr: 12.21, tenure: 36 },
    },
  },
  'bulk_job.completed': {
    type: 'bulk_job.completed',
    timestamp: at,
    data: { jobId: job, state: 'completed', total: 250, done: 250, eligibleRows: 187, ruleVersion: 42, error: null, apiKeyId: apiKey, finishedAt: at },
  },
  'bulk_job.failed': {
    type: 'bulk_job.failed',
    timestamp: at,
    data: {
      jobId: job,
      state: 'failed',
      total: 250,
      done: 100,
      eligibleRows: 71,
      ruleVersion: 42,
      error: 'The evaluation stopped: the database was unavailable',
      apiKeyId: null,
      finishedAt: at,
    },
  },
  'rule_version.created': {
    type: 'rule_version.created',
    timestamp: at,
    data: {
      version: 43,
      createdAt: at,
      createdBy: user,
      summary: 'FOIR rules saved for Example Bank · Personal Loan',
      changes: { foir_rules: { changed: 1 } },
    },
  },
  'kfs.acknowledged': {
    type: 'kfs.acknowledged',
    timestamp: at,
    data: {
      applicationId: application,
      bankId: bank,
      productId: product,
      kfsNumber: 'KFS-2026-000123',
      acknowledgedAt: at,
      method: 'E_SIGN',
      language: 'hi',
      acknowledgedBy: user,
    },
  },
  'consent.withdrawn': {
    type: 'consent.withdrawn',
    timestamp: at,
    data: { customerId: customer, consentIds: ['2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f'], withdrawnAt: at },
  },
  [WEBHOOK_TEST_EVENT]: {
    type: WEBHOOK_TEST_EVENT,
    timestamp: at,
    data: { endpointId: 'e0f1a2b3-c4d5-4e6f-8a9b-0c1d2e3f4a5b', sentBy: user, message: WEBHOOK_TEST_MESSAGE },
  },
};
