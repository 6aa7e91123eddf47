import { isSet } from './check';

interface Banded {
  id: string;
  salary_min: number | null;
  salary_max: number | null;
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
export function pickSalaryBand<T extends Banded>(rows: readonly T[], salary: number): T | null {
  let best: T | null = null;
  for (const row of rows) {
    if (!contains(row, salary)) continue;
    if (best === null || floorOf(row) > floorOf(best)) best = row;
  }
  return best;
}
