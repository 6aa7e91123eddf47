import { z } from 'zod';
import { requiredField } from '@lbo/contracts/common';
import { CUSTOMER_REFERENCE_MAX, CUSTOMER_REFERENCE_PATTERN } from '@lbo/contracts/customer-reference';
import { CIBIL_MAX, CIBIL_MIN, MIN_AGE } from '@lbo/contracts/limits';
import { PRODUCT_LOAN_TYPES } from '@lbo/contracts/master-data';
import { DOCUMENT_LANGUAGES } from '@lbo/contracts/document-languages';
import type { BasicDetailsValues } from './form-values';

/**
 * Step 1 messages (spec part 1 §5); the simple variant only checks presence. Fields the
 * specification gives no message of their own get the form library's default.
 */
export const BASIC_DETAILS_MESSAGES = {
  nameRequired: 'Name is required',
  ageRequired: 'Age is required',
  cibilRequired: 'CIBIL Score is required',
  salaryRequired: requiredField('Salary'),
  loanAmountRequired: 'Loan Amount is required',
  tenureRequired: 'Tenure is required',
  companyRequired: 'Company is required',
  cityRequired: 'City is required',
  residenceRequired: requiredField('Months at present residence'),
  marriedRequired: requiredField('Marital status'),
  houseOwnedRequired: requiredField('House ownership'),
  homeLoanWithSpouseRequired: requiredField('Home loan with spouse'),
  minAge: 'Must be at least 18 years old',
  cibilRange: `CIBIL Score must be between ${CIBIL_MIN}-${CIBIL_MAX}`,
  salaryNegative: 'Salary cannot be negative',
  loanAmountNegative: 'Loan amount cannot be negative',
  tenureMin: 'Tenure must be at least 1 month',
  negative: 'Cannot be negative',
  notANumber: 'Must be a number',
  consentRequired: "Record the applicant's consent to continue",
} as const;

const M = BASIC_DETAILS_MESSAGES;

const isBlank = (text: string) => text.trim() === '';
const asNumber = (text: string) => Number(text.trim());

/** Text that, when filled in, holds a number; `required` adds a presence check. */
function numberText({ required, min, minMessage }: { required?: string; min?: number; minMessage?: string } = {}) {
  return z.string().superRefine((text, ctx) => {
    if (isBlank(text)) {
      if (required) ctx.addIssue({ code: 'custom', message: required });
      return;
    }
    const n = asNumber(text);
    if (!Number.isFinite(n)) ctx.addIssue({ code: 'custom', message: M.notANumber });
    else if (min !== undefined && n < min) ctx.addIssue({ code: 'custom', message: minMessage ?? M.negative });
  });
}

const requiredText = (message: string) => z.string().refine((text) => !isBlank(text), { message });
const yesNo = (message: string) => z.enum(['', 'yes', 'no']).refine((value) => value !== '', { message });

const shared = {
  user_name: requiredText(M.nameRequired),
  customer_reference: z
    .string()
    .trim()
    .max(CUSTOMER_REFERENCE_MAX, `Customer reference must be at most ${CUSTOMER_REFERENCE_MAX} characters`)
    // Blank: the evaluation makes a new customer.
    .refine((text) => text === '' || CUSTOMER_REFERENCE_PATTERN.test(text), 'Customer reference: letters, digits, dots, dashes, slashes or underscores'),
  preferredLanguage: z.enum(['', ...DOCUMENT_LANGUAGES]),
  companyId: requiredText(M.companyRequired),
  companyName: z.string(),
  cityId: requiredText(M.cityRequired),
  cityName: z.string(),
  loanPurpose: z.union([z.literal(''), z.enum(PRODUCT_LOAN_TYPES)]),
  isMarried: yesNo(M.marriedRequired),
  isHouseowned: yesNo(M.houseOwnedRequired),
  homeloanwithspouse: yesNo(M.homeLoanWithSpouseRequired),
  isHostel: z.boolean(),
  currentadressproof: z.boolean(),
  permanentadressproof: z.boolean(),
  permanenthouseownedproof: z.boolean(),
  consentGiven: z.boolean(),
};

/** Simple variant: the listed fields must be filled in; the server judges the numbers. */
export const simpleBasicDetailsSchema = z.object({
  ...shared,
  age: numberText({ required: M.ageRequired }),
  cibilScore: numberText({ required: M.cibilRequired }),
  salary: numberText({ required: M.salaryRequired }),
  requestedLoanAmount: numberText({ required: M.loanAmountRequired }),
  requestedTenureMonths: numberText({ required: M.tenureRequired }),
  currentEmploymentMonths: numberText(),
  totalEmploymentMonths: numberText(),
  monthsatpresentresidence: numberText({ required: M.residenceRequired }),
}) satisfies z.ZodType<BasicDetailsValues>;

/** Rich variant: ranges are checked here; an empty CIBIL score means no credit history. */
export const richBasicDetailsSchema = z.object({
  ...shared,
  age: numberText({ required: M.ageRequired, min: MIN_AGE, minMessage: M.minAge }),
  cibilScore: z.string().superRefine((text, ctx) => {
    if (isBlank(text)) return;
    const n = asNumber(text);
    if (!Number.isFinite(n) || n < CIBIL_MIN || n > CIBIL_MAX) ctx.addIssue({ code: 'custom', message: M.cibilRange });
  }),
  salary: numberText({ required: M.salaryRequired, min: 0, minMessage: M.salaryNegative }),
  requestedLoanAmount: numberText({ required: M.loanAmountRequired, min: 0, minMessage: M.loanAmountNegative }),
  requestedTenureMonths: numberText({ required: M.tenureRequired, min: 1, minMessage: M.tenureMin }),
  currentEmploymentMonths: numberText({ min: 0 }),
  totalEmploymentMonths: numberText({ min: 0 }),
  monthsatpresentresidence: numberText({ min: 0 }),
}) satisfies z.ZodType<BasicDetailsValues>;

/** Step 1 while consent is required: the consent box must be ticked. */
export function withConsent(schema: z.ZodType<BasicDetailsValues, BasicDetailsValues>): z.ZodType<BasicDetailsValues, BasicDetailsValues> {
  return schema.refine((values) => values.consentGiven, { path: ['consentGiven'], message: M.consentRequired });
}
