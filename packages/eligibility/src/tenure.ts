import { check, isSet, type PendingCheck } from './check';
import type { PairContext } from './context';
import { limitOf, tieredLimit } from './limit';
import type { BankSalaryRule, GeneralEligibilityRule, Limit, TenureLimitName } from './types';

type TenureLimit = Limit<TenureLimitName>;

function generalLimit(rule: GeneralEligibilityRule, salary: number): TenureLimit[] {
  const high = { name: 'high_salary_max_tenure_months', value: rule.high_salary_max_tenure_months, threshold: rule.high_salary_threshold_for_tenure } as const;
  return tieredLimit<TenureLimitName>(salary, high, 'general_max_tenure_months', rule.max_tenure_months);
}

function bankSalaryLimits(row: BankSalaryRule, ctx: PairContext): TenureLimit[] {
  const crossed = { name: 'tenure_for_cibil_threshold_cross', value: row.tenure_for_cibil_threshold_cross, threshold: row.cibil_threshold_for_tenure } as const;
  const own = tieredLimit<TenureLimitName>(ctx.cibil, crossed, 'bank_salary_max_tenure_months', row.max_tenure_months);
  if (!ctx.nullCibil) return own;
  const nth = { name: 'null_cibil_nth_max_tenure_months', value: row.null_cibil_nth_max_tenure_months, threshold: row.null_cibil_nth_threshold } as const;
  return [...own, ...tieredLimit<TenureLimitName>(ctx.applicant.salary, nth, 'null_cibil_max_tenure_months', row.null_cibil_max_tenure_months)];
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
    ...(ctx.listed ? [] : limitOf<TenureLimitName>('non_listed_tenure_months', rule.non_listed_tenure_months)),
    ...(bankSalary === null ? [] : bankSalaryLimits(bankSalary, ctx)),
  ];
  const smallest = Math.min(...limits.map((l) => l.value));
  return { months: Number.isFinite(smallest) ? Math.max(0, Math.floor(smallest)) : 0, limits };
}

/** A minimum below one month is read as one: a loan needs at least one instalment. */
export function tenureCheck(months: number, rule: GeneralEligibilityRule): PendingCheck[] {
  const configured = isSet(rule.min_tenure_months);
  const minimum = Math.max(1, configured ? (rule.min_tenure_months ?? 1) : 1);
  const passed = months >= minimum;
  const field = configured ? 'min_tenure_months' : 'minimum tenure';
  return [check('TENURE_BELOW_MIN', passed, () => `granted tenure ${months} ${passed ? '≥' : '<'} ${field} ${minimum}`)];
}
