import type { FailureCode } from './codes';
import type { Check } from './types';

/** A rule value that constrains: null, absent or non-finite sets no constraint. */
export function isSet(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function check(code: FailureCode, passed: boolean, detail: string): Check {
  return { code, passed, detail };
}

/** Fails when `actual` < `limit`; no check at all when the limit is not set. */
export function atLeast(
  code: FailureCode,
  subject: string,
  actual: number,
  field: string,
  limit: number | null | undefined,
): Check[] {
  if (!isSet(limit)) return [];
  const passed = actual >= limit;
  return [check(code, passed, `${subject} ${actual} ${passed ? '≥' : '<'} ${field} ${limit}`)];
}

/** Fails when `actual` > `limit`; no check at all when the limit is not set. */
export function atMost(
  code: FailureCode,
  subject: string,
  actual: number,
  field: string,
  limit: number | null | undefined,
): Check[] {
  if (!isSet(limit)) return [];
  const passed = actual <= limit;
  return [check(code, passed, `${subject} ${actual} ${passed ? '≤' : '>'} ${field} ${limit}`)];
}

/** A yes/no requirement that only applies when the rule switches it on. */
export function required(code: FailureCode, when: boolean, met: boolean, detail: string): Check[] {
  return when ? [check(code, met, detail)] : [];
}
