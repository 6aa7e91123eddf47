import { check, isSet, type PendingCheck } from './check';
import type { PairContext } from './context';
import { limitOf, tieredLimit } from './limit';
import type { BankSalaryRule, CapName, GeneralEligibilityRule, Limit } from './types';

type Cap = Limit<CapName>;

export interface ChosenRate {
  /** Annual %, null when none applies. */
  rate: number | null;
  field: 'interest_rate' | 'high_cibil_interest_rate' | null;
}

/** The high-CIBIL rate needs both its value and its threshold; either alone means nothing. */
export function chooseRate(rule: GeneralEligibilityRule, ctx: PairContext): ChosenRate {
  const high = ctx.cibil !== null && isSet(rule.high_cibil_interest_rate) && isSet(rule.high_cibil_threshold) && ctx.cibil >= rule.high_cibil_threshold;
  if (high) return { rate: rule.high_cibil_interest_rate, field: 'high_cibil_interest_rate' };
  if (isSet(rule.interest_rate)) return { rate: rule.interest_rate, field: 'interest_rate' };
  return { rate: null, field: null };
}

export function rateCheck(chosen: ChosenRate): PendingCheck[] {
  return [
    check('INTEREST_RATE_NOT_CONFIGURED', chosen.rate !== null, () =>
      chosen.rate === null ? 'no interest_rate applies' : `${chosen.field} ${chosen.rate}% p.a.`,
    ),
  ];
}

export function monthlyRate(annualPercent: number): number {
  return annualPercent / 1200;
}

/** The principal that `payment` a month repays over `months` at monthly rate `r` (reducing balance). */
export function presentValue(payment: number, r: number, months: number): number {
  if (r === 0) return payment * months;
  const growth = (1 + r) ** months;
  return (payment * (growth - 1)) / (r * growth);
}

/** Monthly instalment for `principal`, to the nearest rupee, halves up. */
export function instalment(principal: number, r: number, months: number): number {
  if (months <= 0) return 0;
  const exact = r === 0 ? principal / months : (principal * r * (1 + r) ** months) / ((1 + r) ** months - 1);
  return Math.floor(exact + 0.5);
}

/** Loans are offered in whole thousands, never above the smallest cap. */
export function roundDownToThousand(value: number): number {
  const rounded = Math.floor(value / 1000) * 1000;
  return rounded > value ? rounded - 1000 : rounded;
}

function generalCap(rule: GeneralEligibilityRule, salary: number): Cap[] {
  const high = { name: 'high_salary_max_loan_amount', value: rule.high_salary_max_loan_amount, threshold: rule.high_salary_threshold } as const;
  return tieredLimit<CapName>(salary, high, 'general_max_loan_amount', rule.max_loan_amount);
}

function bankSalaryCaps(row: BankSalaryRule, ctx: PairContext): Cap[] {
  const own = limitOf<CapName>('bank_salary_max_loan_amount', row.max_loan_amount);
  if (!ctx.nullCibil) return own;
  const nth = { name: 'null_cibil_nth_max_loan_amount', value: row.null_cibil_nth_max_loan_amount, threshold: row.null_cibil_nth_threshold } as const;
  return [...own, ...tieredLimit<CapName>(ctx.applicant.salary, nth, 'null_cibil_max_loan_amount', row.null_cibil_max_loan_amount)];
}

/** The caps that do not depend on obligations: request, general, non-listed, bank salary. */
export function ruleCaps(rule: GeneralEligibilityRule, bankSalary: BankSalaryRule | null, ctx: PairContext): Cap[] {
  return [
    { name: 'requested', value: ctx.applicant.requestedLoanAmount },
    ...generalCap(rule, ctx.applicant.salary),
    ...(ctx.listed ? [] : limitOf<CapName>('non_listed_max_loan_amount', rule.non_listed_max_loan_amount)),
    ...(bankSalary === null ? [] : bankSalaryCaps(bankSalary, ctx)),
  ];
}

export interface BoundAmount {
  amount: number;
  binding: CapName;
}

/** A = the smallest cap rounded down to a thousand; on equal caps the earlier one is named. */
export function bindAmount(caps: readonly Cap[]): BoundAmount {
  let binding: Cap = caps[0] ?? { name: 'requested', value: 0 };
  for (const c of caps) if (c.value < binding.value) binding = c;
  return { amount: roundDownToThousand(binding.value), binding: binding.name };
}
