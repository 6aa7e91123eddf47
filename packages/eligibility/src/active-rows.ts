import type { CategoryMapping, CategorySource } from './types';

interface Windowed {
  is_active?: boolean | null;
  valid_from?: string | null;
  valid_to?: string | null;
}

/** Stored dates may carry a time part; only the calendar day counts. */
function day(value: string | null | undefined): string | null {
  return value ? value.slice(0, 10) : null;
}

/** Active: not switched off, and the date inside the (inclusive, open-ended) validity window. */
export function isActiveOn(row: Windowed, date: string): boolean {
  if (row.is_active === false) return false;
  const from = day(row.valid_from);
  const to = day(row.valid_to);
  return (from === null || from <= date) && (to === null || date <= to);
}

/** Plain code-unit order, so the result never depends on locale or storage order. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function byId<T extends { id: string }>(a: T, b: T): number {
  return compareIds(a.id, b.id);
}

interface Memo {
  date: string;
  active: readonly unknown[];
  picked?: Picked<unknown>;
  byCategory: Map<string | null, CategoryRows<unknown>>;
}

/**
 * Frozen row lists (a compiled rule set's) never change, and every evaluation of a day asks
 * the same questions of them: the answers are kept per list for the last date asked.
 */
const memos = new WeakMap<readonly unknown[], Memo>();

function memoOf(rows: readonly unknown[], date: string, compute: () => readonly unknown[]): Memo | null {
  if (!Object.isFrozen(rows)) return null;
  let memo = memos.get(rows);
  if (!memo || memo.date !== date) {
    memo = { date, active: Object.freeze(compute()), byCategory: new Map() };
    memos.set(rows, memo);
  }
  return memo;
}

function activeNow<T extends Windowed & { id: string }>(rows: readonly T[], date: string): T[] {
  return rows.filter((row) => isActiveOn(row, date)).sort(byId);
}

/** Active rows, lowest id first. */
export function activeRows<T extends Windowed & { id: string }>(rows: readonly T[], date: string): readonly T[] {
  const memo = memoOf(rows, date, () => activeNow(rows, date));
  return memo ? (memo.active as readonly T[]) : activeNow(rows, date);
}

export interface Picked<T> {
  row: T | null;
  activeCount: number;
}

/** "The one active row": when several are active, the lowest id wins. */
export function pickActive<T extends Windowed & { id: string }>(rows: readonly T[], date: string): Picked<T> {
  const memo = memoOf(rows, date, () => activeNow(rows, date));
  if (!memo) {
    const active = activeNow(rows, date);
    return { row: active[0] ?? null, activeCount: active.length };
  }
  memo.picked ??= Object.freeze({ row: memo.active[0] ?? null, activeCount: memo.active.length });
  return memo.picked as Picked<T>;
}

/**
 * Category of the company for this bank and product. Several active mappings are a data
 * error; a real category beats a null one, then the lowest category id wins.
 */
export function resolveCategory(mappings: readonly CategoryMapping[], companyId: string, date: string): string | null {
  const categories = mappings
    .filter((m) => m.company_id === companyId && isActiveOn(m, date))
    .map((m) => m.category_id)
    .filter((c): c is string => c !== null && c !== undefined && c !== '')
    .sort(compareIds);
  return categories[0] ?? null;
}

export interface CategoryRows<T> {
  rows: readonly T[];
  source: CategorySource;
}

/** Rows keyed on the category, falling back to the category-less rows, else none. */
export function categoryRows<T extends Windowed & { id: string; category_id: string | null }>(
  rows: readonly T[],
  category: string | null,
  date: string,
): CategoryRows<T> {
  const memo = memoOf(rows, date, () => activeNow(rows, date));
  if (!memo) return pickCategoryRows(activeNow(rows, date), category);
  let found = memo.byCategory.get(category) as CategoryRows<T> | undefined;
  if (!found) {
    found = pickCategoryRows(memo.active as readonly T[], category);
    Object.freeze(found.rows);
    memo.byCategory.set(category, found as CategoryRows<unknown>);
  }
  return found;
}

function pickCategoryRows<T extends { category_id: string | null }>(active: readonly T[], category: string | null): CategoryRows<T> {
  if (category !== null) {
    const own = active.filter((row) => row.category_id === category);
    if (own.length > 0) return { rows: own, source: 'category' };
  }
  const fallback = active.filter((row) => !row.category_id);
  return fallback.length > 0 ? { rows: fallback, source: 'default' } : { rows: [], source: 'none' };
}

/**
 * The rule editor offers the misspelt GOVERMENT; both spellings mean the same type. Spaces,
 * hyphens and slashes separate words, so 'Trust / Society' is TRUST_SOCIETY.
 */
export function normaliseRegistrationType(value: string | null | undefined): string | null {
  if (!value) return null;
  const upper = value
    .trim()
    .toUpperCase()
    .replace(/[\s/-]+/g, '_');
  return upper === 'GOVERMENT' ? 'GOVERNMENT' : upper;
}
