import { RULE_MESSAGES } from '@lbo/contracts/rules';

/** The fields the clash checks read; stored rows and rows of a save both have them. */
export interface ClashRow {
  id?: string;
  is_active?: boolean | null;
  valid_from?: string | null;
  valid_to?: string | null;
  [field: string]: unknown;
}

/** What makes two active rows of one group ambiguous for the engine. */
export interface ConflictRule {
  /** The field a clash is reported on. */
  field: string;
  message: string;
  /** Only rows with the same key can clash (the category, the registration type). */
  key(row: ClashRow): string;
  clash(a: ClashRow, b: ClashRow): boolean;
}

export interface Problem {
  path: (string | number)[];
  message: string;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Null category is a category of its own (the fallback rows). */
const categoryKey = (row: ClashRow) => (typeof row.category_id === 'string' ? row.category_id : 'none');

/**
 * Salary bands overlap when they share more than a boundary value: 0–25000 and 25000–50000
 * may meet (the engine gives 25000 to the higher band), 0–30000 and 25000–50000 may not.
 * A null minimum is 0, a null maximum is open-ended.
 */
export function bandsOverlap(a: ClashRow, b: ClashRow): boolean {
  const aLo = num(a.salary_min) ?? 0;
  const aHi = num(a.salary_max) ?? Infinity;
  const bLo = num(b.salary_min) ?? 0;
  const bHi = num(b.salary_max) ?? Infinity;
  const lo = Math.max(aLo, bLo);
  const hi = Math.min(aHi, bHi);
  if (lo > hi) return false;
  if (lo < hi) return true;
  const meetAtEdge = (aHi === bLo && aLo < aHi) || (bHi === aLo && bLo < bHi);
  return !meetAtEdge;
}

/** Bank-salary rows are tiers by minimum salary; two tiers with the same minimum are ambiguous. */
export function sameSalaryTier(a: ClashRow, b: ClashRow): boolean {
  return (num(a.salary_min) ?? 0) === (num(b.salary_min) ?? 0);
}

/** Validity windows (inclusive, null open) that share at least one day. */
export function windowsOverlap(a: ClashRow, b: ClashRow): boolean {
  const aFrom = a.valid_from ?? '0000-01-01';
  const aTo = a.valid_to ?? '9999-12-31';
  const bFrom = b.valid_from ?? '0000-01-01';
  const bTo = b.valid_to ?? '9999-12-31';
  return aFrom <= bTo && bFrom <= aTo;
}

export const salaryBandConflict: ConflictRule = {
  field: 'salary_min',
  message: RULE_MESSAGES.bandOverlap,
  key: categoryKey,
  clash: bandsOverlap,
};

const salaryTierConflict: ConflictRule = {
  field: 'salary_min',
  message: RULE_MESSAGES.bandOverlap,
  key: categoryKey,
  clash: sameSalaryTier,
};

const registrationTypeConflict: ConflictRule = {
  field: 'registration_type',
  message: RULE_MESSAGES.duplicateRegistrationType,
  key: (row) => String(row.registration_type ?? ''),
  clash: () => true,
};

/**
 * Clashes among the active rows of one pair after a save: the stored rows the save does not
 * replace, plus the saved rows. Only saved rows are reported (`prefix` + index + field).
 */
export function findConflicts(
  rule: ConflictRule,
  stored: readonly ClashRow[],
  saved: readonly ClashRow[],
  pathOf: (index: number) => (string | number)[],
): Problem[] {
  const replaced = new Set(saved.map((r) => r.id).filter(Boolean));
  const kept = stored.filter((r) => !replaced.has(r.id));
  const active = (r: ClashRow) => r.is_active !== false;
  const clashes = (a: ClashRow, b: ClashRow) => active(a) && active(b) && rule.key(a) === rule.key(b) && windowsOverlap(a, b) && rule.clash(a, b);

  const flagged = new Set<number>();
  saved.forEach((row, i) => {
    if (kept.some((other) => clashes(row, other))) flagged.add(i);
    saved.forEach((other, j) => {
      if (j !== i && clashes(row, other)) flagged.add(i);
    });
  });
  return [...flagged].sort((a, b) => a - b).map((i) => ({ path: [...pathOf(i), rule.field], message: rule.message }));
}

/** The clash rules a group definition may name. */
export const CONFLICT_RULES: Record<'salaryBand' | 'salaryTier' | 'registrationType', ConflictRule> = {
  salaryBand: salaryBandConflict,
  salaryTier: salaryTierConflict,
  registrationType: registrationTypeConflict,
};
