import {
  bigint,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  type PgColumnBuilderBase,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
import { createdAt, id } from './columns';
import { partnerColumn, rollupPartnerColumn } from './partners';

/** The applicants: every evaluation belongs to one, matched by the reference the user gives. */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    evaluations: integer('evaluations').notNull().default(0),
    last_evaluated_at: timestamp('last_evaluated_at', { withTimezone: true }),
    last_eligible_count: integer('last_eligible_count').notNull().default(0),
    best_offer_amount: bigint('best_offer_amount', { mode: 'number' }).notNull().default(0),
    /** The language the borrower's documents default to (en, hi): the latest evaluation that named one. */
    preferred_language: text('preferred_language'),
    /** When the person's name, reference and identifying inputs were pseudonymised (a privacy request or the retention): ADR 0041. */
    erased_at: timestamp('erased_at', { withTimezone: true }),
    partner_id: partnerColumn(),
  },
  // A reference is unique within a partner (the marketplace's own applicants are one more partner).
  (t) => [
    uniqueIndex('customers_partner_reference_uq').on(sql`coalesce(${t.partner_id}, '00000000-0000-0000-0000-000000000000'::uuid)`, sql`lower(${t.reference})`),
    index('customers_last_evaluated_idx').on(t.last_evaluated_at),
  ],
);

/**
 * Stored decisions, partitioned by month of `created_at` (India's months) in migration 0024: the
 * primary key carries the partition key, so rows that refer to a decision carry its `created_at`
 * beside its id (docs/adr/0028-decision-partitions.md). drizzle-kit knows nothing of partitions.
 */
export const loanApplications = pgTable(
  'loan_applications',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    user_name: text('user_name'),
    created_by: uuid('created_by'),
    customer_id: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    input: jsonb('input').notNull(),
    /** Emptied by the data step (db/data-steps.ts): the older shapes of a stored decision. Read by nothing else. */
    result: jsonb('result'),
    /** The answer's pairs in its order (db/stored-outcome.ts): decision_pairs ids. */
    pair_ids: integer('pair_ids').array(),
    /** Per pair: granted tenure (low 16 bits), eligible (bit 16), binding cap index + 1 (bits 17–20). */
    pair_meta: integer('pair_meta').array(),
    /** Per pair: failure codes as a bit mask, in FAILURE_CODES order. */
    pair_failures: bigint('pair_failures', { mode: 'number' }).array(),
    pair_amounts: doublePrecision('pair_amounts').array(),
    pair_rates: doublePrecision('pair_rates').array(),
    pair_emis: doublePrecision('pair_emis').array(),
    /** Per pair, what the offer costs (offer-terms.ts): NULL on NOT_ELIGIBLE pairs and on decisions stored before 0018. */
    pair_aprs: doublePrecision('pair_aprs').array(),
    pair_upfront: doublePrecision('pair_upfront').array(),
    pair_interest: doublePrecision('pair_interest').array(),
    pair_payable: doublePrecision('pair_payable').array(),
    pair_penal: text('pair_penal').array(),
    /** Decisions made before rule versions: their explanations as given then (they cannot be recomputed). */
    frozen_explanations: jsonb('frozen_explanations'),
    total_banks_checked: integer('total_banks_checked').notNull(),
    eligible_count: integer('eligible_count').notNull(),
    /** The rule-set version it was evaluated against; with the input and the date it reproduces the decision. */
    rule_version: integer('rule_version'),
    /** YYYY-MM-DD, India's date when evaluated (or the date the caller gave). */
    evaluation_date: text('evaluation_date'),
    /** Where the decision came from: the console, a bulk job, or a program with an API key. */
    source: text('source').$type<'console' | 'bulk' | 'api'>().notNull().default('console'),
    api_key_id: uuid('api_key_id'),
    bulk_job_id: uuid('bulk_job_id'),
    partner_id: partnerColumn(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'loan_applications_id_created_at_pk', columns: [t.id, t.created_at] }),
    index('loan_applications_created_idx').on(t.created_at),
    index('loan_applications_customer_idx').on(t.customer_id, t.created_at),
    index('loan_applications_partner_idx')
      .on(t.partner_id, t.created_at)
      .where(sql`${t.partner_id} IS NOT NULL`),
    index('loan_applications_unmoved_idx')
      .on(t.id)
      .where(sql`${t.pair_ids} IS NULL`),
  ],
);

/** Every bank and product a stored decision names, by a small number that never changes. */
export const decisionPairs = pgTable(
  'decision_pairs',
  {
    id: serial('id').primaryKey(),
    bank_id: uuid('bank_id').notNull(),
    product_id: uuid('product_id').notNull(),
  },
  (t) => [uniqueIndex('decision_pairs_pair_uq').on(t.bank_id, t.product_id)],
);

/** One row per rule-set version: who, when, why, how (an edit, a restore, an import, an approved proposal) and what changed (counts per table). */
export const ruleVersions = pgTable('rule_versions', {
  version: integer('version').primaryKey(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: uuid('created_by'),
  summary: text('summary').notNull().default(''),
  changes: jsonb('changes').$type<Record<string, { added?: number; changed?: number; removed?: number }>>().notNull().default({}),
  reason: text('reason'),
  kind: text('kind', { enum: ['edit', 'restore', 'import', 'approval'] })
    .notNull()
    .default('edit'),
});

/**
 * Row history of every table the evaluator reads, written by database triggers:
 * a row's content is valid from `valid_from` up to (not including) `valid_to`.
 * `lookup_key` is the company of a company or mapping row.
 */
export const ruleSetRows = pgTable(
  'rule_set_rows',
  {
    tbl: text('tbl').notNull(),
    row_id: uuid('row_id').notNull(),
    lookup_key: uuid('lookup_key'),
    valid_from: integer('valid_from').notNull(),
    valid_to: integer('valid_to'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    uniqueIndex('rule_set_rows_open_uq')
      .on(t.tbl, t.row_id)
      .where(sql`${t.valid_to} IS NULL`),
    index('rule_set_rows_version_idx').on(t.tbl, t.valid_from),
    index('rule_set_rows_lookup_idx')
      .on(t.tbl, t.lookup_key, t.valid_from)
      .where(sql`${t.lookup_key} IS NOT NULL`),
    // A pair's rule history (rules-info) finds its rows by bank inside the row's data.
    index('rule_set_rows_bank_idx').on(t.tbl, sql`(${t.data} ->> 'bank_id')`),
  ],
);

/**
 * One row whose version rises (by database triggers) on any write to rules,
 * mappings, banks, products, companies or cities: the evaluator's cache key.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});

/** Test cases: a stored application and the status (and amount) chosen bank-products must keep. */
export const ruleTestCases = pgTable(
  'rule_test_cases',
  {
    id: id(),
    name: text('name').notNull(),
    application_id: uuid('application_id').notNull(),
    /** The decision's partition key: with the id, what the foreign key names. */
    application_created_at: timestamp('application_created_at', { withTimezone: true }).notNull(),
    expectations: jsonb('expectations').$type<{ bankId: string; productId: string; status: 'ELIGIBLE' | 'NOT_ELIGIBLE'; amount?: number | null }[]>().notNull(),
    created_by: uuid('created_by'),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last run: version, when, and the failures (empty when it passed). */
    last_result: jsonb('last_result').$type<{ passed: boolean; version: number; ranAt: string; failures: unknown[] } | null>(),
  },
  (t) => [
    index('rule_test_cases_created_idx').on(t.created_at),
    foreignKey({
      name: 'rule_test_cases_application_fk',
      columns: [t.application_id, t.application_created_at],
      foreignColumns: [loanApplications.id, loanApplications.created_at],
    }).onDelete('cascade'),
  ],
);

/** A bulk evaluation: one uploaded file of applicants, evaluated in the background. */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: id(),
    file_name: text('file_name').notNull(),
    state: text('state').$type<'queued' | 'running' | 'completed' | 'failed' | 'cancelled'>().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    eligible_rows: integer('eligible_rows').notNull().default(0),
    /** Every row is evaluated against the version current when the job started. */
    rule_version: integer('rule_version'),
    error: text('error'),
    created_by: uuid('created_by'),
    /** The API key that uploaded the file, when a program did. */
    api_key_id: uuid('api_key_id'),
    partner_id: partnerColumn(),
    created_at: createdAt(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bulk_jobs_created_idx').on(t.created_at)],
);

/** One applicant of a bulk job: the validated input, then its stored application and best offer. */
export const bulkJobRows = pgTable(
  'bulk_job_rows',
  {
    job_id: uuid('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    row_number: integer('row_number').notNull(),
    applicant_ref: text('applicant_ref').notNull(),
    input: jsonb('input').notNull(),
    application_id: uuid('application_id'),
    outcome: jsonb('outcome').$type<BulkRowOutcome | null>(),
  },
  (t) => [primaryKey({ columns: [t.job_id, t.row_number], name: 'bulk_job_rows_pk' })],
);

/** What the result file's first sheet says of one applicant. */
export interface BulkRowOutcome {
  eligibleCount: number;
  totalPairs: number;
  /**
   * The largest offer (`largestOffer` in packages/eligibility). The key keeps its first name so
   * rows stored before the rename still read; `apr` is absent on rows stored before offer terms.
   */
  best: { bankId: string; productId: string; amount: number; emi: number; rate: number | null; apr?: number | null; tenure: number } | null;
  /** With no eligible pair: the failure met by the most pairs. */
  mainFailure: string | null;
  /** The row could not be evaluated (its company or city was deleted after the upload). */
  error?: string;
}

/**
 * Days whose decisions are rolled up below (0014_decision_rollups.sql): the row says the day is
 * wanted, and how far its roll-up has come (0030_decision_rollups_in_chunks.sql). A day is rolled
 * in chunks of its applications, each a transaction that adds to the counts and moves the cursor.
 */
export const decisionDays = pgTable('decision_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  applications: integer('applications').notNull().default(0),
  eligible_applications: integer('eligible_applications').notNull().default(0),
  /** When the last chunk was counted; null while the day is pending, and readers leave it out. */
  rolled_at: timestamp('rolled_at', { withTimezone: true }),
  /** The last application counted so far, by (created_at, id): where the next chunk starts. */
  counted_through_at: timestamp('counted_through_at', { withTimezone: true }),
  counted_through_id: uuid('counted_through_id'),
});

/** Applications stored per Indian day and partner (the nil uuid for the marketplace's own), beside `decision_days`' totals. */
export const decisionDailyApplications = pgTable(
  'decision_daily_applications',
  {
    day: date('day', { mode: 'string' }).notNull(),
    partner_id: rollupPartnerColumn(),
    applications: integer('applications').notNull(),
    eligible_applications: integer('eligible_applications').notNull(),
  },
  (t) => [primaryKey({ name: 'decision_daily_applications_pk', columns: [t.day, t.partner_id] })],
);

/** The key of every daily roll-up: an Indian day, a bank and a product. */
const dayAndPair = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  bank_id: uuid('bank_id').notNull(),
  product_id: uuid('product_id').notNull(),
  /** Whose applicants: a partner, or the nil uuid for the marketplace's own (ADR 0044). */
  partner_id: rollupPartnerColumn(),
});

/** A roll-up counting, per day and pair, the pairs with each value of one more key (a failure code, an amount band, an APR). */
function dailyCounts<K extends string, B extends PgColumnBuilderBase>(name: string, key: Record<K, B>) {
  const [keyName] = Object.keys(key) as [K];
  const columns = { ...dayAndPair(), ...key, count: integer('count').notNull() };
  return pgTable(name, columns, (t) => [primaryKey({ name: `${name}_pk`, columns: [t.day, t.bank_id, t.product_id, t.partner_id, t[keyName]] })]);
}

/** Pairs evaluated and eligible per Indian day, bank and product. */
export const decisionDaily = pgTable(
  'decision_daily',
  {
    ...dayAndPair(),
    evaluated: integer('evaluated').notNull(),
    eligible: integer('eligible').notNull(),
  },
  (t) => [primaryKey({ name: 'decision_daily_pk', columns: [t.day, t.bank_id, t.product_id, t.partner_id] })],
);

/** How often each failure code stopped a pair, per day, bank and product. */
export const decisionDailyFailures = dailyCounts('decision_daily_failures', { code: text().notNull() });

/** Eligible pairs per band of eligible amount (AMOUNT_BANDS of the contracts), per day, bank and product. */
export const decisionDailyAmounts = dailyCounts('decision_daily_amounts', { bucket: smallint().notNull() });

/** APRs of eligible pairs to the basis point (APR × 100), per day, bank and product: the median and spread per lender are exact. */
export const decisionDailyAprs = dailyCounts('decision_daily_aprs', { apr_bp: integer().notNull() });

/**
 * Who applied, per Indian day and partner: a decision's pairs counted per cut of its applicant (the
 * contracts' SEGMENT_CUTS: credit-score band, salary band, employer type, city, loan type), segment
 * and bank. Rolled up with the other roll-ups from the stored decision, so an erasure afterwards
 * changes nothing here (migration 0038). The cut leads the key: a read takes one cut over a window.
 */
const cutDaySegmentBank = () => ({
  cut: text('cut').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  partner_id: rollupPartnerColumn(),
  /** A band's key, a registration type, a city's id, a loan type; `unknown` when nothing stored places it. */
  segment: text('segment').notNull(),
  bank_id: uuid('bank_id').notNull(),
});

/** Pairs evaluated and eligible per day, partner, cut, segment and bank. */
export const decisionDailySegments = pgTable(
  'decision_daily_segments',
  { ...cutDaySegmentBank(), evaluated: integer('evaluated').notNull(), eligible: integer('eligible').notNull() },
  (t) => [primaryKey({ name: 'decision_daily_segments_pk', columns: [t.cut, t.day, t.partner_id, t.segment, t.bank_id] })],
);

/** How often each failure code stopped a pair, per day, partner, cut, segment and bank. */
export const decisionDailySegmentFailures = pgTable(
  'decision_daily_segment_failures',
  { ...cutDaySegmentBank(), code: text('code').notNull(), count: integer('count').notNull() },
  (t) => [primaryKey({ name: 'decision_daily_segment_failures_pk', columns: [t.cut, t.day, t.partner_id, t.segment, t.bank_id, t.code] })],
);

/** Key Fact Statements as issued (one number per offer, one row per language): number, dates and both renderings, kept so downloads repeat byte for byte. */
export const kfsDocuments = pgTable(
  'kfs_documents',
  {
    id: id(),
    application_id: uuid('application_id').notNull(),
    /** The decision's partition key: with the id, what the foreign key names. */
    application_created_at: timestamp('application_created_at', { withTimezone: true }).notNull(),
    bank_id: uuid('bank_id').notNull(),
    product_id: uuid('product_id').notNull(),
    proposal_number: text('proposal_number').notNull(),
    /** One rendering per language; every language of an offer shares its number, issue date and validity. */
    language: text('language').notNull().default('en'),
    issued_on: date('issued_on').notNull(),
    valid_until: date('valid_until').notNull(),
    html: text('html').notNull(),
    pdf: bytea('pdf').notNull(),
    created_at: createdAt(),
    /** Kept with the borrower's name when the customer was erased (KFS_KEEP_ON_ERASURE, the lender's record-keeping): ADR 0041. */
    kept_on_erasure_at: timestamp('kept_on_erasure_at', { withTimezone: true }),
    partner_id: partnerColumn(),
  },
  (t) => [
    uniqueIndex('kfs_documents_offer_language_uq').on(t.application_id, t.bank_id, t.product_id, t.language),
    uniqueIndex('kfs_documents_proposal_language_uq').on(t.proposal_number, t.language),
    foreignKey({
      name: 'kfs_documents_application_fk',
      columns: [t.application_id, t.application_created_at],
      foreignColumns: [loanApplications.id, loanApplications.created_at],
    }).onDelete('cascade'),
  ],
);
