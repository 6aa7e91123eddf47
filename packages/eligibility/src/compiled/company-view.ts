import { normaliseRegistrationType, resolveCategory } from '../active-rows';
import type { CategoryMapping, EvaluationInput } from '../types';
import type { CategoryLists, DayView } from './day-view';
import type { Plan } from './plan';

type Company = EvaluationInput['company'];
type Mappings = ReadonlyMap<string, readonly CategoryMapping[]>;

/** What one company makes of a day's rows: its category and registration row per slot. */
export interface CompanyView {
  readonly day: DayView;
  /** What the view was built from; another mappings object or registration type means rebuilding. */
  readonly mappings: Mappings;
  readonly registrationType: string | null;
  /** Per slot, [from, to) in the day's list (`order`/`alt`) of the rows that apply to the category. */
  readonly foir: Int32Array;
  readonly multiplier: Int32Array;
  readonly bankSalary: Int32Array;
  /** Per slot: the active registration row of the company's type, -1 for none. */
  readonly registration: Int32Array;
  /** Per allowed-type set of the plan: 1 when it holds the company's type. */
  readonly typeAllowed: Uint8Array;
}

const NO_MAPPINGS: readonly CategoryMapping[] = Object.freeze([]);
/** A category no row names, or none at all: both fall back to the category-less rows. */
const FALLBACK_ONLY = -2;

/** The category's own rows when it has active ones, else the rows without a category, else none. */
function applicable(lists: CategoryLists, slot: number, category: number, out: Int32Array): void {
  let own = -1;
  let fallback = -1;
  for (let d = lists.dirStart[slot]!; d < lists.dirStart[slot + 1]!; d++) {
    const c = lists.dirCat[d]!;
    if (c === category && category >= 0) own = d;
    else if (c === -1) fallback = d;
  }
  const d = own >= 0 ? own : fallback;
  out[2 * slot] = d < 0 ? 0 : lists.dirFrom[d]!;
  out[2 * slot + 1] = d < 0 ? 0 : lists.dirTo[d]!;
}

function registrationRow(plan: Plan, day: DayView, slot: number, type: number): number {
  if (type < 0) return -1;
  const { start, type: types } = plan.registration;
  for (let r = start[slot]!; r < start[slot + 1]!; r++) if (day.registrationActive[r] && types[r] === type) return r;
  return -1;
}

export function buildCompanyView(plan: Plan, day: DayView, company: Company, mappings: Mappings): CompanyView {
  const companyType = normaliseRegistrationType(company.registration_type);
  const type = companyType === null ? -1 : (plan.types.find(companyType) ?? -1);
  const view: CompanyView = {
    day,
    mappings,
    registrationType: company.registration_type,
    foir: new Int32Array(2 * plan.slots),
    multiplier: new Int32Array(2 * plan.slots),
    bankSalary: new Int32Array(2 * plan.slots),
    registration: new Int32Array(plan.slots).fill(-1),
    typeAllowed: Uint8Array.from(plan.typeSets, (set) => (companyType !== null && set.has(companyType) ? 1 : 0)),
  };
  for (const slot of day.evaluated) {
    const name = resolveCategory(mappings.get(plan.pairKey[slot]!) ?? NO_MAPPINGS, company.id, day.date);
    const category = name === null ? FALLBACK_ONLY : (plan.categories.find(name) ?? FALLBACK_ONLY);
    applicable(day.foir, slot, category, view.foir);
    applicable(day.multiplier, slot, category, view.multiplier);
    applicable(day.bankSalary, slot, category, view.bankSalary);
    view.registration[slot] = registrationRow(plan, day, slot, type);
  }
  return view;
}

/**
 * A view serves the same day object (a day pushed out of the cache and built again gives the same
 * answers, but the old one is let go), the same mappings object and the same registration type.
 */
export function fitsCompany(view: CompanyView, day: DayView, company: Company, mappings: Mappings): boolean {
  return view.day === day && view.mappings === mappings && view.registrationType === company.registration_type;
}
