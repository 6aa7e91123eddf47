import { check, isSet } from './check';
import type { PairContext } from './context';
import type { BankSalaryRule, Check, GeneralEligibilityRule, Limit, TenureLimitName } from './types';

type TenureLimit = Limit<TenureLimitName>;

function limit(name: TenureLimitName, value: number | null | undefined): TenureLimit[] {
  return isSet(value) ? [{ name, value }] : [];
}

function generalLimit(rule: GeneralEligibilityRule, salary: number): TenureLimit[] {
  // The high-salary tenure needs both its value and its threshold; either alone means nothing.
  const high = isSet(rule.high_salary_max_tenure_months) && isSet(rule.high_salary_threshold_for_tenure) && salary >= rule.high_salary_threshold_for_tenure;
  return high ? limit('high_salary_max_tenure_months', rule.high_salary_max_tenure_months) : limit('general_max_tenure_months', rule.max_tenure_months);
}

function bankSalaryLimits(row: BankSalaryRule, ctx: PairContext): TenureLimit[] {
  const { salary } = ctx.applicant;
  const crossed =
    ctx.cibil !== null && isSet(row.cibil_threshold_for_tenure) && isSet(row.tenure_for_cibil_threshold_cross) && ctx.cibil >= row.cibil_threshold_for_tenure;
  const own = crossed
    ? limit('tenure_for_cibil_threshold_cross', row.tenure_for_cibil_threshold_cross)
    : limit('bank_salary_max_tenure_months', row.max_tenure_months);
  if (!ctx.nullCibil) return own;
  const nth = isSet(row.null_cibil_nth_threshold) && isSet(row.null_cibil_nth_max_tenure_months) && salary >= row.null_cibil_nth_threshold;
  return [
    ...own,
    ...(nth
      ? limit('null_cibil_nth_max_tenure_months', row.null_cibil_nth_max_tenure_months)
      : limit('null_cibil_max_tenure_months', row.null_cibil_max_tenure_months)),
  ];
}

export interface GrantedTenure {
  /** Whole months, never negative. */
  months: number;
  limits: TenureLimit[];
}

export function grantTenure(rule: GeneralEligibilityRule, bankSalary: BankSalaryRule | null, ctx: PairContext): GrantedTenure {
  const limits: TenureLimit[] = [
    { name: 'requested', value: ctx.applicant.requestedTenureMonths },
    ...generalLimit(rule, ctx.applicant.salary),
    ...(ctx.listed ? [] : limit('non_listed_tenure_months', rule.non_listed_tenure_months)),
    ...(bankSalary === null ? [] : bankSalaryLimits(bankSalary, ctx)),
  ];
  const smallest = Math.min(...limits.map((l) => l.value));
  return { months: Number.isFinite(smallest) ? Math.max(0, Math.floor(smallest)) : 0, limits };
}

/** A minimum below one month is read as one: a loan needs at least one instalment. */
export function tenureCheck(months: number, rule: GeneralEligibilityRule): Check[] {
  const configured = isSet(rule.min_tenure_months);
  const minimum = Math.max(1, configured ? (rule.min_tenure_months ?? 1) : 1);
  const passed = months >= minimum;
  const field = configured ? 'min_tenure_months' : 'minimum tenure';
  return [check('TENURE_BELOW_MIN', passed, () => `granted tenure ${months} ${passed ? '≥' : '<'} ${field} ${minimum}`)];
}
