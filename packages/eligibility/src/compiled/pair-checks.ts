import { isSet } from '../check';
import type { CompanyView } from './company-view';
import type { DayView } from './day-view';
import { BIT } from './masks';
import type { Plan } from './plan';
import type { Scratch } from './scratch';

/** One evaluation: the applicant's figures once, and where everything per slot is read and written. */
export interface Run {
  readonly plan: Plan;
  readonly day: DayView;
  /** The day's evaluated slots of the loan purpose's type (all of them without one), in slot order. */
  readonly evaluated: Int32Array;
  readonly company: CompanyView;
  readonly s: Scratch;
  readonly age: number;
  readonly salary: number;
  /** Meaningless when nullCibil. */
  readonly cibil: number;
  readonly nullCibil: boolean;
  readonly listed: boolean;
  readonly houseOwned: boolean;
  readonly requestedAmount: number;
  readonly requestedTenure: number;
  readonly residence: number;
  readonly currentEmployment: number;
  readonly totalEmployment: number;
  readonly enquiries7: number;
  readonly enquiries30: number;
  readonly enquiries90: number;
  readonly enquiries180: number;
  /** What the applicant lacks, at the bit of the code a general row that demands it raises. */
  readonly unmet: number;
}

/** atLeast/atMost of check.ts as bits: a limit that is not set raises nothing. */
const below = (actual: number, limit: number, bit: number) => (isSet(limit) && !(actual >= limit) ? bit : 0);
const above = (actual: number, limit: number, bit: number) => (isSet(limit) && !(actual <= limit) ? bit : 0);

/** general.ts without the tenure and rate checks. */
function generalMask(run: Run, g: number): number {
  const { general } = run.plan;
  const n = general.n;
  const { age, salary } = run;
  const typeSet = general.typeSet[g]!;
  return (
    (general.demands[g]! & run.unmet) |
    below(age, n.min_age[g]!, BIT.AGE_BELOW_MIN) |
    above(age, n.max_age[g]!, BIT.AGE_ABOVE_MAX) |
    (run.nullCibil ? above(age, n.without_cibil_max_age[g]!, BIT.AGE_ABOVE_MAX_WITHOUT_CIBIL) : 0) |
    below(run.residence, n.duration_at_present_residence[g]!, BIT.RESIDENCE_TOO_SHORT) |
    below(salary, n.salary_min[g]!, BIT.SALARY_BELOW_MIN) |
    (run.listed ? 0 : below(salary, n.non_listed_salary_min[g]!, BIT.NON_LISTED_SALARY_BELOW_MIN)) |
    (run.nullCibil ? 0 : below(run.cibil, n.cibil_min_score[g]!, BIT.CIBIL_BELOW_MIN)) |
    (typeSet >= 0 && run.company.typeAllowed[typeSet] === 0 ? BIT.COMPANY_TYPE_NOT_ALLOWED : 0) |
    below(run.requestedAmount, n.min_loan_amount[g]!, BIT.LOAN_AMOUNT_BELOW_MIN)
  );
}

/** employment.ts, cibil-enquiry.ts and registration.ts. */
function otherGroupsMask(run: Run, slot: number): number {
  const { plan, day } = run;
  let mask = 0;
  const e = day.employment[slot]!;
  if (e >= 0) {
    const n = plan.employment.n;
    mask |= below(run.currentEmployment, n.present_employment_min_months[e]!, BIT.PRESENT_EMPLOYMENT_TOO_SHORT);
    mask |= below(run.totalEmployment, n.total_employment_min_months[e]!, BIT.TOTAL_EMPLOYMENT_TOO_SHORT);
  }
  const q = day.enquiry[slot]!;
  if (q >= 0) {
    const n = plan.enquiry.n;
    mask |= above(run.enquiries7, n.TotalEnquiriesLast7Days[q]!, BIT.ENQUIRIES_7D_EXCEEDED);
    mask |= above(run.enquiries30, n.TotalEnquiriesLast30Days[q]!, BIT.ENQUIRIES_30D_EXCEEDED);
    mask |= above(run.enquiries90, n.TotalEnquiriesLast90Days[q]!, BIT.ENQUIRIES_90D_EXCEEDED);
    mask |= above(run.enquiries180, n.TotalEnquiriesLast180Days[q]!, BIT.ENQUIRIES_180D_EXCEEDED);
  }
  const r = run.company.registration[slot]!;
  if (r >= 0) {
    const n = plan.registration.n;
    mask |= below(run.salary, n.salary_min[r]!, BIT.REGISTRATION_SALARY_BELOW_MIN);
    mask |= above(run.age, n.max_age[r]!, BIT.REGISTRATION_AGE_ABOVE_MAX);
  }
  return mask;
}

export function ruleMask(run: Run, slot: number, g: number): number {
  return generalMask(run, g) | otherGroupsMask(run, slot);
}

const NO_BANK_SALARY_ROWS = -1;
const NO_BANK_SALARY_ROW_MET = -2;

/** bank-salary.ts: the first row of the list sorted by effective minimum (greatest first, then lowest id) that the salary meets. */
export function chooseBankSalary(run: Run, slot: number): number {
  const from = run.company.bankSalary[2 * slot]!;
  const to = run.company.bankSalary[2 * slot + 1]!;
  if (from === to) return NO_BANK_SALARY_ROWS;
  const list = run.houseOwned ? run.day.bankSalary.alt : run.day.bankSalary.order;
  const minimum = run.houseOwned ? run.plan.bankSalary.n.owner_min : run.plan.bankSalary.n.other_min;
  for (let i = from; i < to; i++) {
    const row = list[i]!;
    if (run.salary >= minimum[row]!) return row;
  }
  return NO_BANK_SALARY_ROW_MET;
}

export function bankSalaryMask(run: Run, row: number): number {
  if (row === NO_BANK_SALARY_ROW_MET) return BIT.CATEGORY_SALARY_BELOW_MIN;
  return row >= 0 ? above(run.age, run.plan.bankSalary.n.max_age[row]!, BIT.CATEGORY_AGE_ABOVE_MAX) : 0;
}

/** tenure.ts: the smallest of the limits that apply, in whole months. */
export function grantMonths(run: Run, g: number, bankSalary: number): number {
  const n = run.plan.general.n;
  const { salary } = run;
  let months = run.requestedTenure;
  const high = n.high_salary_max_tenure_months[g]!;
  const highFrom = n.high_salary_threshold_for_tenure[g]!;
  if (isSet(high) && isSet(highFrom) && salary >= highFrom) months = Math.min(months, high);
  else if (isSet(n.max_tenure_months[g]!)) months = Math.min(months, n.max_tenure_months[g]!);
  if (!run.listed && isSet(n.non_listed_tenure_months[g]!)) months = Math.min(months, n.non_listed_tenure_months[g]!);
  if (bankSalary >= 0) {
    const b = run.plan.bankSalary.n;
    const threshold = b.cibil_threshold_for_tenure[bankSalary]!;
    const crossed = b.tenure_for_cibil_threshold_cross[bankSalary]!;
    if (!run.nullCibil && isSet(threshold) && isSet(crossed) && run.cibil >= threshold) months = Math.min(months, crossed);
    else if (isSet(b.max_tenure_months[bankSalary]!)) months = Math.min(months, b.max_tenure_months[bankSalary]!);
    if (run.nullCibil) {
      const nthFrom = b.null_cibil_nth_threshold[bankSalary]!;
      const nth = b.null_cibil_nth_max_tenure_months[bankSalary]!;
      if (isSet(nthFrom) && isSet(nth) && salary >= nthFrom) months = Math.min(months, nth);
      else if (isSet(b.null_cibil_max_tenure_months[bankSalary]!)) months = Math.min(months, b.null_cibil_max_tenure_months[bankSalary]!);
    }
  }
  return Number.isFinite(months) ? Math.max(0, Math.floor(months)) : 0;
}

/** A minimum below one month is read as one (tenure.ts). */
export function tenureMask(run: Run, g: number, months: number): number {
  const configured = run.plan.general.n.min_tenure_months[g]!;
  const minimum = Math.max(1, isSet(configured) ? configured : 1);
  return months >= minimum ? 0 : BIT.TENURE_BELOW_MIN;
}

/** amount.ts `chooseRate`: the slot's annual %, NaN when none is configured. */
export function chooseRate(run: Run, slot: number, g: number): void {
  const n = run.plan.general.n;
  const high = n.high_cibil_interest_rate[g]!;
  const threshold = n.high_cibil_threshold[g]!;
  const useHigh = !run.nullCibil && isSet(high) && isSet(threshold) && run.cibil >= threshold;
  run.s.rate[slot] = useHigh ? high : n.interest_rate[g]!;
}
