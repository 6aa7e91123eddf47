import { isSet } from './check';
import { FAILURE_MESSAGES, type FailureCode } from './codes';
import type { EligibilityEntry, EvaluationInput, PairRules } from './types';

type Facts = Pick<EvaluationInput, 'applicant' | 'company' | 'city'>;

/** The rows the refused evaluation applied, found by the ids its explanation gives. */
interface AppliedRows {
  general: PairRules['general'][number] | undefined;
  employment: PairRules['employment'][number] | undefined;
  registration: PairRules['registration'][number] | undefined;
}

const companyTypeWords = (type: string | null) => (type ? type.toLowerCase().replace(/_/g, ' ').replace('goverment', 'government') : null);
const months = (n: number | null | undefined) => `${n ?? 0} month${n === 1 ? '' : 's'}`;

/**
 * Refusals that only facts the applicant cannot change decide: who they are (age, marital status,
 * where they live), where they work and how long they have, and a lender that sets no rate. Each
 * says, in the lender's terms, what it asks for. A check that a changeable input moves (salary,
 * EMIs, tenure, amount, credit score, enquiries, proofs) is not here.
 */
const FIXED: Partial<Record<FailureCode, (facts: Facts, rows: AppliedRows) => string | null>> = {
  AGE_BELOW_MIN: ({ applicant }, { general }) => `the lender's minimum age is ${general?.min_age} and the applicant is ${applicant.age}`,
  AGE_ABOVE_MAX: ({ applicant }, { general }) => `the lender's maximum age is ${general?.max_age} and the applicant is ${applicant.age}`,
  REGISTRATION_AGE_ABOVE_MAX: ({ applicant, company }, { registration }) =>
    `the lender's maximum age for employees of ${companyTypeWords(company.registration_type)} companies is ${registration?.max_age} and the applicant is ${applicant.age}`,
  RESIDENCE_TOO_SHORT: ({ applicant }, { general }) =>
    `the lender needs ${months(general?.duration_at_present_residence)} at the present residence and the applicant has ${months(applicant.monthsatpresentresidence)}`,
  PRESENT_EMPLOYMENT_TOO_SHORT: ({ applicant }, { employment }) =>
    `the lender needs ${months(employment?.present_employment_min_months)} in the current job and the applicant has ${months(applicant.currentEmploymentMonths)}`,
  TOTAL_EMPLOYMENT_TOO_SHORT: ({ applicant }, { employment }) =>
    `the lender needs ${months(employment?.total_employment_min_months)} of total work experience and the applicant has ${months(applicant.totalEmploymentMonths)}`,
  BACHELOR_NOT_ALLOWED: () => 'the lender does not lend to unmarried applicants',
  HOSTEL_NOT_ALLOWED: () => 'the lender does not lend to applicants living in a hostel or PG',
  NON_METRO_CITY: ({ city }) => `the lender does not lend in ${city.city_name.trim() || 'this city'}, which is not a metro city`,
  COMPANY_NOT_LISTED: ({ company }) =>
    `the lender lends only to employees of listed companies, and ${company.company_name.trim() || 'the employer'} is not listed`,
  COMPANY_TYPE_NOT_ALLOWED: ({ company }) => {
    const type = companyTypeWords(company.registration_type);
    return type
      ? `the lender does not lend to employees of ${type} companies`
      : 'the lender does not lend to employees of companies whose registration type is not known';
  },
  // A high-CIBIL rate alone is a rate a better score reaches: that is a suggestion, not a fixed refusal.
  INTEREST_RATE_NOT_CONFIGURED: (_facts, { general }) =>
    general && !isSet(general.interest_rate) && !(isSet(general.high_cibil_interest_rate) && isSet(general.high_cibil_threshold))
      ? 'the lender has no interest rate set for this product'
      : null,
};

const SUGGESTED = 'salary, existing EMIs, tenure, loan amount, credit score or credit enquiries';

/**
 * What refuses the pair that nothing the applicant can change would lift, in the lender's terms.
 * None of these checks reads an input that a suggestion changes, so when one fails no suggestion
 * can work.
 */
export function fixedRefusals(entry: EligibilityEntry, rules: PairRules, facts: Facts): string[] {
  const ids = entry.explanation.ruleIds;
  const rows: AppliedRows = {
    general: rules.general.find((r) => r.id === ids.general),
    employment: rules.employment.find((r) => r.id === ids.employment),
    registration: rules.registration.find((r) => r.id === ids.registration),
  };
  return entry.failureCodes.flatMap((code) => FIXED[code]?.(facts, rows) ?? []);
}

/** Missing documents: the applicant can supply them, but no suggested input stands in for them. */
const PROOFS: ReadonlySet<FailureCode> = new Set(['CURRENT_ADDRESS_PROOF_REQUIRED', 'PERMANENT_ADDRESS_PROOF_REQUIRED', 'HOUSE_OWNED_PROOF_REQUIRED']);

export function needsProof(entry: EligibilityEntry): boolean {
  return entry.failureCodes.some((code) => PROOFS.has(code));
}

/** Why a refused pair has no suggestion, in words: what nothing can change, else what still refuses it. */
export function noSuggestionReason(entry: EligibilityEntry, fixed: readonly string[]): string {
  if (fixed.length > 0) return `Nothing the applicant can change would make this pair eligible: ${fixed.join('; ')}.`;
  const reasons = entry.failureCodes.map((code) => FAILURE_MESSAGES[code].replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase()));
  return `No change of ${SUGGESTED} alone makes this pair eligible; it is refused because ${reasons.join('; ')}.`;
}
