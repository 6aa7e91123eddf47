import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type IndexColumn } from 'drizzle-orm/pg-core';
import * as groups from '@lbo/contracts/rule-groups';
import { id, timestamps, updatedAt } from './columns';
import { bankRef, productRef } from './master-data';
import { ruleTable } from './rule-table';

const pairIndex = (name: string) => (t: { bank_id: IndexColumn; product_id: IndexColumn }) => [index(name).on(t.bank_id, t.product_id)];

export const generalEligibilityRules = ruleTable(groups.generalEligibilityGroup, {
  indexes: (t) => [uniqueIndex('general_rules_pair_uq').on(t.bank_id, t.product_id)],
});
export const multiplierRules = ruleTable(groups.multiplierGroup, { indexes: pairIndex('multiplier_rules_pair_idx') });
export const foirRules = ruleTable(groups.foirGroup, { indexes: pairIndex('foir_rules_pair_idx') });
export const employmentRules = ruleTable(groups.employmentGroup, { indexes: pairIndex('employment_rules_pair_idx') });
/** Balance-transfer rules belong to a bank, not to a bank-product pair. */
export const btRules = ruleTable(groups.bankTransferGroup, { scope: 'bank', indexes: (t) => [index('bt_rules_bank_idx').on(t.bank_id)] });
export const obligationRules = ruleTable(groups.obligationGroup, {
  indexes: pairIndex('obligation_rules_pair_idx'),
  renamed: {
    HL_co_app_percentage_obligated_on_emi: 'hl_co_app_percentage_obligated_on_emi',
    GL_sanction_percentage_obligated: 'gl_sanction_percentage_obligated',
  },
});
export const cibilEnquiryRules = ruleTable(groups.cibilEnquiryGroup, {
  indexes: pairIndex('cibil_enquiry_rules_pair_idx'),
  renamed: {
    TotalEnquiriesLast7Days: 'total_enquiries_last_7_days',
    TotalEnquiriesLast30Days: 'total_enquiries_last_30_days',
    TotalEnquiriesLast90Days: 'total_enquiries_last_90_days',
    TotalEnquiriesLast180Days: 'total_enquiries_last_180_days',
  },
});
export const registrationRules = ruleTable(groups.registrationTypeGroup, { indexes: pairIndex('registration_rules_pair_idx') });
export const bankSalaryRules = ruleTable(groups.bankSalaryGroup, { indexes: pairIndex('bank_salary_rules_pair_idx') });

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
    ...timestamps(),
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
export const chargesRules = ruleTable(groups.chargesGroup, { indexes: pairIndex('charges_rules_pair_idx') });

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
    kind: text('kind', { enum: ['save', 'delete', 'restore', 'master-data'] }).notNull(),
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
    /** The impact preview of the change over the stored decisions, names included (stripped per caller when read). */
    impact: jsonb('impact'),
    /** The rule-set version the impact was worked out over: stale once the current version differs. */
    impact_version: integer('impact_version'),
    impact_at: timestamp('impact_at', { withTimezone: true }),
  },
  (t) => [index('rule_change_proposals_state_idx').on(t.state, t.proposed_at)],
);
