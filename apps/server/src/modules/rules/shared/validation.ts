import { ZodError } from 'zod';
import type { Problem } from './rule-conflicts';

/**
 * Problems found against the database (clashes, unknown categories, rows of another pair).
 * Thrown as a ZodError so the error plugin answers exactly as for schema failures:
 * 400 with every message and `errors` keyed by field path (`rules.2.salary_min`).
 */
export function validationError(problems: Problem[]): ZodError {
  return new ZodError(problems.map((p) => ({ code: 'custom' as const, path: p.path, message: p.message, input: undefined })));
}

/** Stable comparison of stored and sent values (jsonb may reorder object keys). */
export function sameValue(a: unknown, b: unknown): boolean {
  return stable(a ?? null) === stable(b ?? null);
}

function stable(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
