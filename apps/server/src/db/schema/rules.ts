import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { banks, products, salaryCategories } from './master-data';
import { createdAt, id, ruleWindow, updatedAt } from './columns';

const bankRef = () =>
  uuid('bank_id')
    .notNull()
    .references(() => banks.id, { onDelete: 'cascade' });
const productRef = () =>
  uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });
const categoryRef = () => uuid('category_id').references(() => salaryCategories.id, { onDelete: 'restrict' });
const num = (name: string) => doublePrecision(name);

export const generalEligibilityRules = pgTable(
  'general_eligibility_rules',
  {
    id: id(),
    bank_id: bankRef(),
    product_id: productRef(),
    min_age: num('min_age'),
    max_age: num('max_age'),
    duration_at_present_residence: num('duration_at_present_residence'),
    without_cibil_max_age: num('without_cibil_max_age'),
    salary_min: num('salary_min'),
    high_salary_threshold: num('high_salary_threshold'),
    high_salary_threshold_for_tenure: num('high_salary_threshold_for_tenure'),
    non_listed_salary_min: num('non_listed_salary_min'),
    non_listed_tenure_months: num('non_listed_tenure_months'),
    non_listed_max_loan_amount: num('non_listed_max_loan_amount'),
    min_loan_amount: num('min_loan_amount'),
    max_loan_amount: num('max_loan_amount'),
    high_salary_max_loan_amount: num('high_salary_max_loan_amount'),
    min_tenure_months: num('min_tenure_months'),
    max_tenure_months: num('max_tenure_months'),
    high_salary_max_tenure_months: num('high_salary_max_tenure_months'),
    cibil_required: boolean('cibil_required'),
    cibil_min_score: num('cibil_min_score'),
    high_cibil_threshold: num('high_cibil_threshold'),
    interest_rate: num('interest_rate'),
    high_cibil_interest_rate: num('high_cibil_interest_rate'),
    bachelor_allowed: boolean('bachelor_allowed'),
    hostel_allowed: boolean('hostel_allowed'),
    listed_company_only: boolean('listed_company_only'),
    metro_city_only: boolean('metro_city_only'),
    current_adress_proof_required: boolean('current_adress_proof_required'),
    permanentadressproof_required: boolean('permanentadressproof_required'),
    permanenthouseownedproof_required: boolean('permanenthouseownedproof_required'),
    allowed_company_types: jsonb('allowed_company_types').$type<string[] | null>(),
    ...ruleWindow(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('general_rules_pair_uq').on(t.bank_id, t.product_id)],
);

export const multiplierRules = pgTable(
  'multiplier_rules',
  {
    id: id(),
    bank_id: bankRef(),
    product_id: productRef(),
    category_id: categoryRef(),
    salary_min: num('salary_min'),
    salary_max: num('salary_max'),
    multiplier: num('multiplier'),
    ...ruleWindow(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('multiplier_rules_pair_idx').on(t.bank_id, t.product_id)],
);

export const foirRules = pgTable(
  'foir_rules',
  {
    id: id(),
    bank_id: bankRef(),
    product_id: productRef(),
    category_id: categoryRef(),
    salary_min: num('salary_min'),
    salary_max: num('salary_max'),
    foir_percent: num('foir_percent').notNull(),
    foir_percent_with_secured: num('foir_percent_with_secured'),
    ...ruleWindow(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('foir_rules_pair_idx').on(t.bank_id, t.product_id)],
);

export const employmentRules = pgTable(
  'employment_rules',
  {
    id: id(),
    bank_id: bankRef(),
    product_id: productRef(),
    present_employment_min_months: num('present_employment_min_months').notNull(),
    total_employment_min_months: num('total_employment_min_months').notNull(),
    ...ruleWindow(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('employment_rules_pair_idx').on(t.bank_id, t.product_id)],
);

/** Balance-transfer rules belong to a bank, not to a bank-product pair. */
export const btRules = pgTable(
  'bt_rules',
  {
    id: id(),
    bank_id: bankRef(),
    min_emis_paid: num('min_emis_paid'),
    max_bt_count: num('max_bt_count'),
    min_bt_amount: num('min_bt_amount'),
    max_bt_amount: num('max_bt_amount'),
    app_loan_bt: boolean('app_loan_bt'),
    app_loan_bt_threshold: num('app_loan_bt_threshold'),
    bt_of_od_allowed: boolean('bt_of_od_allowed'),
    special_conditions: jsonb('special_conditions'),
    ...ruleWindow(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('bt_rules_bank_idx').on(t.bank_id)],
);

export const obligationRules = pgTable(
  'obligation_rules',
  {
    id: id(),
    bank_id: bankRef(),
    product_id: productRef(),
    emis_pending: num('emis_pending'),
    hl_co_app_percentage_obligated_on_emi: num('hl_co_app_percentage_obligated_on_emi'),
    gl_sanction_percentage_obligated: num('gl_sanction_percentage_obligated'),
    cc_sanction_amount_percentage_obligated: num('cc_sanction_amount_percentage_obligated'),
    cc_waive_off_percentrage_of_nth: num('cc_waive_off_percentrage_of_nth'),
    ...ruleWindow(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('obligation_rules_pair_idx').on(t.bank_id, t.product_id)],
);

export const cibilEnquiryRules = pgTable(
  'cibil_enquiry_rules',
  {
    id: id(),
    bank_id: bankRef(),
    product_id: productRef(),
    total_enquiries_last_7_days: num('total_enquiries_last_7_days'),
    total_enquiries_last_30_days: num('total_enquiries_last_30_days'),
    total_enquiries_last_90_days: num('total_enquiries_last_90_days'),
    total_enquiries_last_180_days: num('total_enquiries_last_180_days'),
    ...ruleWindow(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('cibil_enquiry_rules_pair_idx').on(t.bank_id, t.product_id)],
);

export const registrationRules = pgTable(
  'registration_rules',
  {
    id: id(),
    bank_id: bankRef(),
    product_id: productRef(),
    registration_type: text('registration_type').notNull(),
    salary_min: num('salary_min'),
    max_age: num('max_age'),
    ...ruleWindow(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('registration_rules_pair_idx').on(t.bank_id, t.product_id)],
);

export const bankSalaryRules = pgTable(
  'bank_salary_rules',
  {
    id: id(),
    bank_id: bankRef(),
    product_id: productRef(),
    category_id: categoryRef(),
    salary_min: num('salary_min'),
    conditional_min_salary: num('conditional_min_salary'),
    max_age: num('max_age'),
    max_tenure_months: num('max_tenure_months'),
    max_loan_amount: num('max_loan_amount'),
    cibil_threshold_for_tenure: num('cibil_threshold_for_tenure'),
    tenure_for_cibil_threshold_cross: num('tenure_for_cibil_threshold_cross'),
    null_cibil_max_loan_amount: num('null_cibil_max_loan_amount'),
    null_cibil_max_tenure_months: num('null_cibil_max_tenure_months'),
    null_cibil_nth_threshold: num('null_cibil_nth_threshold'),
    null_cibil_nth_max_loan_amount: num('null_cibil_nth_max_loan_amount'),
    null_cibil_nth_max_tenure_months: num('null_cibil_nth_max_tenure_months'),
    remarks: text('remarks'),
    ...ruleWindow(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('bank_salary_rules_pair_idx').on(t.bank_id, t.product_id)],
);

/** Who created a bank-product pair's rules and when they were last changed. */
export const rulesInfo = pgTable(
  'rules_info',
  {
    id: id(),
    bank_id: bankRef(),
    product_id: productRef(),
    created_by: uuid('created_by'),
    created_by_name: text('created_by_name'),
    updated_by: uuid('updated_by'),
    updated_by_name: text('updated_by_name'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('rules_info_pair_uq').on(t.bank_id, t.product_id)],
);

/**
 * Rule edits the versioned rows (`rule_set_rows`) do not hold: those made before rule-set versions
 * began, carried over by migration 0023 from the table the save calls used to write beside the
 * versions. Kept as they were; nothing writes it. A pair's history is read from the versioned rows.
 */
export const unversionedRuleChanges = pgTable(
  'unversioned_rule_changes',
  {
    id: uuid('id').primaryKey(),
    bank_id: uuid('bank_id').notNull(),
    product_id: uuid('product_id'),
    rule_group: text('rule_group').notNull(),
    rule_id: uuid('rule_id').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    changed_by: uuid('changed_by'),
    changed_by_name: text('changed_by_name'),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('unversioned_rule_changes_pair_idx').on(t.bank_id, t.product_id, t.changed_at)],
);

/** What a bank's product charges (the Charges rule group): fees in the APR, contingent charges on the KFS. */
export const chargesRules = pgTable(
  'charges_rules',
  {
    id: id(),
    bank_id: bankRef(),
    product_id: productRef(),
    processing_fee_percent: num('processing_fee_percent'),
    processing_fee_min: num('processing_fee_min'),
    processing_fee_max: num('processing_fee_max'),
    processing_fee_flat: num('processing_fee_flat'),
    gst_percent: num('gst_percent'),
    insurance_amount: num('insurance_amount'),
    insurance_percent: num('insurance_percent'),
    valuation_fee: num('valuation_fee'),
    legal_fee: num('legal_fee'),
    stamp_duty: num('stamp_duty'),
    recurring_charges_monthly: num('recurring_charges_monthly'),
    penal_charges: text('penal_charges'),
    penal_rate_percent: num('penal_rate_percent'),
    other_penal_charges: text('other_penal_charges'),
    foreclosure_percent: num('foreclosure_percent'),
    part_prepayment_percent: num('part_prepayment_percent'),
    switching_charges: text('switching_charges'),
    bounce_charge: num('bounce_charge'),
    cooling_off_days: num('cooling_off_days'),
    ...ruleWindow(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('charges_rules_pair_idx').on(t.bank_id, t.product_id)],
);

/**
 * Settings every process reads from the database (several share one PostgreSQL): one row per
 * key. `rule_approvals`: `{ required: boolean }`, whether rule changes wait for approval.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updated_by: uuid('updated_by'),
  updated_at: updatedAt(),
});

/**
 * A rule change proposed while approvals are on (ADR 0024): the call as it would apply
 * (`payload`), the rows it changes as they were when proposed (`base`, to refuse a stale
 * approval), and who proposed and decided it, why, and the version its approval made.
 */
export const ruleChangeProposals = pgTable(
  'rule_change_proposals',
  {
    id: id(),
    state: text('state', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    kind: text('kind', { enum: ['save', 'delete', 'restore'] }).notNull(),
    rule_group: text('rule_group'),
    bank_id: uuid('bank_id'),
    product_id: uuid('product_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    base: jsonb('base').notNull(),
    summary: text('summary').notNull(),
    reason: text('reason').notNull(),
    proposed_by: uuid('proposed_by').notNull(),
    proposed_at: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decided_by: uuid('decided_by'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decision_reason: text('decision_reason'),
    applied_version: integer('applied_version'),
  },
  (t) => [index('rule_change_proposals_state_idx').on(t.state, t.proposed_at)],
);
