import type { FailureCode } from './codes';
import type { Check } from './types';

/** A rule value that constrains: null, absent or non-finite sets no constraint. */
export function isSet(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A check's wording, or how to word it: written only when an explanation is asked for. */
export type Detail = string | (() => string);

let wording = true;

/**
 * Runs `work` with check details written (`true`, for explanations) or left empty. Decisions
 * never read a detail, and writing them is most of an evaluation's garbage, so a compact
 * evaluation skips them. Evaluation is synchronous, so one switch for the module is safe.
 */
export function withDetails<T>(on: boolean, work: () => T): T {
  const before = wording;
  wording = on;
  try {
    return work();
  } finally {
    wording = before;
  }
}

export function detailsOn(): boolean {
  return wording;
}

export function check(code: FailureCode, passed: boolean, detail: Detail): Check {
  return { code, passed, detail: wording ? (typeof detail === 'function' ? detail() : detail) : '' };
}

/** Fails when `actual` < `limit`; no check at all when the limit is not set. */
export function atLeast(code: FailureCode, subject: string, actual: number, field: string, limit: number | null | undefined): Check[] {
  if (!isSet(limit)) return [];
  const passed = actual >= limit;
  return [check(code, passed, () => `${subject} ${actual} ${passed ? '≥' : '<'} ${field} ${limit}`)];
}

/** Fails when `actual` > `limit`; no check at all when the limit is not set. */
export function atMost(code: FailureCode, subject: string, actual: number, field: string, limit: number | null | undefined): Check[] {
  if (!isSet(limit)) return [];
  const passed = actual <= limit;
  return [check(code, passed, () => `${subject} ${actual} ${passed ? '≤' : '>'} ${field} ${limit}`)];
}

/** A yes/no requirement that only applies when the rule switches it on. */
export function required(code: FailureCode, when: boolean, met: boolean, detail: Detail): Check[] {
  return when ? [check(code, met, detail)] : [];
}
