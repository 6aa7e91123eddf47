import { check, isSet, type PendingCheck } from './check';
import { presentValue } from './amount';
import { floorToPaise, toPaise } from './money';
import type { CapName, ExistingLoan, FoirRule, Limit } from './types';

/** A secured loan the applicant keeps lets some banks stretch FOIR. */
export function hasRetainedSecuredLoan(loans: readonly ExistingLoan[], transferred: ReadonlySet<number>): boolean {
  return loans.some((loan, index) => loan.is_secured && !transferred.has(index));
}

export function foirPercent(row: FoirRule, securedRetained: boolean): number | null {
  if (securedRetained && isSet(row.foir_percent_with_secured)) return row.foir_percent_with_secured;
  return isSet(row.foir_percent) ? row.foir_percent : null;
}

/** E = salary × FOIR% − obligations: the most a new EMI may be. */
export function emiCapacity(salary: number, percent: number, obligations: number): number {
  return toPaise((salary * percent) / 100 - obligations);
}

export function foirCheck(salary: number, percent: number, obligations: number, capacity: number): PendingCheck {
  const passed = capacity > 0;
  return check('FOIR_EXCEEDED', passed, () => `EMI capacity ${capacity} = salary ${salary} × ${percent}% − obligations ${obligations} ${passed ? '>' : '≤'} 0`);
}

/** FOIR cap: the principal E a month repays over T months; floored so the EMI of A never exceeds E. */
export function foirCap(capacity: number, r: number, months: number): Limit<CapName>[] {
  return [{ name: 'foir', value: floorToPaise(presentValue(capacity, r, months)) }];
}
