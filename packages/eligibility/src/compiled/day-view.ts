import { isActiveOn } from '../active-rows';
import { Interner, type RowTable } from './row-table';
import type { BandTable } from './plan-bands';
import type { Plan } from './plan';

/**
 * The active rows of a category-keyed group, per slot and category, each list sorted for the
 * choice: greatest key first, then the lowest id (the reference keeps the first of equal keys in
 * id order), so the first row that fits is the one the reference picks.
 */
export interface CategoryLists {
  readonly order: Int32Array;
  /** The same lists sorted on the second key (bank salary: the minimum for house owners); `order` itself when there is none. */
  readonly alt: Int32Array;
  /** Slot p's lists are entries dirStart[p] … dirStart[p + 1] - 1 of dirCat, dirFrom, dirTo. */
  readonly dirStart: Int32Array;
  /** -1: the rows without a category. */
  readonly dirCat: Int32Array;
  readonly dirFrom: Int32Array;
  readonly dirTo: Int32Array;
}

/** What one evaluation date makes of the plan: the active row of each group per slot. */
export interface DayView {
  readonly date: string;
  /** Slots with an active general row (the evaluated pairs), in slot order. */
  readonly evaluated: Int32Array;
  /** The evaluated slots of one loan type, filled as purposes are asked for. */
  readonly evaluatedOfType: Map<string, Int32Array>;
  /** Per slot: the applying row of the group, -1 for none. */
  readonly general: Int32Array;
  readonly employment: Int32Array;
  readonly enquiry: Int32Array;
  /** Per slot: the applying charges row, -1 for none (no charges). */
  readonly charges: Int32Array;
  /** Per slot: the balance-transfer profile (0: no active row). */
  readonly transfer: Int32Array;
  /** Per slot: its (obligation profile, transfer profile) combination. */
  readonly combo: Int32Array;
  readonly comboObligation: Int32Array;
  readonly comboTransfer: Int32Array;
  /** The transfer profiles some evaluated slot uses. */
  readonly transfersInUse: Int32Array;
  readonly registrationActive: Uint8Array;
  readonly foir: CategoryLists;
  readonly multiplier: CategoryLists;
  readonly bankSalary: CategoryLists;
}

/** The reference's own test of a row on a date, once per row and day. */
function activeFlags(rows: readonly unknown[], date: string): Uint8Array {
  const active = new Uint8Array(rows.length);
  for (let r = 0; r < rows.length; r++) active[r] = isActiveOn(rows[r] as Parameters<typeof isActiveOn>[0], date) ? 1 : 0;
  return active;
}

/** Per slot, the first active row (lowest id): the reference's "several active rows: lowest id applies". */
function firstActive(table: RowTable<unknown>, date: string): Int32Array {
  const active = activeFlags(table.rows, date);
  const first = new Int32Array(table.start.length - 1).fill(-1);
  for (let slot = 0; slot < first.length; slot++) {
    for (let r = table.start[slot]!; r < table.start[slot + 1]!; r++) {
      if (active[r]) {
        first[slot] = r;
        break;
      }
    }
  }
  return first;
}

function categoryLists(table: BandTable<string>, date: string, key: Float64Array, altKey?: Float64Array): CategoryLists {
  const active = activeFlags(table.rows, date);
  const slots = table.start.length - 1;
  const order: number[] = [];
  const alt: number[] = [];
  const dirStart = new Int32Array(slots + 1);
  const dirCat: number[] = [];
  const dirFrom: number[] = [];
  const dirTo: number[] = [];
  for (let slot = 0; slot < slots; slot++) {
    const byCategory = new Map<number, number[]>();
    for (let r = table.start[slot]!; r < table.start[slot + 1]!; r++) {
      if (!active[r]) continue;
      const category = table.category[r]!;
      const list = byCategory.get(category);
      if (list) list.push(r);
      else byCategory.set(category, [r]);
    }
    for (const [category, rows] of byCategory) {
      dirCat.push(category);
      dirFrom.push(order.length);
      // Array sort is stable: equal keys stay in id order.
      order.push(...[...rows].sort((a, b) => key[b]! - key[a]!));
      if (altKey) alt.push(...[...rows].sort((a, b) => altKey[b]! - altKey[a]!));
      dirTo.push(order.length);
    }
    dirStart[slot + 1] = dirCat.length;
  }
  const sorted = Int32Array.from(order);
  return {
    order: sorted,
    alt: altKey ? Int32Array.from(alt) : sorted,
    dirStart,
    dirCat: Int32Array.from(dirCat),
    dirFrom: Int32Array.from(dirFrom),
    dirTo: Int32Array.from(dirTo),
  };
}

/** Which obligation and transfer profiles go together on this day, numbered, so an applicant's obligations are worked out once per combination. */
function combinations(plan: Plan, evaluated: Int32Array, date: string) {
  const obligation = firstActive(plan.obligation, date);
  const transferRow = firstActive(plan.transfer, date);
  const profileOf = (profiles: Int32Array, row: number) => (row < 0 ? 0 : profiles[row]!);
  const transfer = Int32Array.from(transferRow, (row) => profileOf(plan.transfer.profile, row));
  const combos = new Interner<number>();
  const comboObligation: number[] = [];
  const comboTransfer: number[] = [];
  const inUse = new Set<number>();
  const combo = new Int32Array(plan.slots).fill(-1);
  for (const slot of evaluated) {
    const o = profileOf(plan.obligation.profile, obligation[slot]!);
    const b = transfer[slot]!;
    const id = combos.id(o * plan.transfer.profileCount + b);
    comboObligation[id] = o;
    comboTransfer[id] = b;
    combo[slot] = id;
    inUse.add(b);
  }
  return {
    transfer,
    combo,
    comboObligation: Int32Array.from(comboObligation),
    comboTransfer: Int32Array.from(comboTransfer),
    transfersInUse: Int32Array.from(inUse),
  };
}

/** The slots a loan purpose leaves of the day's (every evaluated slot without one): filtered once per day and type. */
export function evaluatedFor(plan: Plan, day: DayView, purpose: string | null | undefined): Int32Array {
  if (!purpose) return day.evaluated;
  let slots = day.evaluatedOfType.get(purpose);
  if (slots === undefined) {
    slots = day.evaluated.filter((slot) => plan.productType[slot] === purpose);
    day.evaluatedOfType.set(purpose, slots);
  }
  return slots;
}

export function buildDayView(plan: Plan, date: string): DayView {
  const general = firstActive(plan.general, date);
  const slots: number[] = [];
  general.forEach((row, slot) => {
    if (row >= 0) slots.push(slot);
  });
  const evaluated = Int32Array.from(slots);
  const bands = plan.bankSalary.n;
  return {
    date,
    evaluated,
    evaluatedOfType: new Map(),
    general,
    employment: firstActive(plan.employment, date),
    enquiry: firstActive(plan.enquiry, date),
    charges: firstActive(plan.charges, date),
    ...combinations(plan, evaluated, date),
    registrationActive: activeFlags(plan.registration.rows, date),
    foir: categoryLists(plan.foir, date, plan.foir.n.floor),
    multiplier: categoryLists(plan.multiplier, date, plan.multiplier.n.floor),
    bankSalary: categoryLists(plan.bankSalary, date, bands.other_min, bands.owner_min),
  };
}
