import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid, type IndexColumn } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { PRODUCT_LOAN_TYPES, REGISTRATION_TYPES } from '@lbo/contracts/master-data';

/** A name unique regardless of case and found by similarity (the lists' search). */
const searchableName = (table: string, name: IndexColumn) => [
  uniqueIndex(`${table}_name_lower_uq`).on(sql`lower(${name})`),
  index(`${table}_name_trgm`).using('gin', sql`${name} gin_trgm_ops`),
];

export const banks = pgTable(
  'banks',
  {
    id: id(),
    name: text('name').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    logo_url: text('logo_url'),
    /** Key Fact Statement Part 2: the bank's grievance redressal officer and its use of recovery agents. */
    grievance_officer_name: text('grievance_officer_name'),
    grievance_officer_phone: text('grievance_officer_phone'),
    grievance_officer_email: text('grievance_officer_email'),
    uses_recovery_agents: boolean('uses_recovery_agents'),
    ...timestamps(),
  },
  (t) => searchableName('banks', t.name),
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    /** The contracts' PRODUCT_LOAN_TYPES, checked on every write (a plain text column, as registration types). */
    loan_type: text('loan_type', { enum: PRODUCT_LOAN_TYPES }).notNull().default('OTHER'),
    ...timestamps(),
  },
  (t) => searchableName('products', t.name),
);

export const bankRef = () =>
  uuid('bank_id')
    .notNull()
    .references(() => banks.id, { onDelete: 'cascade' });
export const productRef = () =>
  uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

/**
 * The contracts' list. A plain text column (no check constraint): a new type needs no migration,
 * only the contracts, which validate every write.
 */
export { REGISTRATION_TYPES };

export const companies = pgTable(
  'companies',
  {
    id: id(),
    company_name: text('company_name').notNull(),
    is_listed: boolean('is_listed').notNull().default(false),
    registration_type: text('registration_type', { enum: REGISTRATION_TYPES }),
    ...timestamps(),
  },
  (t) => searchableName('companies', t.company_name),
);

export const cities = pgTable(
  'cities',
  {
    id: id(),
    city_name: text('city_name').notNull(),
    state: text('state').notNull(),
    is_metro: boolean('is_metro').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('cities_name_state_lower_uq').on(sql`lower(${t.city_name})`, sql`lower(${t.state})`),
    index('cities_name_trgm').using('gin', sql`${t.city_name} gin_trgm_ops`),
  ],
);

export const salaryCategories = pgTable(
  'salary_categories',
  {
    id: id(),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => searchableName('salary_categories', t.name),
);

export const bankCompanyCategories = pgTable(
  'bank_company_categories',
  {
    id: id(),
    bank_id: bankRef(),
    product_id: productRef(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    category_id: uuid('category_id')
      .notNull()
      .references(() => salaryCategories.id, { onDelete: 'restrict' }),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('bcc_bank_product_company_uq').on(t.bank_id, t.product_id, t.company_id),
    index('bcc_company_idx').on(t.company_id),
    index('bcc_category_idx').on(t.category_id),
  ],
);

/** A running spreadsheet import's progress, for pollers on any process (0013_import_progress.sql). */
export const importProgress = pgTable(
  'import_progress',
  {
    id: uuid('id').primaryKey(),
    actor_id: uuid('actor_id').notNull(),
    session_hash: text('session_hash').notNull(),
    kind: text('kind').notNull(),
    state: text('state', { enum: ['running', 'done', 'failed'] }).notNull(),
    rows_processed: integer('rows_processed').notNull().default(0),
    fraction: real('fraction').notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_progress_updated_idx').on(t.updated_at)],
);
