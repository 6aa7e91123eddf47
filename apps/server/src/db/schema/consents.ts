import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ConsentChannel, ConsentPurpose } from '@lbo/contracts/consent';
import { id } from './columns';
import { customers } from './evaluations';
import { partnerColumn } from './partners';

/**
 * One consent given by an applicant (ADR 0040): with the evaluation it came with, filed under the
 * customer that evaluation was filed under (by `customer_reference`). Withdrawal marks every consent
 * of the customer in force. It names the decision by id and `created_at` without a foreign key:
 * the record of consent outlives a decision that retention drops (ADR 0028).
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    customer_id: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    application_id: uuid('application_id'),
    application_created_at: timestamp('application_created_at', { withTimezone: true }),
    notice_version: text('notice_version').notNull(),
    purposes: text('purposes').array().$type<ConsentPurpose[]>().notNull(),
    obtained_at: timestamp('obtained_at', { withTimezone: true }).notNull(),
    channel: text('channel').$type<ConsentChannel>().notNull(),
    reference: text('reference'),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawn_at: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawal_reason: text('withdrawal_reason'),
    /** The user who recorded the withdrawal (an API key's owner), and their name then: the record outlives the user. */
    withdrawn_by: uuid('withdrawn_by'),
    withdrawn_by_name: text('withdrawn_by_name'),
    partner_id: partnerColumn(),
  },
  (t) => [index('consents_customer_idx').on(t.customer_id, t.recorded_at), index('consents_application_idx').on(t.application_id)],
);
