import { categoryRows } from './active-rows';
import { isSet } from './check';
import type { PairContext } from './context';
import { toPaise } from './money';
import { pickSalaryBand } from './salary-band';
import type { CapName, CategorySource, Limit, MultiplierRule } from './types';

export interface MultiplierChoice {
  row: MultiplierRule | null;
  source: CategorySource;
}

export function chooseMultiplierRow(rows: readonly MultiplierRule[], ctx: PairContext): MultiplierChoice {
  const { rows: applicable, source } = categoryRows(rows, ctx.category, ctx.date);
  return { row: pickSalaryBand(applicable, ctx.applicant.salary), source };
}

export function multiplierCap(salary: number, row: MultiplierRule | null): Limit<CapName>[] {
  if (row === null || !isSet(row.multiplier)) return [];
  return [{ name: 'multiplier', value: toPaise(salary * row.multiplier) }];
}
