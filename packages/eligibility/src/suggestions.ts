import type { SuggestionInput as AnsweredInput } from '@lbo/contracts/loan-application-answers';
import { hasNoCibil } from './context';
import type { Wording } from './check';
import { evaluatePair } from './evaluate-pair';
import { fixedRefusals, needsProof, noSuggestionReason } from './suggestion-reasons';
import type { CompiledInput, CompiledRuleSet } from './compiled';
import type { Applicant, EligibilityEntry, EnquiriesSummary, PairRules } from './types';

/** The enquiry windows, narrowest first, by the applicant's own field names. */
export const ENQUIRY_WINDOWS = ['CAPSLast7Days', 'CAPSLast30Days', 'CAPSLast90Days', 'CAPSLast180Days'] as const satisfies readonly (keyof EnquiriesSummary)[];

/** Every input a suggestion may change, in the order suggestions are listed; each one the answers' contract names. */
export const SUGGESTION_INPUTS = [
  'salary',
  'existingEmi',
  'tenure',
  'loanAmount',
  'cibilScore',
  ...ENQUIRY_WINDOWS,
] as const satisfies readonly AnsweredInput[];
export type SuggestionInput = (typeof SUGGESTION_INPUTS)[number];

/**
 * One input changed alone, from what the applicant gave to the nearest value that makes the pair
 * eligible. `from` is null only for `cibilScore` when the applicant has no credit history.
 */
interface Suggestion {
  input: SuggestionInput;
  from: number | null;
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
/** CIBIL scores run from 300 to 900; 0, -1 and null mean no credit history (context.ts). */
const MIN_SCORE = 300;
const MAX_SCORE = 900;

/**
 * What would make a refused pair eligible: for each of salary, existing EMIs, tenure, loan amount,
 * credit score and the enquiry count of each window, the nearest value that does it with every
 * other input unchanged (a higher salary or score, lower EMIs, fewer enquiries, another tenure, a
 * smaller loan). Money is found by a coarse scan for a value that works and a bisection back
 * towards the applicant's own, so the value suggested works and one step nearer does not; tenure
 * and score, which are few values, are scanned whole.
 */
export function suggestForPair(plan: CompiledRuleSet, input: CompiledInput, bankId: string, productId: string): SuggestionAnswer | null {
  const pair = plan.byKey.get(`${bankId}:${productId}`);
  if (!pair) return null;
  const rules = { ...pair, mappings: input.mappings.get(`${bankId}:${productId}`) ?? [] } as PairRules;
  const evaluate = (applicant: Applicant, wording: Wording) =>
    evaluatePair({ applicant, evaluationDate: input.evaluationDate, company: input.company, city: input.city, pairs: [] }, rules, wording);
  const eligibleWith = (applicant: Applicant) => evaluate(applicant, 'compact')?.eligibilityStatus === 'ELIGIBLE';
  const a = input.applicant as Applicant;
  if (eligibleWith(a)) return { suggestions: [], noSuggestionReason: 'The pair is already eligible.' };

  const refused = evaluate(a, 'explained') as EligibilityEntry;
  const fixed = fixedRefusals(refused, rules, input);
  // Checks that no suggested input moves: no suggestion can work, so none is looked for.
  if (fixed.length > 0 || needsProof(refused)) return { suggestions: [], noSuggestionReason: noSuggestionReason(refused, fixed) };

  const suggestions: Suggestion[] = [
    ...moneySuggestions(a, eligibleWith),
    ...tenureSuggestion(a, eligibleWith),
    ...scoreSuggestion(a, eligibleWith),
    ...enquirySuggestions(a, eligibleWith),
  ];
  if (suggestions.length > 0) return { suggestions: suggestions.sort((x, y) => SUGGESTION_INPUTS.indexOf(x.input) - SUGGESTION_INPUTS.indexOf(y.input)) };
  return { suggestions: [], noSuggestionReason: noSuggestionReason(refused, []) };
}

type Works = (applicant: Applicant) => boolean;

/** Salary up, existing EMIs down (all loans' instalments scaled together), loan amount down. */
function moneySuggestions(a: Applicant, eligibleWith: Works): Suggestion[] {
  const suggestions: Suggestion[] = [];
  const salary = searchUp(
    a.salary,
    SALARY_FACTORS.map((f) => Math.ceil((a.salary * f) / SALARY_STEP) * SALARY_STEP),
    SALARY_STEP,
    (s) => eligibleWith({ ...a, salary: s }),
  );
  if (salary !== null) suggestions.push({ input: 'salary', from: a.salary, to: salary });

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

  const amount = searchDown(a.requestedLoanAmount, AMOUNT_STEP, (x) => eligibleWith({ ...a, requestedLoanAmount: x }));
  if (amount !== null) suggestions.push({ input: 'loanAmount', from: a.requestedLoanAmount, to: amount });
  return suggestions;
}

/** The nearest number of months that works, shorter or longer. */
function tenureSuggestion(a: Applicant, eligibleWith: Works): Suggestion[] {
  let best: number | null = null;
  for (let t = 1; t <= Math.max(MAX_TENURE, a.requestedTenureMonths); t++) {
    if (t === a.requestedTenureMonths || !eligibleWith({ ...a, requestedTenureMonths: t })) continue;
    if (best === null || Math.abs(t - a.requestedTenureMonths) < Math.abs(best - a.requestedTenureMonths)) best = t;
  }
  return best === null ? [] : [{ input: 'tenure', from: a.requestedTenureMonths, to: best }];
}

/**
 * The lowest score above the applicant's that works (from 300 for an applicant with no credit
 * history). A score reaches the minimum score, the high-CIBIL rate and the salary band's CIBIL
 * tenure, and leaves the no-history limits behind; these need not all help, so every score is
 * tried. A lower score is never suggested: no applicant can aim for one.
 */
function scoreSuggestion(a: Applicant, eligibleWith: Works): Suggestion[] {
  const none = hasNoCibil(a.cibilScore);
  const start = none ? MIN_SCORE : Math.max(MIN_SCORE, Math.floor(a.cibilScore!) + 1);
  for (let score = start; score <= MAX_SCORE; score++) {
    if (eligibleWith({ ...a, cibilScore: score })) return [{ input: 'cibilScore', from: none ? null : a.cibilScore, to: score }];
  }
  return [];
}

/**
 * For each window, the most enquiries that work (eligibility only falls as a count rises). Enquiries
 * of a narrower window are also in every wider one, so a wider window's count is never suggested
 * below a narrower window's own: that would take two changes.
 */
function enquirySuggestions(a: Applicant, eligibleWith: Works): Suggestion[] {
  const counts = a.CIBIL_REPORT_PARAMETERS.ENQUIRIES_SUMMARY;
  return ENQUIRY_WINDOWS.flatMap((window, i) => {
    const from = Number(counts[window]) || 0;
    if (from <= 0) return [];
    const at = (n: number) => eligibleWith({ ...a, CIBIL_REPORT_PARAMETERS: { ...a.CIBIL_REPORT_PARAMETERS, ENQUIRIES_SUMMARY: { ...counts, [window]: n } } });
    const to = searchDown(from, 1, at);
    const floor = Math.max(0, ...ENQUIRY_WINDOWS.slice(0, i).map((w) => Number(counts[w]) || 0));
    return to === null || to < floor ? [] : [{ input: window, from, to }];
  });
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
