import { categoryRows } from './active-rows';
import { isSet } from './check';
import type { PairContext } from './context';
import type { CategorySource } from './types';

interface Banded {
  id: string;
  salary_min: number | null;
  salary_max: number | null;
}

interface CategoryBanded extends Banded {
  category_id: string | null;
  is_active?: boolean | null;
  valid_from?: string | null;
  valid_to?: string | null;
}

/** The row a banded group (FOIR, multiplier) applies to the applicant, and which rows it came from. */
export interface BandChoice<T> {
  row: T | null;
  source: CategorySource;
}

function contains(row: Banded, salary: number): boolean {
  return (!isSet(row.salary_min) || row.salary_min <= salary) && (!isSet(row.salary_max) || salary <= row.salary_max);
}

function floorOf(row: Banded): number {
  return isSet(row.salary_min) ? row.salary_min : 0;
}

/**
 * The band holding the salary; overlapping bands resolve to the narrowest from below
 * (greatest salary_min, a null minimum counting as 0), then the lowest id.
 * `rows` must already be sorted by id.
 */
function pickSalaryBand<T extends Banded>(rows: readonly T[], salary: number): T | null {
  let best: T | null = null;
  for (const row of rows) {
    if (!contains(row, salary)) continue;
    if (best === null || floorOf(row) > floorOf(best)) best = row;
  }
  return best;
}

/** The applicant's category's active rows (else the default ones), then the band holding the salary. */
export function chooseBandRow<T extends CategoryBanded>(rows: readonly T[], ctx: PairContext): BandChoice<T> {
  const { rows: applicable, source } = categoryRows(rows, ctx.category, ctx.date);
  return { row: pickSalaryBand(applicable, ctx.applicant.salary), source };
}
