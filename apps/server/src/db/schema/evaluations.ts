import { customType, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
import { createdAt, id } from './columns';

export const loanApplications = pgTable('loan_applications', {
  id: id(),
  user_name: text('user_name'),
  created_by: uuid('created_by'),
  input: jsonb('input').notNull(),
  /** Per pair: status, amount, EMI, rate, tenure and failure codes (queryable). */
  result: jsonb('result').notNull(),
  /** The whole answer as sent, explanations included, gzip-compressed. */
  result_gzip: bytea('result_gzip'),
  total_banks_checked: integer('total_banks_checked').notNull(),
  eligible_count: integer('eligible_count').notNull(),
  created_at: createdAt(),
});

/**
 * One row whose version rises (by database triggers) on any write to rules,
 * mappings, banks, products, companies or cities: the evaluator's cache key.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});
