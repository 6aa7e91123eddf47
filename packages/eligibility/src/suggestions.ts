import { withDetails } from './check';
import { evaluatePair } from './evaluate-pair';
import type { CompiledInput, CompiledRuleSet } from './compiled';
import type { Applicant, PairRules } from './types';

export type SuggestionInput = 'salary' | 'existingEmi' | 'tenure' | 'loanAmount';

/** One input changed alone, from what the applicant gave to the nearest value that makes the pair eligible. */
export interface Suggestion {
  input: SuggestionInput;
  from: number;
  to: number;
}

export interface SuggestionAnswer {
  suggestions: Suggestion[];
  noSuggestionReason?: string;
}

/** Exact to the rupee: the suggested figure works and one rupee nearer the applicant's does not. */
const SALARY_STEP = 1;
const AMOUNT_STEP = 1;
const EMI_STEP = 1;
const MAX_TENURE = 360;
const SALARY_FACTORS = [1.05, 1.1, 1.25, 1.5, 2, 3, 5, 10];

/**
 * What would make a refused pair eligible: for each of salary, existing EMIs,
 * tenure and loan amount, the nearest value that does it with every other input
 * unchanged (a higher salary, lower EMIs, another tenure, a smaller loan). Each
 * is found by a coarse scan for a value that works and a bisection back towards
 * the applicant's own, so the value suggested works and one step nearer does not.
 */
export function suggestForPair(plan: CompiledRuleSet, input: CompiledInput, bankId: string, productId: string): SuggestionAnswer | null {
  const pair = plan.byKey.get(`${bankId}:${productId}`);
  if (!pair) return null;
  const rules = { ...pair, mappings: input.mappings.get(`${bankId}:${productId}`) ?? [] } as PairRules;
  const eligibleWith = (applicant: Applicant) =>
    withDetails(false, () => evaluatePair({ applicant, evaluationDate: input.evaluationDate, company: input.company, city: input.city, pairs: [] }, rules))
      ?.eligibilityStatus === 'ELIGIBLE';
  const a = input.applicant as Applicant;
  if (eligibleWith(a)) return { suggestions: [], noSuggestionReason: 'The pair is already eligible.' };

  const suggestions: Suggestion[] = [];

  // Salary: up from the applicant's.
  const salaryAt = (s: number) => eligibleWith({ ...a, salary: s });
  const salary = searchUp(
    a.salary,
    SALARY_FACTORS.map((f) => Math.ceil((a.salary * f) / SALARY_STEP) * SALARY_STEP),
    SALARY_STEP,
    salaryAt,
  );
  if (salary !== null) suggestions.push({ input: 'salary', from: a.salary, to: salary });

  // Existing EMIs: all loans' instalments scaled down together (closing or reducing them).
  const loans = a.CIBIL_REPORT_PARAMETERS.Loans;
  const totalEmi = loans.reduce((sum, l) => sum + (l.emi_amount || 0), 0);
  if (totalEmi > 0) {
    const emiAt = (total: number) =>
      eligibleWith({
        ...a,
        CIBIL_REPORT_PARAMETERS: { ...a.CIBIL_REPORT_PARAMETERS, Loans: loans.map((l) => ({ ...l, emi_amount: (l.emi_amount * total) / totalEmi })) },
      });
    const emi = searchDown(totalEmi, EMI_STEP, emiAt);
    if (emi !== null) suggestions.push({ input: 'existingEmi', from: totalEmi, to: emi });
  }

  // Tenure: the nearest number of months that works, shorter or longer.
  let bestTenure: number | null = null;
  for (let t = 1; t <= Math.max(MAX_TENURE, a.requestedTenureMonths); t++) {
    if (t === a.requestedTenureMonths || !eligibleWith({ ...a, requestedTenureMonths: t })) continue;
    if (bestTenure === null || Math.abs(t - a.requestedTenureMonths) < Math.abs(bestTenure - a.requestedTenureMonths)) bestTenure = t;
  }
  if (bestTenure !== null) suggestions.push({ input: 'tenure', from: a.requestedTenureMonths, to: bestTenure });

  // Loan amount: down from the one requested.
  const amount = searchDown(a.requestedLoanAmount, AMOUNT_STEP, (x) => eligibleWith({ ...a, requestedLoanAmount: x }));
  if (amount !== null) suggestions.push({ input: 'loanAmount', from: a.requestedLoanAmount, to: amount });

  return suggestions.length > 0
    ? { suggestions }
    : {
        suggestions: [],
        noSuggestionReason: 'No change of salary, existing EMIs, tenure or loan amount alone makes this pair eligible: it refuses on other grounds.',
      };
}

/** The smallest multiple of `step` above `from` that works, scanning `probes` upwards for a first value that does. */
function searchUp(from: number, probes: number[], step: number, works: (v: number) => boolean): number | null {
  let below = from;
  for (const probe of probes) {
    if (probe <= below) continue;
    if (works(probe)) return bisect(below, probe, step, works, 'up');
    below = probe;
  }
  return null;
}

/** The largest multiple of `step` below `from` that works, scanning down in tenths for a first value that does. */
function searchDown(from: number, step: number, works: (v: number) => boolean): number | null {
  let above = from;
  for (let i = 9; i >= 0; i--) {
    const probe = Math.floor((from * i) / 10 / step) * step;
    if (probe >= above) continue;
    if (works(probe)) return bisect(probe, above, step, works, 'down');
    above = probe;
  }
  return null;
}

/**
 * Between a value that fails and one that works (`up`: low fails, high works; `down`: low
 * works, high fails), the working multiple of `step` nearest the failing side.
 */
function bisect(low: number, high: number, step: number, works: (v: number) => boolean, direction: 'up' | 'down'): number {
  let lo = direction === 'up' ? Math.floor(low / step) : Math.ceil(low / step);
  let hi = direction === 'up' ? Math.ceil(high / step) : Math.floor(high / step);
  // Invariant, in steps: up — lo fails (or is the start), hi works; down — lo works, hi fails.
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    const ok = works(mid * step);
    if (direction === 'up') {
      if (ok) hi = mid;
      else lo = mid;
    } else if (ok) lo = mid;
    else hi = mid;
  }
  return (direction === 'up' ? hi : lo) * step;
}
