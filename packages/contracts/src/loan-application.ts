import { z } from 'zod';
import { isCalendarDate } from './dates';
import { CIBIL_MAX, CIBIL_MIN, MIN_AGE } from './limits';
import { customerReferenceChecks } from './customer-reference';
import { PRODUCT_LOAN_TYPE_INVALID, PRODUCT_LOAN_TYPES } from './master-data/product-loan-types';
import { documentLanguageSchema } from './document-languages';
import { orBlank } from './lenient';
import { consentSchema } from './consent';

/**
 * Body of POST loanapplication/apply. Messages are lowercase predicates without dots:
 * the server prefixes the dotted field path and the client keeps what follows the last dot.
 */

export const LOAN_TYPES = ['Credit Card', 'Personal Loan', 'Home Loan', 'Car Loan', 'Education Loan', 'Gold Loan', 'Overdraft'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

const LOAN_APPLICATION_MESSAGES = {
  required: 'is required',
  number: (min: number) => `must be a number ≥ ${min}`,
  wholeNumber: (min: number) => `must be a whole number ≥ ${min}`,
  boolean: 'must be true or false',
  text: 'must be text',
  id: 'must be a valid id',
  list: 'must be a list',
  object: 'must be an object',
  cibilRange: `must be between ${CIBIL_MIN} and ${CIBIL_MAX}`,
  cibilWhole: `must be a whole number between ${CIBIL_MIN} and ${CIBIL_MAX}`,
  loanType: `must be one of ${LOAN_TYPES.join(', ')}`,
  date: 'must be a real date written YYYY-MM-DD',
  openDate: 'must be text or null',
  companyMismatch: 'must be the same as companyid',
  minAge: `must be at least ${MIN_AGE}`,
} as const;

const M = LOAN_APPLICATION_MESSAGES;
const missing = (input: unknown) => input === undefined || input === null;

/* ---------- numbers ---------- */

// Plain decimals only: no hex, no exponents, no "Infinity".
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The client sends 0 for an empty input, so an empty string means 0 as well. */
function toNumber(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === '') return 0;
  return DECIMAL.test(text) ? Number(text) : null;
}

interface NumberRule {
  min: number;
  whole?: boolean;
}

/** 18 or more as text: 18 and 19, two digits from 20, three digits or more; a fraction allowed. */
const AGE_TEXT = /^\s*\+?0*(1[89]|[2-9]\d|[1-9]\d{2,})(\.\d*)?\s*$/;

/**
 * The text a number may be sent as, as a pattern the document can show: a plain decimal not
 * below `min` (0 or 1), whole when `whole`; blank is 0, so it passes when 0 does.
 */
function numberText(rule: NumberRule): RegExp {
  const fraction = rule.whole ? '(\\.0*)?' : '(\\.\\d*)?';
  if (rule.min === 0) return new RegExp(`^\\s*\\+?(\\d+${fraction}${rule.whole ? '' : '|\\.\\d+'})?\\s*$`);
  if (rule.min === 1) return new RegExp(`^\\s*\\+?0*[1-9]\\d*${fraction}\\s*$`);
  throw new Error(`no text pattern for numbers from ${rule.min}`);
}

/** A number, or its text: each spelling checked and documented with its bounds. */
function numberOrText(rule: NumberRule, error: (input: unknown) => string) {
  const message = rule.whole ? M.wholeNumber(rule.min) : M.number(rule.min);
  const number = rule.whole ? z.number({ error: message }).int(message).min(rule.min, message) : z.number({ error: message }).min(rule.min, message);
  return z.union([number, z.string({ error: message }).regex(numberText(rule), message)], { error: (iss) => error(iss.input) });
}

function checkedNumber(rule: NumberRule) {
  const message = rule.whole ? M.wholeNumber(rule.min) : M.number(rule.min);
  return (value: number | string, ctx: z.RefinementCtx): number => {
    const n = toNumber(value);
    if (n === null || n < rule.min || (rule.whole === true && !Number.isInteger(n))) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER as never;
    }
    return n;
  };
}

/** A required number; numeric strings are coerced. */
function requiredNumber(rule: NumberRule = { min: 0 }) {
  const message = rule.whole ? M.wholeNumber(rule.min) : M.number(rule.min);
  return numberOrText(rule, (input) => (missing(input) ? M.required : message)).transform(checkedNumber(rule));
}

/**
 * The applicant's age, at least MIN_AGE: no one under 18 can contract a loan. A number below it
 * (negative or blank included) is `must be at least 18`; anything else that is not a number says so.
 */
function age() {
  const numeric = (input: unknown) => (typeof input === 'number' || typeof input === 'string') && toNumber(input) !== null;
  const error = (iss: { input?: unknown }) => (missing(iss.input) ? M.required : numeric(iss.input) ? M.minAge : M.number(MIN_AGE));
  const number = z.number({ error }).min(MIN_AGE, M.minAge);
  const text = z.string({ error }).regex(AGE_TEXT, { error });
  return z.union([number, text], { error }).transform(checkedNumber({ min: MIN_AGE }));
}

/** An optional count (null or absent: the fallback). */
function countWithDefault(fallback: number) {
  return numberOrText({ min: 0, whole: true }, () => M.wholeNumber(0))
    .nullish()
    .transform((value, ctx) => (value === null || value === undefined ? fallback : checkedNumber({ min: 0, whole: true })(value, ctx)));
}

/* ---------- other scalars ---------- */

function requiredBoolean() {
  return z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: (iss) => (missing(iss.input) ? M.required : M.boolean) })
    .transform((value) => value === true || value === 'true');
}

function optionalBoolean(fallback: boolean) {
  return z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: M.boolean })
    .nullish()
    .transform((value) => (value === null || value === undefined ? fallback : value === true || value === 'true'));
}

const id = z.uuid({ error: (iss) => (missing(iss.input) ? M.required : M.id) });

/** null, '', 0 and -1 all mean "no credit history" and become null. */
const cibilScore = z
  .union([z.number(), z.string().regex(/^\s*([+-]?(\d+(\.\d*)?|\.\d+))?\s*$/, M.cibilRange)], { error: M.cibilRange })
  .nullish()
  .transform((value, ctx): number | null => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'string' && value.trim() === '') return null;
    const n = toNumber(value);
    if (n === 0 || n === -1) return null;
    if (n === null || n < CIBIL_MIN || n > CIBIL_MAX) {
      ctx.addIssue({ code: 'custom', message: M.cibilRange });
      return z.NEVER as never;
    }
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: M.cibilWhole });
      return z.NEVER as never;
    }
    return n;
  });

const evaluationDate = z
  .string({ error: M.date })
  .refine(isCalendarDate, { message: M.date })
  .meta({ format: 'date' })
  .nullish()
  .transform((value) => value ?? undefined);

/* ---------- nested objects ---------- */

const enquiriesSummarySchema = z.object(
  {
    CAPSLast7Days: countWithDefault(0),
    CAPSLast30Days: countWithDefault(0),
    CAPSLast90Days: countWithDefault(0),
    CAPSLast180Days: countWithDefault(0),
  },
  { error: M.object },
);

export const existingLoanSchema = z.object(
  {
    // Bureau data often lacks the lender's name; it is only shown, never evaluated.
    bank_name: z
      .string({ error: M.text })
      .nullish()
      .transform((value) => value ?? ''),
    Loan_Type: z.enum(LOAN_TYPES, { error: (iss) => (missing(iss.input) ? M.required : M.loanType) }),
    openDate: z
      .string({ error: M.openDate })
      .nullish()
      .transform((value) => value ?? null),
    is_secured: requiredBoolean(),
    outstanding: requiredNumber(),
    emi_amount: requiredNumber(),
    emisPaid: requiredNumber(),
    emisPending: requiredNumber(),
    bt: optionalBoolean(false),
  },
  { error: (iss) => (missing(iss.input) ? M.required : M.object) },
);

const cibilReport = z
  .object(
    {
      Loans: z
        .array(existingLoanSchema, { error: M.list })
        .nullish()
        .transform((value) => value ?? []),
      ENQUIRIES_SUMMARY: enquiriesSummarySchema.nullish(),
    },
    { error: M.object },
  )
  .nullish();

/* ---------- the body ---------- */

const body = z.object(
  {
    user_name: z
      .string({ error: (iss) => (missing(iss.input) ? M.required : M.text) })
      .trim()
      .min(1, M.required),
    /** The customer this evaluation belongs to; a new customer is made when none is given or none has it. */
    customer_reference: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      customerReferenceChecks(z.string({ error: 'must be text' }).trim()).optional(),
    ),
    /** The language the borrower's documents default to; kept on the customer. Absent: the customer's stays as it was. */
    preferredLanguage: orBlank(documentLanguageSchema.optional()),
    age: age(),
    cibilScore,
    companyid: id.optional(),
    companyId: id.optional(),
    cityId: id,
    salary: requiredNumber(),
    currentEmploymentMonths: requiredNumber(),
    totalEmploymentMonths: requiredNumber(),
    requestedLoanAmount: requiredNumber(),
    requestedTenureMonths: requiredNumber({ min: 1 }),
    monthsatpresentresidence: requiredNumber(),
    isMarried: requiredBoolean(),
    isHouseowned: requiredBoolean(),
    homeloanwithspouse: requiredBoolean(),
    // Unticked proof boxes may be left out; they mean "no proof".
    currentadressproof: optionalBoolean(false),
    permanentadressproof: optionalBoolean(false),
    permanenthouseownedproof: optionalBoolean(false),
    isHostel: optionalBoolean(false),
    evaluation_date: evaluationDate,
    /**
     * What the loan is for, one of the products' loan types: only products of that type are
     * evaluated. Absent or null: every product, and the stored input stays without it.
     */
    loanPurpose: z
      .enum(PRODUCT_LOAN_TYPES, { error: PRODUCT_LOAN_TYPE_INVALID })
      .nullish()
      .transform((value) => value ?? undefined),
    CIBIL_REPORT_PARAMETERS: cibilReport,
    /**
     * The applicant's consent (ADR 0040): stored apart from the input, with the customer and the
     * decision. Required while the consent setting is on; absent or null: none given.
     */
    consent: consentSchema.nullish().transform((value) => value ?? undefined),
    /** Older clients send the summary at the top level. */
    ENQUIRIES_SUMMARY: enquiriesSummarySchema.nullish(),
  },
  { error: M.object },
);

const NO_ENQUIRIES = { CAPSLast7Days: 0, CAPSLast30Days: 0, CAPSLast90Days: 0, CAPSLast180Days: 0 };

export const loanApplicationRequestSchema = body
  .superRefine(
    (value, ctx) => {
      // Runs even when other fields failed, so that every problem is reported at once.
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
      const { companyid, companyId } = value as { companyid?: unknown; companyId?: unknown };
      if (companyid === undefined && companyId === undefined) {
        ctx.addIssue({ code: 'custom', path: ['companyid'], message: M.required });
      } else if (typeof companyid === 'string' && typeof companyId === 'string' && companyid !== companyId) {
        ctx.addIssue({ code: 'custom', path: ['companyId'], message: M.companyMismatch });
      }
    },
    { when: () => true },
  )
  // The refinement as the document says it: the company under one of its two names.
  .meta({ anyOf: [{ required: ['companyid'] }, { required: ['companyId'] }] })
  .transform(({ companyid, companyId, ENQUIRIES_SUMMARY, CIBIL_REPORT_PARAMETERS, ...rest }) => ({
    ...rest,
    companyId: (companyId ?? companyid) as string,
    CIBIL_REPORT_PARAMETERS: {
      Loans: CIBIL_REPORT_PARAMETERS?.Loans ?? [],
      ENQUIRIES_SUMMARY: CIBIL_REPORT_PARAMETERS?.ENQUIRIES_SUMMARY ?? ENQUIRIES_SUMMARY ?? NO_ENQUIRIES,
    },
  }));

/** What the client sends. */
export type LoanApplicationRequest = z.input<typeof loanApplicationRequestSchema>;
/** What the server evaluates: numbers coerced, `companyId` normalised, the summary inside the report. */
export type LoanApplication = z.output<typeof loanApplicationRequestSchema>;
export type ExistingLoan = z.output<typeof existingLoanSchema>;
