import { normaliseRegistrationType } from './active-rows';
import { atLeast, atMost, required, type PendingCheck } from './check';
import type { PairContext } from './context';
import type { GeneralEligibilityRule } from './types';

function yesNo(value: boolean): string {
  return value ? 'yes' : 'no';
}

function profileChecks(rule: GeneralEligibilityRule, ctx: PairContext): PendingCheck[] {
  const { applicant: a } = ctx;
  return [
    ...atLeast('AGE_BELOW_MIN', 'age', a.age, 'min_age', rule.min_age),
    ...atMost('AGE_ABOVE_MAX', 'age', a.age, 'max_age', rule.max_age),
    ...(ctx.nullCibil ? atMost('AGE_ABOVE_MAX_WITHOUT_CIBIL', 'age', a.age, 'without_cibil_max_age', rule.without_cibil_max_age) : []),
    ...atLeast(
      'RESIDENCE_TOO_SHORT',
      'monthsatpresentresidence',
      a.monthsatpresentresidence,
      'duration_at_present_residence',
      rule.duration_at_present_residence,
    ),
    ...atLeast('SALARY_BELOW_MIN', 'salary', a.salary, 'salary_min', rule.salary_min),
    ...(ctx.listed ? [] : atLeast('NON_LISTED_SALARY_BELOW_MIN', 'salary', a.salary, 'non_listed_salary_min', rule.non_listed_salary_min)),
    ...required('CIBIL_REQUIRED', rule.cibil_required === true, !ctx.nullCibil, () => `cibil_required, cibilScore ${ctx.cibil ?? 'none'}`),
    ...(ctx.cibil === null ? [] : atLeast('CIBIL_BELOW_MIN', 'cibilScore', ctx.cibil, 'cibil_min_score', rule.cibil_min_score)),
  ];
}

function lifestyleChecks(rule: GeneralEligibilityRule, ctx: PairContext): PendingCheck[] {
  const { applicant: a } = ctx;
  const hostel = a.isHostel === true;
  return [
    ...required('BACHELOR_NOT_ALLOWED', rule.bachelor_allowed === false, a.isMarried, () => `bachelor_allowed no, isMarried ${yesNo(a.isMarried)}`),
    ...required('HOSTEL_NOT_ALLOWED', rule.hostel_allowed === false, !hostel, () => `hostel_allowed no, isHostel ${yesNo(hostel)}`),
    ...required('NON_METRO_CITY', rule.metro_city_only === true, ctx.isMetro, () => `metro_city_only, city is metro ${yesNo(ctx.isMetro)}`),
  ];
}

function companyChecks(rule: GeneralEligibilityRule, ctx: PairContext): PendingCheck[] {
  // Sorted so that the detail text does not depend on how the list was stored.
  const allowed = [...new Set((rule.allowed_company_types ?? []).map(normaliseRegistrationType).filter((t) => t !== null))].sort();
  const typeAllowed = ctx.companyType !== null && allowed.includes(ctx.companyType);
  return [
    ...required('COMPANY_NOT_LISTED', rule.listed_company_only === true, ctx.listed, () => `listed_company_only, company listed ${yesNo(ctx.listed)}`),
    ...required(
      'COMPANY_TYPE_NOT_ALLOWED',
      allowed.length > 0,
      typeAllowed,
      () => `registration_type ${ctx.companyType ?? 'none'} ${typeAllowed ? 'in' : 'not in'} allowed_company_types ${allowed.join(', ')}`,
    ),
  ];
}

function proofChecks(rule: GeneralEligibilityRule, ctx: PairContext): PendingCheck[] {
  const { applicant: a } = ctx;
  return [
    ...required(
      'CURRENT_ADDRESS_PROOF_REQUIRED',
      rule.current_adress_proof_required === true,
      a.currentadressproof,
      () => `current_adress_proof_required, currentadressproof ${yesNo(a.currentadressproof)}`,
    ),
    ...required(
      'PERMANENT_ADDRESS_PROOF_REQUIRED',
      rule.permanentadressproof_required === true,
      a.permanentadressproof,
      () => `permanentadressproof_required, permanentadressproof ${yesNo(a.permanentadressproof)}`,
    ),
    ...required(
      'HOUSE_OWNED_PROOF_REQUIRED',
      rule.permanenthouseownedproof_required === true,
      a.permanenthouseownedproof,
      () => `permanenthouseownedproof_required, permanenthouseownedproof ${yesNo(a.permanenthouseownedproof)}`,
    ),
  ];
}

/** The general-eligibility checks that do not depend on tenure or amount, in table order. */
export function generalChecks(rule: GeneralEligibilityRule, ctx: PairContext): PendingCheck[] {
  return [
    ...profileChecks(rule, ctx),
    ...lifestyleChecks(rule, ctx),
    ...companyChecks(rule, ctx),
    ...proofChecks(rule, ctx),
    ...atLeast('LOAN_AMOUNT_BELOW_MIN', 'requestedLoanAmount', ctx.applicant.requestedLoanAmount, 'min_loan_amount', rule.min_loan_amount),
  ];
}
