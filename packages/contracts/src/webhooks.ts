import { z } from 'zod';
import { okAnswer } from './answers';
import { limitParam, pageOf, pageParam, uuid } from './common';
import { idsOf } from './ids-of';
import { isHttpUrl } from './shortener';

/**
 * What a webhook endpoint may subscribe to, in a few words. Payloads carry ids, statuses and
 * figures, never personal data; each event's `data` is described, with a sample, in webhook-events.ts.
 */
export const WEBHOOK_EVENT_LABELS = {
  'decision.created': 'Decision made',
  'bulk_job.completed': 'File evaluated',
  'bulk_job.failed': 'File failed',
  'rule_version.created': 'Rules changed',
  'kfs.acknowledged': 'KFS acknowledged',
  'consent.withdrawn': 'Consent withdrawn',
} as const;
export const WEBHOOK_EVENTS = idsOf(WEBHOOK_EVENT_LABELS);
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Events about the marketplace itself: a channel partner's endpoint cannot subscribe to them. */
export const MARKETPLACE_EVENTS: readonly WebhookEvent[] = ['rule_version.created'];

/**
 * What "Send test event" sends (`POST /api/webhooks/:id/test`): signed and logged like any event,
 * sent once (no retries), and not one an endpoint can subscribe to.
 */
export const WEBHOOK_TEST_EVENT = 'test.ping';
/** Every event a delivery may carry: the subscribable ones and the test event. */
export const WEBHOOK_DELIVERY_EVENT_LABELS = { ...WEBHOOK_EVENT_LABELS, [WEBHOOK_TEST_EVENT]: 'Test event' } as const;
export const WEBHOOK_DELIVERY_EVENTS = idsOf(WEBHOOK_DELIVERY_EVENT_LABELS);
export type WebhookDeliveryEvent = (typeof WEBHOOK_DELIVERY_EVENTS)[number];

/** Each event in one line of words: when it is sent and what it says (the Webhooks screen shows these beside the codes). */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookDeliveryEvent, string> = {
  'decision.created': 'An applicant was evaluated (console, file or API): the decision, its counts and the largest offer',
  'bulk_job.completed': 'A file of applicants was evaluated: the job, its counts and the rule version',
  'bulk_job.failed': 'A file of applicants stopped with an error: the job, its counts so far and the error',
  'rule_version.created': 'The rules changed: the new rule version, who made it and what it changed',
  'kfs.acknowledged': "A borrower acknowledged an offer's Key Fact Statement: the offer, KFS number, method and language",
  'consent.withdrawn': 'A customer withdrew their consent: the customer and the consents withdrawn',
  [WEBHOOK_TEST_EVENT]: 'Sent by "Send test event" to check a receiver and its signature check; sent once, never retried',
};

const WEBHOOK_URL_MAX_LENGTH = 2048;
const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** The first bytes of a receiver's answer kept in the delivery log. */
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 1024;
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How long a rotated-out signing secret keeps signing beside the new one, so receivers can switch without a failed delivery. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;
/** An endpoint whose deliveries have failed for this long is switched off and its owner told. */
export const WEBHOOK_DISABLE_AFTER_DAYS = 5;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'URL is required',
  urlInvalid: 'Please enter a valid URL with http:// or https://',
  urlTooLong: `URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  urlCredentials: 'URL must not contain a user name or password',
  httpsRequired: 'URL must start with https:// (signed events must not travel in clear text)',
  alreadyQueued: 'This delivery is being sent right now; look at its log again in a moment',
  eventsRequired: 'Select at least one event',
  marketplaceEvent: (event: string) => `${event} is the marketplace's own event: a partner's endpoint cannot subscribe to it`,
  eventInvalid: `must be one of ${WEBHOOK_EVENTS.join(', ')}`,
  testEventNotSubscribable: `${WEBHOOK_TEST_EVENT} is sent only by "Send test event" and cannot be subscribed to`,
  descriptionTooLong: `Description must be at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`,
  created: 'Webhook endpoint created',
  updated: 'Webhook endpoint updated',
  deleted: 'Webhook endpoint deleted',
  secretRotated: `Signing secret rotated: deliveries are signed with both secrets for ${WEBHOOK_SECRET_OVERLAP_HOURS} hours, then with the new one only`,
  resent: 'Delivery queued again',
  testQueued: 'Test event queued: it appears in the delivery log',
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  secretShownOnce: 'Copy the signing secret now: it is shown only once.',
} as const;

const webhookUrl = z
  .string({ message: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_MESSAGES.urlTooLong)
  .refine(isHttpUrl, WEBHOOK_MESSAGES.urlInvalid)
  .refine((v) => {
    try {
      const u = new URL(v);
      return !u.username && !u.password;
    } catch {
      return true;
    }
  }, WEBHOOK_MESSAGES.urlCredentials)
  .meta({ format: 'uri' });

const eventList = z
  .array(
    z.enum(WEBHOOK_EVENTS, {
      error: (issue) => (issue.input === WEBHOOK_TEST_EVENT ? WEBHOOK_MESSAGES.testEventNotSubscribable : WEBHOOK_MESSAGES.eventInvalid),
    }),
    { message: WEBHOOK_MESSAGES.eventsRequired },
  )
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .transform((events) => [...new Set(events)]);

export const webhookEndpointBodySchema = z.object({
  url: webhookUrl,
  events: eventList,
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_MESSAGES.descriptionTooLong).default(''),
  active: z.boolean({ message: 'must be true or false' }).default(true),
});
export type WebhookEndpointBody = z.input<typeof webhookEndpointBodySchema>;

export const webhookIdParams = z.object({ id: uuid });
export const webhookDeliveryParams = z.object({ id: uuid, deliveryId: uuid });
export const webhookListQuery = z.object({ page: pageParam, limit: limitParam(25) });

const WEBHOOK_DELIVERY_STATES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string(),
  active: z.boolean(),
  /** Why the endpoint was switched off by the server (failing for days), or null. */
  disabledReason: z.string().nullable(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Until when the secret replaced by the last rotation still signs beside the new one; null when none does. */
  previousSecretExpiresAt: z.string().nullable(),
  /** Deliveries of the last 24 hours by outcome. */
  recent: z.object({ succeeded: z.number(), failed: z.number(), pending: z.number() }),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The create and rotate answers: the only time the signing secret is shown. */
const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

const webhookAttemptSchema = z.object({
  attempt: z.number(),
  at: z.string(),
  statusCode: z.number().nullable(),
  latencyMs: z.number().nullable(),
  /** The receiver's answer (first 1 KB), or why nothing came back. */
  response: z.string().nullable(),
  error: z.string().nullable(),
});

const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.enum(WEBHOOK_DELIVERY_EVENTS),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().nullable(),
  lastLatencyMs: z.number().nullable(),
  createdAt: z.string(),
  payload: z.unknown(),
  attemptLog: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookEndpointListAnswer = okAnswer(pageOf(webhookEndpointSchema));
export const webhookEndpointAnswer = okAnswer(webhookEndpointSchema);
export const webhookEndpointWithSecretAnswer = okAnswer(webhookEndpointWithSecretSchema);
export const webhookDeletedAnswer = okAnswer(z.object({ id: z.string() }));
export const webhookDeliveryListAnswer = okAnswer(pageOf(webhookDeliverySchema));
export const webhookDeliveryAnswer = okAnswer(webhookDeliverySchema);
