import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './access';
import { createdAt, id, timestamps } from './columns';
import { partnerColumn } from './partners';

/**
 * An `Idempotency-Key` a caller sent with a POST: the first request's answer, kept 24 hours.
 * `owner` is `key:<api key id>` or `user:<user id>`: two callers never share a key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    /** SHA-256 of the request body (for a file: of its bytes). */
    request_hash: text('request_hash').notNull(),
    /** Who holds the claim: only the request that made it may complete or release it. */
    claim_token: text('claim_token').notNull(),
    /** NULL while the first request runs. */
    status_code: smallint('status_code'),
    response: text('response'),
    content_type: text('content_type'),
    partner_id: partnerColumn(),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('idempotency_keys_owner_key_uq').on(t.owner, t.key), index('idempotency_keys_expires_idx').on(t.expires_at)],
);

/** Where events are sent, signed with the endpoint's secret (Standard Webhooks). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** `whsec_` + base64 of 24 random bytes. */
    secret: text('secret').notNull(),
    /** The secret before the last rotation: deliveries are signed with it too until `previous_secret_expires_at`. */
    previous_secret: text('previous_secret'),
    previous_secret_expires_at: timestamp('previous_secret_expires_at', { withTimezone: true }),
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The partner of the user who made it: it receives only that partner's events. */
    partner_id: partnerColumn(),
    /** Since when every delivery has failed; NULL after a success. */
    failing_since: timestamp('failing_since', { withTimezone: true }),
    disabled_reason: text('disabled_reason'),
    ...timestamps(),
  },
  (t) => [index('webhook_endpoints_active_idx').on(t.active)],
);

/**
 * One event for one endpoint: the outbox row written in the transaction (or statement) that made
 * the event, then the queue the dispatcher claims from (`next_attempt_at` doubles as its lease).
 * Its id is the `webhook-id` the receiver sees, the same on every attempt.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpoint_id: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event_type: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** NULL: due now (a new event). Otherwise the next attempt's time, or the lease of the attempt under way. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }),
    last_status_code: smallint('last_status_code'),
    last_latency_ms: integer('last_latency_ms'),
    /** The endpoint's partner, copied so row-level security reads the row alone. */
    partner_id: partnerColumn(),
    ...timestamps(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpoint_id, t.created_at),
  ],
);

/** Every attempt of a delivery, for the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    delivery_id: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    status_code: smallint('status_code'),
    latency_ms: integer('latency_ms'),
    response_excerpt: text('response_excerpt'),
    error: text('error'),
  },
  (t) => [uniqueIndex('webhook_attempts_delivery_uq').on(t.delivery_id, t.attempt)],
);
