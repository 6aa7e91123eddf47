import { categoryRows } from './active-rows';
import { atMost, check, isSet, type PendingCheck } from './check';
import { categoryWords, type PairContext } from './context';
import { rupees } from './money';
import type { BankSalaryRule, CategorySource } from './types';

export interface BankSalaryChoice {
  row: BankSalaryRule | null;
  source: CategorySource;
  checks: PendingCheck[];
  notes: string[];
}

/** House owners may qualify on a lower (conditional) minimum when the bank sets one. */
export function effectiveMinimum(row: BankSalaryRule, isHouseowned: boolean): number {
  if (isHouseowned && isSet(row.conditional_min_salary)) return row.conditional_min_salary;
  return isSet(row.salary_min) ? row.salary_min : 0;
}

export function chooseBankSalaryRow(rows: readonly BankSalaryRule[], ctx: PairContext): BankSalaryChoice {
  const { rows: applicable, source } = categoryRows(rows, ctx.category, ctx.date);
  if (applicable.length === 0) return { row: null, source, checks: [], notes: [] };

  const fallback = source === 'default' && ctx.category !== null ? [`No salary bands for ${categoryWords(ctx)}; the bands without a category apply`] : [];
  const { salary, age, isHouseowned } = ctx.applicant;
  let chosen: BankSalaryRule | null = null;
  // Rows arrive sorted by id, so a strict ">" keeps the lowest id among equal minimums.
  for (const row of applicable) {
    const min = effectiveMinimum(row, isHouseowned);
    if (salary >= min && (chosen === null || min > effectiveMinimum(chosen, isHouseowned))) chosen = row;
  }

  if (chosen === null) {
    const lowest = Math.min(...applicable.map((row) => effectiveMinimum(row, isHouseowned)));
    return {
      row: null,
      source,
      checks: [check('CATEGORY_SALARY_BELOW_MIN', false, () => `salary ${salary} < lowest bank-salary minimum ${lowest}`)],
      notes: [...fallback, 'The salary meets no salary band, so no salary-band tenure or amount limits apply'],
    };
  }

  const min = effectiveMinimum(chosen, isHouseowned);
  const field = isHouseowned && isSet(chosen.conditional_min_salary) ? 'conditional_min_salary' : 'salary_min';
  const houseOwners = field === 'conditional_min_salary';
  const bandsOf = source === 'category' ? ` for ${categoryWords(ctx)}` : ' from the bands without a category';
  return {
    row: chosen,
    source,
    checks: [
      check('CATEGORY_SALARY_BELOW_MIN', true, () => `salary ${salary} ≥ ${field} ${min}`),
      ...atMost('CATEGORY_AGE_ABOVE_MAX', 'age', age, 'max_age (bank salary)', chosen.max_age),
    ],
    notes: [...fallback, `Salary band ${rupees(min)} and above${houseOwners ? ' (for house owners)' : ''} chosen${bandsOf}: the highest band the salary meets`],
  };
}
