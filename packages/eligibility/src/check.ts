import type { FailureCode } from './codes';
import type { Check } from './types';

/** A rule value that constrains: null, absent or non-finite sets no constraint. */
export function isSet(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A check's wording, or how to word it: written only when an explanation is asked for. */
export type Detail = string | (() => string);

/**
 * Whether an evaluation writes its explanation (`explained`) or only what a decision reads
 * (`compact`). Decisions never read a check's detail, and writing them is most of an evaluation's
 * garbage, so a compact evaluation skips them; the caller says which, per call.
 */
export type Wording = 'explained' | 'compact';

/** A check as the rules raise it: its detail is worded only if the evaluation is explained. */
export interface PendingCheck {
  code: FailureCode;
  passed: boolean;
  detail: Detail;
}

export function check(code: FailureCode, passed: boolean, detail: Detail): PendingCheck {
  return { code, passed, detail };
}

/**
 * The explanation's checks, their details written out. The checks are the evaluation's own, so
 * they are worded in place: an explanation allocates no second copy of them.
 */
export function wordChecks(checks: PendingCheck[]): Check[] {
  for (const c of checks) if (typeof c.detail === 'function') c.detail = c.detail();
  return checks as Check[];
}

/** Fails when `actual` < `limit`; no check at all when the limit is not set. */
export function atLeast(code: FailureCode, subject: string, actual: number, field: string, limit: number | null | undefined): PendingCheck[] {
  if (!isSet(limit)) return [];
  const passed = actual >= limit;
  return [check(code, passed, () => `${subject} ${actual} ${passed ? '≥' : '<'} ${field} ${limit}`)];
}

/** Fails when `actual` > `limit`; no check at all when the limit is not set. */
export function atMost(code: FailureCode, subject: string, actual: number, field: string, limit: number | null | undefined): PendingCheck[] {
  if (!isSet(limit)) return [];
  const passed = actual <= limit;
  return [check(code, passed, () => `${subject} ${actual} ${passed ? '≤' : '>'} ${field} ${limit}`)];
}

/** A yes/no requirement that only applies when the rule switches it on. */
export function required(code: FailureCode, when: boolean, met: boolean, detail: Detail): PendingCheck[] {
  return when ? [check(code, met, detail)] : [];
}
