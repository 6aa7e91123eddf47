import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PrivacyRequestKind, PrivacyRequestState } from '@lbo/contracts/privacy';
import { createdAt, id } from './columns';
import { customers } from './evaluations';

/**
 * A borrower's request under the DPDP Rules (access, correction, erasure), due `due_at`. What
 * completing did is kept in words (`outcome`), never the values it replaced or erased.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    kind: text('kind').$type<PrivacyRequestKind>().notNull(),
    customer_id: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    state: text('state').$type<PrivacyRequestState>().notNull().default('open'),
    due_at: timestamp('due_at', { withTimezone: true }).notNull(),
    created_by: uuid('created_by'),
    created_at: createdAt(),
    /** The first download of an access request's data. */
    downloaded_at: timestamp('downloaded_at', { withTimezone: true }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    completed_by: uuid('completed_by'),
    outcome: text('outcome'),
  },
  (t) => [index('privacy_requests_open_due_idx').on(t.state, t.due_at), index('privacy_requests_customer_idx').on(t.customer_id)],
);

/**
 * One row per India day on which the personal-data retention ran: the row is the day's claim
 * (inserted once, so one process of many does the day's work), then its summary: the cut-off and
 * how many customers were pseudonymised. The audit trail can turn these rows into entries.
 */
export const privacyRetentionRuns = pgTable('privacy_retention_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true }),
  /** Customers last evaluated before this time were pseudonymised. */
  cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
  months: integer('months').notNull(),
  erased: integer('erased').notNull().default(0),
  /** What the erasures touched, summed (decisions, bulk rows, KFS documents …). */
  counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
  error: text('error'),
});
