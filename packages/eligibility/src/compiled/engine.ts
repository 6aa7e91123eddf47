import type { CategoryMapping, EvaluationInput, PairRules } from '../types';
import { BoundedCache } from './bounded-cache';
import { buildCompanyView, fitsCompany, type CompanyView } from './company-view';
import { buildDayView, type DayView } from './day-view';
import { buildPlan, type Plan } from './plan';
import { createScratch, type Scratch } from './scratch';

/*
 * The compiled evaluation works things out at four levels, each as rarely as it can change:
 * - the rule-set version (plan.ts): pairs in name order ("slots"), rule values as columns (NaN:
 *   not set), switches and failure codes as bits, registration types normalised and numbered,
 *   identical obligation and balance-transfer rows shared as profiles;
 * - the evaluation date (day-view.ts): the row of each group that applies per slot, and the
 *   active rows of the category-keyed groups, sorted for the choice;
 * - the company (company-view.ts): its category and registration row per slot;
 * - the applicant (applicant.ts): transfers and obligations once per distinct profile;
 * and then a loop over the slots (evaluate.ts) that writes into typed arrays, and the answer
 * objects built once, in order (answer.ts). The reference (evaluate-pair.ts) stays the oracle:
 * compiled-differential.test.ts and engine-soak.ts compare the two pair by pair.
 */

/** Requests name today, or a date a user picked: a few days cover them. */
const DAYS_KEPT = 4;
/** A company view holds seven 4-byte numbers a pair: 32 views of 5,000 pairs are 4.5 MB. */
const COMPANIES_KEPT = 32;

/** A compiled rule-set version: its plan, the views of the days and companies asked about lately, and its working memory. */
export interface Engine {
  readonly plan: Plan;
  readonly days: BoundedCache<string, DayView>;
  /** Keyed `${date}\u0000${companyId}`; a view is used only for the mappings object and registration type it was built from. */
  readonly companies: BoundedCache<string, CompanyView>;
  readonly scratch: Scratch;
}

export function createEngine(pairs: readonly Omit<PairRules, 'mappings'>[]): Engine {
  const plan = buildPlan(pairs);
  return { plan, days: new BoundedCache(DAYS_KEPT), companies: new BoundedCache(COMPANIES_KEPT), scratch: createScratch(plan) };
}

export function dayView(engine: Engine, date: string): DayView {
  let day = engine.days.get(date);
  if (day === undefined) {
    day = buildDayView(engine.plan, date);
    engine.days.set(date, day);
  }
  return day;
}

export function companyView(
  engine: Engine,
  day: DayView,
  company: EvaluationInput['company'],
  mappings: ReadonlyMap<string, readonly CategoryMapping[]>,
): CompanyView {
  const key = `${day.date}\u0000${company.id}`;
  let view = engine.companies.get(key);
  if (view === undefined || !fitsCompany(view, day, company, mappings)) {
    view = buildCompanyView(engine.plan, day, company, mappings);
    engine.companies.set(key, view);
  }
  return view;
}
