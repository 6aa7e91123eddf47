import { isSet } from './check';
import { toPaise } from './money';
import type { CapName, Limit, MultiplierRule } from './types';

export function multiplierCap(salary: number, row: MultiplierRule | null): Limit<CapName>[] {
  if (row === null || !isSet(row.multiplier)) return [];
  return [{ name: 'multiplier', value: toPaise(salary * row.multiplier) }];
}
