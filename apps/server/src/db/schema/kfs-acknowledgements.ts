import { foreignKey, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { KfsAcknowledgementLanguage, KfsAcknowledgementMethod } from '@lbo/contracts/kfs-acknowledgements';
import { id } from './columns';
import { loanApplications } from './evaluations';
import { partnerColumn } from './partners';

/**
 * The borrower's acknowledgement of an offer's Key Fact Statement: one per offer (application,
 * bank, product), naming the statement's number. It refers to the decision, not to the KFS row
 * (one KFS number may have a row per language), and goes with the decision when its month
 * partition is dropped (`decision_partitions_drop_before`, ADR 0028).
 */
export const kfsAcknowledgements = pgTable(
  'kfs_acknowledgements',
  {
    id: id(),
    application_id: uuid('application_id').notNull(),
    /** The decision's partition key: with the id, what the foreign key names. */
    application_created_at: timestamp('application_created_at', { withTimezone: true }).notNull(),
    bank_id: uuid('bank_id').notNull(),
    product_id: uuid('product_id').notNull(),
    kfs_number: text('kfs_number').notNull(),
    method: text('method').$type<KfsAcknowledgementMethod>().notNull(),
    language: text('language').$type<KfsAcknowledgementLanguage>().notNull(),
    acknowledged_at: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
    /** The user who recorded it (an API key's owner), and their name then: the record outlives the user. */
    acknowledged_by: uuid('acknowledged_by').notNull(),
    acknowledged_by_name: text('acknowledged_by_name').notNull(),
    partner_id: partnerColumn(),
  },
  (t) => [
    uniqueIndex('kfs_acknowledgements_offer_uq').on(t.application_id, t.bank_id, t.product_id),
    foreignKey({
      name: 'kfs_acknowledgements_application_fk',
      columns: [t.application_id, t.application_created_at],
      foreignColumns: [loanApplications.id, loanApplications.created_at],
    }).onDelete('cascade'),
  ],
);
