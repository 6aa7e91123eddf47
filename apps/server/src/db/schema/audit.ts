import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail (docs/adr/0039-audit-trail.md): append-only, one hash chain in `id` order.
 * `id`, `occurred_at`, `previous_hash` and `hash` are set by the BEFORE INSERT trigger
 * `audit_events_seal` (migration 0031) under a transaction-level advisory lock; another
 * trigger refuses UPDATE, TRUNCATE and any DELETE but the retention's.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    occurred_at: timestamp('occurred_at', { withTimezone: true, precision: 6 }).notNull(),
    actor_kind: text('actor_kind', { enum: ['user', 'api-key', 'system'] }).notNull(),
    actor_user_id: uuid('actor_user_id'),
    api_key_id: uuid('api_key_id'),
    address: text('address'),
    module: text('module').notNull(),
    action: text('action').notNull(),
    object_type: text('object_type'),
    object_id: text('object_id'),
    /** In words, without personal values (names, salaries): erasure never has to touch the trail. */
    summary: text('summary').notNull(),
    request_id: text('request_id'),
    previous_hash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_events_occurred_idx').on(t.occurred_at),
    index('audit_events_actor_idx').on(t.actor_user_id, t.id),
    index('audit_events_object_idx').on(t.object_id, t.id),
  ],
);

/**
 * Where the chain goes on from when `audit_events` is empty: 64 zeros at first, then the last
 * entry a retention removed. One row.
 */
export const auditChainStart = pgTable('audit_chain_start', {
  one: boolean('one')
    .primaryKey()
    .default(sql`true`),
  last_id: bigint('last_id', { mode: 'number' }).notNull(),
  last_hash: text('last_hash').notNull(),
  last_at: timestamp('last_at', { withTimezone: true, precision: 6 }).notNull(),
});
