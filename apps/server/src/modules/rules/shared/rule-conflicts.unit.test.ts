import { describe, expect, it } from 'vitest';
import { bandsOverlap, findConflicts, salaryBandConflict, sameSalaryTier, windowsOverlap } from './rule-conflicts';

const band = (salary_min: number | null, salary_max: number | null, extra: Record<string, unknown> = {}) => ({ salary_min, salary_max, ...extra });

describe('salary bands', () => {
  it.each([
    [band(0, 50000), band(40000, null), true],
    [band(0, 50000), band(50000, 100000), false],
    [band(50000, 100000), band(0, 50000), false],
    [band(0, 50000), band(50001, null), false],
    [band(null, null), band(1000, 2000), true],
    [band(25000, 25000), band(0, 50000), true],
    [band(25000, 25000), band(25000, 50000), true],
    [band(10, 20), band(30, 40), false],
    [band(null, 20000), band(null, 10000), true],
  ])('%o and %o overlap: %s', (a, b, expected) => {
    expect(bandsOverlap(a, b)).toBe(expected);
    expect(bandsOverlap(b, a)).toBe(expected);
  });

  it('treats bank-salary tiers with the same minimum (null as 0) as the same tier', () => {
    expect(sameSalaryTier({ salary_min: null }, { salary_min: 0 })).toBe(true);
    expect(sameSalaryTier({ salary_min: 25000 }, { salary_min: 30000 })).toBe(false);
  });

  it('compares validity windows inclusively with open ends', () => {
    expect(windowsOverlap({ valid_from: '2025-01-01', valid_to: '2025-03-31' }, { valid_from: '2025-03-31', valid_to: null })).toBe(true);
    expect(windowsOverlap({ valid_from: '2025-01-01', valid_to: '2025-03-31' }, { valid_from: '2025-04-01' })).toBe(false);
    expect(windowsOverlap({}, { valid_to: '2000-01-01' })).toBe(true);
  });
});

describe('findConflicts', () => {
  const path = (i: number) => ['rules', i];
  const a = 'cat-a';

  it('reports saved rows clashing with kept stored rows or with each other, not stored rows among themselves', () => {
    const stored = [
      band(0, 50000, { id: 's1', category_id: a }),
      band(40000, 60000, { id: 's2', category_id: a }), // already clashing with s1: not this save's business
    ];
    const saved = [band(70000, null, { category_id: a }), band(55000, 80000, { category_id: a }), band(0, null, { category_id: 'cat-b' })];
    expect(findConflicts(salaryBandConflict, stored, saved, path)).toEqual([
      { path: ['rules', 0, 'salary_min'], message: 'Salary band overlaps another active rule in the same category' },
      { path: ['rules', 1, 'salary_min'], message: 'Salary band overlaps another active rule in the same category' },
    ]);
  });

  it('lets a saved row replace its stored version', () => {
    const stored = [band(0, 50000, { id: 's1', category_id: null }), band(50000, null, { id: 's2', category_id: null })];
    expect(
      findConflicts(salaryBandConflict, stored, [band(0, 70000, { id: 's1', category_id: null }), band(70000, null, { id: 's2', category_id: null })], path),
    ).toEqual([]);
    expect(findConflicts(salaryBandConflict, stored, [band(0, 70000, { id: 's1', category_id: null })], path)).toHaveLength(1);
  });

  it('ignores inactive rows and rows whose windows do not meet', () => {
    const stored = [band(0, null, { id: 's1', is_active: false }), band(0, null, { id: 's2', valid_to: '2024-12-31' })];
    expect(findConflicts(salaryBandConflict, stored, [band(0, null, { valid_from: '2025-01-01' })], path)).toEqual([]);
  });
});
