import { z } from 'zod';
import { MAX_PAGE_LIMIT } from './limits';
import { limitParam, pageParam } from './common';
import { REGISTRATION_TYPE_LABELS, type RegistrationType } from './master-data';
import { RULE_MESSAGES as M } from './rule-messages';
import { RULE_GROUP_DEFINITIONS } from './rule-groups';
import { normaliseCompanyType, optionalId, requiredId } from './rule-groups/field-schemas';
import { RULE_VERSION_KINDS } from './rule-versions';
import { okAnswer, timestamp } from './answers';
import { paginationSchema } from './common';

/**
 * The business-rules editor's shared vocabulary: tab order, messages, query strings and answers.
 * Each group's fields and request schemas are its definition in `rule-groups`.
 */

export { RULE_MESSAGES } from './rule-messages';
export { COMPANY_TYPES } from './rule-groups/field-schemas';

/* ---------- groups, in tab order ---------- */

export type RuleGroup = (typeof RULE_GROUP_DEFINITIONS)[number]['group'];
/** The groups' names in tab order, from their definitions. */
export const RULE_GROUPS = RULE_GROUP_DEFINITIONS.map((definition) => definition.group) as [RuleGroup, ...RuleGroup[]];

/** 'generalEligibility' → 'General-Eligibility': the tab labels. */
function ruleGroupLabel(group: RuleGroup): string {
  return group
    .split(/(?=[A-Z])/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('-');
}

export const RULE_GROUP_LABELS = Object.fromEntries(RULE_GROUPS.map((g) => [g, ruleGroupLabel(g)])) as Record<RuleGroup, string>;

/* ---------- registration and company types ---------- */

/**
 * Types the registration editor offers: the specification's four (part 2 §3), Government sent as
 * GOVERMENT (sic) and stored GOVERNMENT, then the types added after it.
 */
export const REGISTRATION_TYPE_OPTIONS = [
  { value: 'GOVERMENT', label: 'Government' },
  { value: 'LLP', label: 'LLP' },
  { value: 'PARTNERSHIP', label: 'Partnership' },
  { value: 'PROPRIETORSHIP', label: 'Proprietorship' },
  { value: 'PUBLIC_LIMITED', label: REGISTRATION_TYPE_LABELS.PUBLIC_LIMITED },
  { value: 'ONE_PERSON_COMPANY', label: REGISTRATION_TYPE_LABELS.ONE_PERSON_COMPANY },
  { value: 'TRUST_SOCIETY', label: REGISTRATION_TYPE_LABELS.TRUST_SOCIETY },
] as const;

/** Label the editor shows for a stored or sent type. */
export function registrationTypeLabel(value: string | null | undefined): string {
  if (!value) return '';
  const type = normaliseCompanyType(value);
  if (type in REGISTRATION_TYPE_LABELS) return REGISTRATION_TYPE_LABELS[type as RegistrationType];
  return type
    .split('_')
    .map((w) => w.charAt(0) + w.slice(1).toLowerCase())
    .join(' ');
}

/* ---------- query strings ---------- */

/** bank_id and product_id of the pair, both required. */
export const pairQuerySchema = z.object({ bank_id: requiredId(M.pairRequired), product_id: requiredId(M.pairRequired) });

/** The pair from the query, or else from the body (the save calls accept either). */
export const optionalPairQuerySchema = z.object({ bank_id: optionalId(), product_id: optionalId() });

/** Bulk loads of the editor (page 1, limit up to 10000), optionally narrowed to a bank or pair. */
export const ruleListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(MAX_PAGE_LIMIT),
  bank_id: optionalId(),
  product_id: optionalId(),
});

export const idWithPairQuerySchema = z.object({ id: z.uuid({ message: M.invalidId }), product_id: optionalId() });

export const RULES_LIST_PAGE_SIZE = 10;
export const rulesInfoQuerySchema = z.object({
  search_query: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  search: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  page: pageParam,
  limit: limitParam(RULES_LIST_PAGE_SIZE),
});

export const RULE_HISTORY_PAGE_SIZE = 20;
export const ruleHistoryQuerySchema = z.object({
  bank_id: requiredId(M.pairRequired),
  product_id: requiredId(M.pairRequired),
  rule_group: z.enum(RULE_GROUPS, { message: 'must be a rule group' }).optional(),
  page: pageParam,
  limit: limitParam(RULE_HISTORY_PAGE_SIZE),
});

// ---------------------------------------------------------------- answers

const pageDetailsSchema = z.object({ totalCount: z.number().int(), page: z.number().int(), limit: z.number().int(), totalPages: z.number().int() });
const byWhom = z.object({ name: z.string().nullable(), createdAt: timestamp.nullable() });

/** A bank and product pair with rules, and who made and last changed them. */
const rulesInfoRowSchema = z.object({
  id: z.string(),
  bank_id: z.string(),
  product_id: z.string(),
  bank_name: z.string().nullable(),
  product_name: z.string().nullable(),
  rule_created_by: byWhom,
  rule_updated_by: byWhom,
});

export type RulesInfoRow = z.output<typeof rulesInfoRowSchema>;
export type PageDetails = z.output<typeof pageDetailsSchema>;

/** The pairs with rules: under data, and again at the top level (the original client read either). */
export const rulesInfoAnswer = okAnswer(
  z.object({ rulesInfoData: z.array(rulesInfoRowSchema), pageDetails: pageDetailsSchema, pagination: paginationSchema }),
  { rulesInfoData: z.array(rulesInfoRowSchema), pageDetails: pageDetailsSchema },
);

/** One row's change in a pair's history (`rulesinfo/getRuleHistory`). */
const ruleChangeSchema = z.object({
  id: z.string(),
  rule_group: z.enum(RULE_GROUPS),
  rule_group_label: z.string(),
  rule_id: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  changed_by: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  changed_at: timestamp,
  /** Why, as the version that made the change records it. */
  reason: z.string().nullable(),
  /** The rule-set version that made the change. */
  version: z.number().int().nullable(),
  /** How: an edit, a restore, an import or an approved proposal. */
  kind: z.enum(RULE_VERSION_KINDS),
});
export type RuleChange = z.output<typeof ruleChangeSchema>;

export const ruleHistoryAnswer = okAnswer(z.object({ history: z.array(ruleChangeSchema), pageDetails: pageDetailsSchema, pagination: paginationSchema }));

/** One value under each of the names a client may read it by, none of them promised. */
function anyOfNames<K extends string, S extends z.ZodType>(names: readonly K[], schema: () => S) {
  return Object.fromEntries(names.map((name) => [name, schema().optional()])) as Record<K, z.ZodOptional<S>>;
}

/**
 * A bank or product as the editor's pickers read the bank and product lists (spec part 2 §3: id,
 * name, with the alternatives bank_name, product_name, display_name; and the pagination spellings
 * of §7). This server answers `id`, `name` and `total`; the others are what a client may also read.
 */
const pickerRowSchema = z.object({
  ...anyOfNames(['id', '_id'], () => z.string()),
  ...anyOfNames(['name', 'bank_name', 'product_name', 'display_name'], () => z.string()),
});
export type PickerRow = z.output<typeof pickerRowSchema>;
const pickerPagination = z.object({
  ...anyOfNames(['total', 'totalCount'], () => z.number().int()),
  page: z.number().int().optional(),
  limit: z.number().int().optional(),
  totalPages: z.number().int().optional(),
});
export const bankPickerAnswer = okAnswer(z.object({ banks: z.array(pickerRowSchema), pagination: pickerPagination.optional() }));
export const productPickerAnswer = okAnswer(z.object({ products: z.array(pickerRowSchema), pagination: pickerPagination.optional() }));
