import { z } from 'zod';
import { CIBIL_MAX, MAX_PAGE_LIMIT } from './limits';
import { limitParam, pageParam } from './common';
import { REGISTRATION_TYPES } from './master-data';

/**
 * The nine rule groups of the business-rules editor: request schemas (API field names of the
 * specification), messages and tab order, shared by the server and the web app.
 * Number fields accept numbers or numeric strings; blank becomes null, as the editor sends it.
 */

/* ---------- groups, in tab order ---------- */

export const RULE_GROUPS = [
  'generalEligibility',
  'multiplier',
  'foir',
  'employment',
  'bankTransfer',
  'obligationType',
  'cibilEnquiry',
  'registrationType',
  'bankSalary',
] as const;
export type RuleGroup = (typeof RULE_GROUPS)[number];

/** 'generalEligibility' → 'General-Eligibility': the tab labels. */
export function ruleGroupLabel(group: RuleGroup): string {
  return group
    .split(/(?=[A-Z])/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('-');
}

export const RULE_GROUP_LABELS = Object.fromEntries(RULE_GROUPS.map((g) => [g, ruleGroupLabel(g)])) as Record<RuleGroup, string>;

/* ---------- messages ---------- */

export const RULE_MESSAGES = {
  loadBankProductFailed: 'Failed to load bank/product information',
  loadBankOrProductFailed: 'Failed to load bank or product information',
  min0: 'Must be ≥ 0',
  max100: 'Must be ≤ 100',
  maxCibil: `Must be ≤ ${CIBIL_MAX}`,
  number: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  boolean: 'Must be Yes or No',
  minAge: 'Min age must be ≥ 0',
  maxAge: 'Max age must be ≥ 0',
  maxBelowMin: 'Max should be ≥ Min where both provided',
  invalidDate: 'Invalid date',
  windowOrder: 'valid_to must be after or same as valid_from',
  foirRequired: 'FOIR % is required',
  presentEmploymentRequired: 'Present employment is required',
  totalEmploymentRequired: 'Total employment is required',
  minEmis: 'Min EMIs must be ≥ 0',
  maxBtCount: 'Max BT count must be ≥ 0',
  minBtAmount: 'Min BT amount must be ≥ 0',
  maxBtAmount: 'Max BT amount must be ≥ 0',
  specialConditions: 'Special conditions must be JSON (an object or a list)',
  typeRequired: 'Type required',
  typeInvalid: 'Unknown registration type',
  companyTypeInvalid: 'Unknown company type',
  pairRequired: 'Bank and Product are required',
  bankRequired: 'Bank is required',
  selectBank: 'Please select a bank before saving',
  invalidId: 'must be a valid id',
  remarksTooLong: 'Remarks must be at most 1000 characters',
  rulesList: 'Rules must be a list',
  bandOverlap: 'Salary band overlaps another active rule in the same category',
  duplicateRegistrationType: 'Another active rule exists for this registration type',
  categoryNotFound: 'Category not found',
  ruleOfOtherPair: 'Rule belongs to another bank or product',
  duplicateRowId: 'The same rule appears twice in this save',
  generalExists: 'General eligibility already exists for this bank and product',
  cannotMove: 'A rule cannot be moved to another bank or product',
  // editor texts (§2, §8)
  saveFailedNext: 'Save failed — fix errors before continuing',
  fixBeforeSaving: 'Please fix validation errors before saving',
  cannotDeleteInView: 'Cannot delete in view mode',
  selectBoth: 'Please select both Bank and Product to continue.',
  ruleRemoved: 'Rule removed',
  ruleDeleted: 'Rule deleted successfully',
  // success messages of the calls
  generalCreated: 'General Eligibility created',
  generalUpdated: 'General Eligibility updated',
  multiplierSaved: 'Multiplier rules saved successfully',
  foirSaved: 'FOIR rules saved successfully',
  employmentCreated: 'Employment rule created successfully',
  employmentUpdated: 'Employment rule updated successfully',
  btCreated: 'Bank Transfer rule created successfully',
  btUpdated: 'Bank Transfer rule updated successfully',
  obligationCreated: 'Obligation rule created',
  obligationUpdated: 'Obligation rule updated',
  cibilCreated: 'Cibil enquiry rule created',
  cibilUpdated: 'Cibil enquiry rule updated',
  registrationSaved: 'Registration rules saved successfully',
  registrationDeleted: 'Registration rule deleted successfully',
  bankSalarySaved: 'Bank Salary rules saved successfully',
  bankSalaryDeleted: 'Bank Salary rule deleted successfully',
} as const;
const M = RULE_MESSAGES;

/* ---------- field builders ---------- */

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Blank and absent become null; numeric text becomes a number; anything else is left to fail. */
function toNumberish(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    return DECIMAL.test(text) ? Number(text) : value;
  }
  return value;
}

interface NumberOptions {
  /** Message when below 0; 'Must be ≥ 0' unless the specification names the field. */
  min0?: string;
  max?: { value: number; message: string };
  whole?: boolean;
}

function numberSchema(opts: NumberOptions, required?: string) {
  let n = z.number({ error: (issue) => (issue.input === null && required ? required : M.number) }).min(0, opts.min0 ?? M.min0);
  if (opts.max) n = n.max(opts.max.value, opts.max.message);
  if (opts.whole) n = n.int(M.wholeNumber);
  return n;
}

/** An optional number ≥ 0 (null when blank). */
export const optionalNumber = (opts: NumberOptions = {}) => z.preprocess(toNumberish, numberSchema(opts).nullable());
/** A number ≥ 0 that must be given. */
export const requiredNumber = (required: string, opts: NumberOptions = {}) => z.preprocess(toNumberish, numberSchema(opts, required));

const percent = () => optionalNumber({ max: { value: 100, message: M.max100 } });
const count = () => optionalNumber({ whole: true });

function toBooleanish(value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (value === 'true' || value === 'yes' || value === 'Yes') return true;
  if (value === 'false' || value === 'no' || value === 'No') return false;
  return value;
}
/** Yes / No / not set. */
export const optionalBoolean = () => z.preprocess(toBooleanish, z.boolean({ message: M.boolean }).nullable());
/** The active flag: Yes or No, true when not given. */
export const activeFlag = () => z.preprocess((v) => toBooleanish(v) ?? true, z.boolean({ message: M.boolean }));

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return d.toISOString().slice(0, 10) === text;
}
/** YYYY-MM-DD or null; a full ISO timestamp keeps its calendar day. */
export const optionalDate = () =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return null;
      if (typeof v !== 'string') return v;
      const text = v.trim();
      if (text === '') return null;
      return /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
    },
    z.string({ message: M.invalidDate }).refine(isCalendarDate, M.invalidDate).nullable(),
  );

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v === null ? undefined : v);
/** An id that must be there; `missing` is the message when it is not. */
const requiredId = (missing: string) => z.preprocess(blankToUndefined, z.uuid({ error: (issue) => (issue.input === undefined ? missing : M.invalidId) }));
const optionalId = () => z.preprocess(blankToUndefined, z.uuid({ message: M.invalidId }).optional());
/** A salary category: an id or null (blank counts as none). */
const categoryId = () => z.preprocess((v) => blankToUndefined(v) ?? null, z.uuid({ message: M.invalidId }).nullable());

/* ---------- cross-field checks ---------- */

/**
 * Cross-field checks run even when another field already failed, so one answer lists every
 * problem; they look only at fields that parsed into what they compare.
 */
/**
 * Cross-field checks run even when some fields failed, so every problem is reported at once;
 * but only on an object: a `null`, a list or a string body has no fields to compare.
 */
const ALWAYS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

type Bounds<T> = readonly (readonly [min: keyof T & string, max: keyof T & string])[];

/** 'Max should be ≥ Min where both provided', reported on the max field. */
function maxAtLeastMin<T extends Record<string, unknown>>(bounds: Bounds<T>) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const [min, max] of bounds) {
      const lo = value[min];
      const hi = value[max];
      if (typeof lo === 'number' && typeof hi === 'number' && hi < lo) ctx.addIssue({ code: 'custom', path: [max], message: M.maxBelowMin });
    }
  };
}

const windowFields = () => ({ is_active: activeFlag(), valid_from: optionalDate(), valid_to: optionalDate() });

function windowOrder(value: { valid_from?: unknown; valid_to?: unknown }, ctx: z.RefinementCtx) {
  const { valid_from: from, valid_to: to } = value;
  if (typeof from === 'string' && typeof to === 'string' && isCalendarDate(from) && isCalendarDate(to) && to < from) {
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: M.windowOrder });
  }
}

/* ---------- registration and company types ---------- */

/** Company registration types, as companies store them (one list, kept with the companies). */
export const COMPANY_TYPES = REGISTRATION_TYPES;
/** Types the registration editor offers; Government is sent as GOVERMENT (sic) and stored GOVERNMENT. */
export const REGISTRATION_TYPE_OPTIONS = [
  { value: 'GOVERMENT', label: 'Government' },
  { value: 'LLP', label: 'LLP' },
  { value: 'PARTNERSHIP', label: 'Partnership' },
  { value: 'PROPRIETORSHIP', label: 'Proprietorship' },
] as const;

/** 'government', 'Private Limited', 'GOVERMENT' → the stored spelling, or the text unchanged when unknown. */
export function normaliseCompanyType(value: string): string {
  const upper = value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return upper === 'GOVERMENT' ? 'GOVERNMENT' : upper;
}

/** Label the editor shows for a stored or sent type. */
export function registrationTypeLabel(value: string | null | undefined): string {
  if (!value) return '';
  const type = normaliseCompanyType(value);
  if (type === 'GOVERNMENT') return 'Government';
  if (type === 'LLP') return 'LLP';
  return type
    .split('_')
    .map((w) => w.charAt(0) + w.slice(1).toLowerCase())
    .join(' ');
}

const companyType = (required: string, invalid: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : normaliseCompanyType(v)) : v === null ? undefined : v),
    z.enum(COMPANY_TYPES, { error: (issue) => (issue.input === undefined ? required : invalid) }),
  );

/* ---------- 1. general eligibility ---------- */

const generalFields = {
  min_age: optionalNumber({ min0: M.minAge }),
  max_age: optionalNumber({ min0: M.maxAge }),
  duration_at_present_residence: optionalNumber(),
  without_cibil_max_age: optionalNumber(),
  salary_min: optionalNumber(),
  high_salary_threshold: optionalNumber(),
  high_salary_threshold_for_tenure: optionalNumber(),
  non_listed_salary_min: optionalNumber(),
  non_listed_tenure_months: optionalNumber(),
  non_listed_max_loan_amount: optionalNumber(),
  min_loan_amount: optionalNumber(),
  max_loan_amount: optionalNumber(),
  high_salary_max_loan_amount: optionalNumber(),
  min_tenure_months: optionalNumber(),
  max_tenure_months: optionalNumber(),
  high_salary_max_tenure_months: optionalNumber(),
  cibil_required: optionalBoolean(),
  cibil_min_score: optionalNumber({ max: { value: CIBIL_MAX, message: M.maxCibil } }),
  high_cibil_threshold: optionalNumber({ max: { value: CIBIL_MAX, message: M.maxCibil } }),
  interest_rate: percent(),
  high_cibil_interest_rate: percent(),
  bachelor_allowed: optionalBoolean(),
  hostel_allowed: optionalBoolean(),
  listed_company_only: optionalBoolean(),
  metro_city_only: optionalBoolean(),
  current_adress_proof_required: optionalBoolean(),
  permanentadressproof_required: optionalBoolean(),
  permanenthouseownedproof_required: optionalBoolean(),
  /** A list of company types; an empty list is stored as null (no restriction). */
  allowed_company_types: z.preprocess(
    (v) => (v === undefined || v === '' ? null : typeof v === 'string' ? v.split(',') : v),
    z
      .array(companyType(M.companyTypeInvalid, M.companyTypeInvalid))
      .nullable()
      .transform((list) => (list && list.length > 0 ? [...new Set(list)] : null)),
  ),
  ...windowFields(),
};
export const GENERAL_FIELDS = Object.keys(generalFields) as (keyof typeof generalFields)[];

const generalChecks = (v: z.output<z.ZodObject<typeof generalFields>>, ctx: z.RefinementCtx) => {
  maxAtLeastMin<typeof v>([
    ['min_age', 'max_age'],
    ['min_loan_amount', 'max_loan_amount'],
    ['min_tenure_months', 'max_tenure_months'],
    ['min_loan_amount', 'high_salary_max_loan_amount'],
    ['min_tenure_months', 'high_salary_max_tenure_months'],
  ])(v, ctx);
  windowOrder(v, ctx);
};

/**
 * A one-row-per-pair group: its editor form schema and the bodies of its
 * create call (bank and product required) and update call (both optional).
 */
function pairRowSchemas<F extends z.ZodRawShape>(fields: F, refine: (value: z.output<z.ZodObject<F>>, ctx: z.RefinementCtx) => void) {
  // The refinement reads only the group's own fields, which all three objects carry; zod cannot
  // see that through the generic spread, so its parameter is widened once here.
  const check = refine as (value: unknown, ctx: z.RefinementCtx) => void;
  return {
    form: z.object(fields).superRefine(check, ALWAYS),
    create: z.object({ ...fields, bank_id: requiredId(M.pairRequired), product_id: requiredId(M.pairRequired) }).superRefine(check, ALWAYS),
    update: z.object({ ...fields, bank_id: optionalId(), product_id: optionalId() }).superRefine(check, ALWAYS),
  };
}

const generalSchemas = pairRowSchemas(generalFields, generalChecks);
export const generalEligibilitySchema = generalSchemas.form;
export const createGeneralEligibilitySchema = generalSchemas.create;
export const updateGeneralEligibilitySchema = generalSchemas.update;
export type GeneralEligibilityInput = z.input<typeof generalEligibilitySchema>;
export type GeneralEligibilityValues = z.output<typeof generalEligibilitySchema>;

/* ---------- 2. multiplier ---------- */

const bandChecks = maxAtLeastMin<{ salary_min: number | null; salary_max: number | null }>([['salary_min', 'salary_max']]);

const multiplierFields = {
  id: optionalId(),
  bank_id: optionalId(),
  product_id: optionalId(),
  category_id: categoryId(),
  salary_min: optionalNumber(),
  salary_max: optionalNumber(),
  multiplier: optionalNumber(),
  ...windowFields(),
};
export const multiplierRowSchema = z.object(multiplierFields).superRefine((v, ctx) => {
  bandChecks(v, ctx);
  windowOrder(v, ctx);
}, ALWAYS);
export type MultiplierRowInput = z.input<typeof multiplierRowSchema>;
export type MultiplierRowValues = z.output<typeof multiplierRowSchema>;

/* ---------- 3. FOIR ---------- */

const foirFields = {
  id: optionalId(),
  bank_id: optionalId(),
  product_id: optionalId(),
  category_id: categoryId(),
  salary_min: optionalNumber(),
  salary_max: optionalNumber(),
  foir_percent: requiredNumber(M.foirRequired, { max: { value: 100, message: M.max100 } }),
  foir_percent_with_secured: percent(),
  ...windowFields(),
};
export const foirRowSchema = z.object(foirFields).superRefine((v, ctx) => {
  bandChecks(v, ctx);
  windowOrder(v, ctx);
}, ALWAYS);
export type FoirRowInput = z.input<typeof foirRowSchema>;
export type FoirRowValues = z.output<typeof foirRowSchema>;

/* ---------- 4. employment ---------- */

const employmentFields = {
  present_employment_min_months: requiredNumber(M.presentEmploymentRequired),
  total_employment_min_months: requiredNumber(M.totalEmploymentRequired),
  ...windowFields(),
};
const employmentSchemas = pairRowSchemas(employmentFields, windowOrder);
export const employmentSchema = employmentSchemas.form;
export const createEmploymentSchema = employmentSchemas.create;
export const updateEmploymentSchema = employmentSchemas.update;
export type EmploymentInput = z.input<typeof employmentSchema>;
export type EmploymentValues = z.output<typeof employmentSchema>;

/* ---------- 5. bank transfer (per bank) ---------- */

/** Text is parsed; anything that is not a JSON object or list is refused. */
const specialConditions = () =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return null;
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return null;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())], { message: M.specialConditions }).nullable(),
  );

const btFields = {
  min_emis_paid: optionalNumber({ min0: M.minEmis, whole: true }),
  max_bt_count: optionalNumber({ min0: M.maxBtCount, whole: true }),
  min_bt_amount: optionalNumber({ min0: M.minBtAmount }),
  max_bt_amount: optionalNumber({ min0: M.maxBtAmount }),
  app_loan_bt: optionalBoolean(),
  app_loan_bt_threshold: optionalNumber(),
  bt_of_od_allowed: optionalBoolean(),
  special_conditions: specialConditions(),
  ...windowFields(),
};
const btChecks = (v: z.output<z.ZodObject<typeof btFields>>, ctx: z.RefinementCtx) => {
  maxAtLeastMin<typeof v>([['min_bt_amount', 'max_bt_amount']])(v, ctx);
  windowOrder(v, ctx);
};
export const btRuleSchema = z.object(btFields).superRefine(btChecks, ALWAYS);
/** product_id is optional: the pair being edited, recorded in its change history. */
export const createBtRuleSchema = z.object({ ...btFields, bank_id: requiredId(M.bankRequired), product_id: optionalId() }).superRefine(btChecks, ALWAYS);
export const updateBtRuleSchema = z.object({ ...btFields, bank_id: optionalId(), product_id: optionalId() }).superRefine(btChecks, ALWAYS);
export type BtRuleInput = z.input<typeof btRuleSchema>;
export type BtRuleValues = z.output<typeof btRuleSchema>;

/* ---------- 6. obligation ---------- */

const obligationFields = {
  emis_pending: optionalNumber({ whole: true }),
  HL_co_app_percentage_obligated_on_emi: percent(),
  GL_sanction_percentage_obligated: percent(),
  cc_sanction_amount_percentage_obligated: percent(),
  cc_waive_off_percentrage_of_nth: percent(),
  ...windowFields(),
};
const obligationSchemas = pairRowSchemas(obligationFields, windowOrder);
export const obligationSchema = obligationSchemas.form;
export const createObligationSchema = obligationSchemas.create;
export const updateObligationSchema = obligationSchemas.update;
export type ObligationInput = z.input<typeof obligationSchema>;
export type ObligationValues = z.output<typeof obligationSchema>;

/* ---------- 7. CIBIL enquiries ---------- */

export const CIBIL_ENQUIRY_FIELDS = ['TotalEnquiriesLast7Days', 'TotalEnquiriesLast30Days', 'TotalEnquiriesLast90Days', 'TotalEnquiriesLast180Days'] as const;

const cibilFields = {
  TotalEnquiriesLast7Days: count(),
  TotalEnquiriesLast30Days: count(),
  TotalEnquiriesLast90Days: count(),
  TotalEnquiriesLast180Days: count(),
  ...windowFields(),
};
const cibilSchemas = pairRowSchemas(cibilFields, windowOrder);
export const cibilEnquirySchema = cibilSchemas.form;
export const createCibilEnquirySchema = cibilSchemas.create;
export const updateCibilEnquirySchema = cibilSchemas.update;
export type CibilEnquiryInput = z.input<typeof cibilEnquirySchema>;
export type CibilEnquiryValues = z.output<typeof cibilEnquirySchema>;

/* ---------- 8. registration types ---------- */

const registrationFields = {
  id: optionalId(),
  registration_type: companyType(M.typeRequired, M.typeInvalid),
  salary_min: optionalNumber(),
  max_age: optionalNumber(),
  bank_id: optionalId(),
  product_id: optionalId(),
  ...windowFields(),
};
export const registrationRowSchema = z.object(registrationFields).superRefine(windowOrder, ALWAYS);
export type RegistrationRowInput = z.input<typeof registrationRowSchema>;
export type RegistrationRowValues = z.output<typeof registrationRowSchema>;

/* ---------- 9. bank salary ---------- */

export const BANK_SALARY_NUMBER_FIELDS = [
  'salary_min',
  'conditional_min_salary',
  'max_age',
  'max_tenure_months',
  'max_loan_amount',
  'cibil_threshold_for_tenure',
  'tenure_for_cibil_threshold_cross',
  'null_cibil_max_loan_amount',
  'null_cibil_max_tenure_months',
  'null_cibil_nth_threshold',
  'null_cibil_nth_max_loan_amount',
  'null_cibil_nth_max_tenure_months',
] as const;

const bankSalaryFields = {
  id: optionalId(),
  category_id: categoryId(),
  salary_min: optionalNumber(),
  conditional_min_salary: optionalNumber(),
  max_age: optionalNumber(),
  max_tenure_months: optionalNumber(),
  max_loan_amount: optionalNumber(),
  cibil_threshold_for_tenure: optionalNumber({ max: { value: CIBIL_MAX, message: M.maxCibil } }),
  tenure_for_cibil_threshold_cross: optionalNumber(),
  null_cibil_max_loan_amount: optionalNumber(),
  null_cibil_max_tenure_months: optionalNumber(),
  null_cibil_nth_threshold: optionalNumber(),
  null_cibil_nth_max_loan_amount: optionalNumber(),
  null_cibil_nth_max_tenure_months: optionalNumber(),
  remarks: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : (v ?? null)),
    z.string({ message: 'Remarks must be text' }).max(1000, M.remarksTooLong).nullable(),
  ),
  bank_id: optionalId(),
  product_id: optionalId(),
  ...windowFields(),
};
export const bankSalaryRowSchema = z.object(bankSalaryFields).superRefine(windowOrder, ALWAYS);
export type BankSalaryRowInput = z.input<typeof bankSalaryRowSchema>;
export type BankSalaryRowValues = z.output<typeof bankSalaryRowSchema>;

/* ---------- saves of many rows ---------- */

/** `{rules: [...]}` or a bare list; problems are reported as `rules.<index>.<field>`. */
export function rowsBody<T extends z.ZodType>(row: T) {
  return z.preprocess(
    (v) => (Array.isArray(v) ? { rules: v } : v),
    z.object({
      bank_id: optionalId(),
      product_id: optionalId(),
      rules: z.array(row, { message: M.rulesList }).max(1000, 'At most 1000 rules per save'),
    }),
  );
}
export const multiplierSaveSchema = rowsBody(multiplierRowSchema);
export const foirSaveSchema = rowsBody(foirRowSchema);
export const registrationSaveSchema = rowsBody(registrationRowSchema);
export const bankSalarySaveSchema = rowsBody(bankSalaryRowSchema);

/** One bank-salary row with its pair (single create / update calls). */
export const bankSalaryCreateSchema = z
  .object({ ...bankSalaryFields, bank_id: requiredId(M.pairRequired), product_id: requiredId(M.pairRequired) })
  .superRefine(windowOrder, ALWAYS);

/* ---------- query strings ---------- */

/** bank_id and product_id of the pair, both required. */
export const pairQuerySchema = z
  .object({ bank_id: optionalId(), product_id: optionalId() })
  .superRefine((v, ctx) => {
    if (!v.bank_id || !v.product_id) ctx.addIssue({ code: 'custom', path: [], message: M.pairRequired });
  })
  .transform((v) => ({ bank_id: v.bank_id as string, product_id: v.product_id as string }));

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
export const ruleHistoryQuerySchema = z
  .object({
    bank_id: optionalId(),
    product_id: optionalId(),
    rule_group: z.enum(RULE_GROUPS, { message: 'must be a rule group' }).optional(),
    page: pageParam,
    limit: limitParam(RULE_HISTORY_PAGE_SIZE),
  })
  .superRefine((v, ctx) => {
    if (!v.bank_id || !v.product_id) ctx.addIssue({ code: 'custom', path: [], message: M.pairRequired });
  });

/* ---------- answers ---------- */

interface RuleMeta {
  id: string;
  bank_id: string;
  product_id: string;
  created_at: string;
  updated_at: string;
}
export type GeneralEligibilityRule = RuleMeta & GeneralEligibilityValues;
export type MultiplierRule = RuleMeta & Omit<MultiplierRowValues, 'id' | 'bank_id' | 'product_id'>;
export type FoirRule = RuleMeta & Omit<FoirRowValues, 'id' | 'bank_id' | 'product_id'>;
export type EmploymentRule = RuleMeta & EmploymentValues;
export type BtRule = Omit<RuleMeta, 'product_id'> & BtRuleValues;
export type ObligationRule = RuleMeta & ObligationValues & { total_count?: number };
export type CibilEnquiryRule = RuleMeta & CibilEnquiryValues & { total_count?: number };
export type RegistrationRule = RuleMeta & Omit<RegistrationRowValues, 'id' | 'bank_id' | 'product_id'> & { total_count?: number };
export type BankSalaryRule = RuleMeta & Omit<BankSalaryRowValues, 'id' | 'bank_id' | 'product_id'>;

export interface RulesInfoRow {
  id: string;
  bank_id: string;
  product_id: string;
  bank_name: string | null;
  product_name: string | null;
  rule_created_by: { name: string | null; createdAt: string | null };
  rule_updated_by: { name: string | null; createdAt: string | null };
}

export interface RuleChange {
  id: string;
  rule_group: RuleGroup;
  rule_group_label: string;
  rule_id: string;
  action: 'create' | 'update' | 'delete';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  changed_by: { id: string | null; name: string | null };
  changed_at: string;
}

export interface PageDetails {
  totalCount: number;
  page: number;
  limit: number;
  totalPages: number;
}
