import { describe, expect, it } from 'vitest';
import { categoryRows, isActiveOn, normaliseRegistrationType, pickActive, resolveCategory } from './active-rows';
import { employmentRule, evaluateOne, foirRule } from './test-support/fixtures';

const D = '2025-06-15';

describe('isActiveOn', () => {
  it('treats is_active null like true and false as off', () => {
    expect(isActiveOn({ is_active: null }, D)).toBe(true);
    expect(isActiveOn({}, D)).toBe(true);
    expect(isActiveOn({ is_active: false }, D)).toBe(false);
  });

  it('holds inside an inclusive window with open null ends', () => {
    expect(isActiveOn({ valid_from: D, valid_to: D }, D)).toBe(true);
    expect(isActiveOn({ valid_from: '2025-06-16' }, D)).toBe(false);
    expect(isActiveOn({ valid_to: '2025-06-14' }, D)).toBe(false);
    expect(isActiveOn({ valid_from: null, valid_to: '2099-12-31' }, D)).toBe(true);
    expect(isActiveOn({ valid_from: '', valid_to: '' }, D)).toBe(true);
  });

  it('compares calendar days when a stored date carries a time', () => {
    expect(isActiveOn({ valid_to: '2025-06-15T00:00:00.000Z' }, D)).toBe(true);
    expect(isActiveOn({ valid_from: '2025-06-15T23:59:59+05:30' }, D)).toBe(true);
  });
});

describe('pickActive', () => {
  it('picks the active row with the lowest id whatever the stored order', () => {
    const rows = [{ id: 'c' }, { id: 'a', is_active: false }, { id: 'b' }, { id: 'd', valid_to: '2020-01-01' }];
    expect(pickActive(rows, D)).toEqual({ row: { id: 'b' }, activeCount: 2 });
    expect(pickActive([...rows].reverse(), D).row?.id).toBe('b');
    expect(pickActive([], D)).toEqual({ row: null, activeCount: 0 });
  });
});

describe('resolveCategory', () => {
  const m = (company_id: string, category_id: string | null, is_active: boolean | null = true) => ({ company_id, category_id, is_active });

  it('is the category of the active mapping for the company', () => {
    expect(resolveCategory([m('x', 'cat-x'), m('c1', 'cat-1'), m('c1', 'cat-0', false)], 'c1', D)).toBe('cat-1');
  });

  it('is null without an active mapping, or when the mapping has no category', () => {
    expect(resolveCategory([m('c1', 'cat-1', false)], 'c1', D)).toBeNull();
    expect(resolveCategory([m('c1', null)], 'c1', D)).toBeNull();
    expect(resolveCategory([], 'c1', D)).toBeNull();
  });

  it('prefers a real category, then the lowest id, when several mappings are active', () => {
    expect(resolveCategory([m('c1', null), m('c1', 'cat-b'), m('c1', 'cat-a')], 'c1', D)).toBe('cat-a');
  });
});

describe('categoryRows', () => {
  const rows = [
    { id: '3', category_id: 'cat-2' },
    { id: '2', category_id: null },
    { id: '1', category_id: 'cat-1' },
    { id: '0', category_id: 'cat-1', is_active: false },
  ];

  it('uses the rows of the category', () => {
    expect(categoryRows(rows, 'cat-1', D)).toEqual({ rows: [{ id: '1', category_id: 'cat-1' }], source: 'category' });
  });

  it('falls back to the rows without a category', () => {
    expect(categoryRows(rows, 'cat-9', D)).toEqual({ rows: [{ id: '2', category_id: null }], source: 'default' });
    expect(categoryRows(rows, null, D).rows.map((r) => r.id)).toEqual(['2']);
  });

  it('sets no constraint when neither exists', () => {
    expect(
      categoryRows(
        rows.filter((r) => r.category_id !== null),
        'cat-9',
        D,
      ),
    ).toEqual({ rows: [], source: 'none' });
  });
});

describe('normaliseRegistrationType', () => {
  // The editor's misspelt GOVERMENT is GOVERNMENT; case and spacing do not matter.
  it.each([
    ['GOVERMENT', 'GOVERNMENT'],
    ['Government', 'GOVERNMENT'],
    [' private limited ', 'PRIVATE_LIMITED'],
    ['Public Limited', 'PUBLIC_LIMITED'],
    ['one-person company', 'ONE_PERSON_COMPANY'],
    ['Trust / Society', 'TRUST_SOCIETY'],
    [null, null],
  ])('reads %j as %j', (spelling, type) => {
    expect(normaliseRegistrationType(spelling)).toBe(type);
  });
});

describe('validity in an evaluation', () => {
  it('ignores an expired employment row and a FOIR row not yet valid', () => {
    const entry = evaluateOne({
      employment: [employmentRule({ present_employment_min_months: 99, valid_to: '2025-06-14' })],
      foir: [foirRule({ id: 'f-future', foir_percent: 10, valid_from: '2025-06-16' }), foirRule({ id: 'f-now' })],
    });
    expect(entry.failureCodes).toEqual([]);
    expect(entry.explanation.ruleIds).toMatchObject({ employment: null, foir: 'f-now' });
    expect(entry.loanAmountDetails.eligibleAmount).toBe(899000);
  });

  it('applies a row on the first and last day of its window', () => {
    const rule = (o: Parameters<typeof employmentRule>[0]) => ({ employment: [employmentRule({ present_employment_min_months: 99, ...o })] });
    expect(evaluateOne(rule({ valid_from: D })).failureCodes).toEqual(['PRESENT_EMPLOYMENT_TOO_SHORT']);
    expect(evaluateOne(rule({ valid_to: D })).failureCodes).toEqual(['PRESENT_EMPLOYMENT_TOO_SHORT']);
    expect(evaluateOne(rule({ is_active: false })).failureCodes).toEqual([]);
  });

  it('uses the evaluation date it is given', () => {
    const rule = { employment: [employmentRule({ present_employment_min_months: 99, valid_from: '2026-01-01' })] };
    expect(evaluateOne(rule).failureCodes).toEqual([]);
    expect(evaluateOne(rule, { evaluationDate: '2026-01-01' }).failureCodes).toEqual(['PRESENT_EMPLOYMENT_TOO_SHORT']);
  });
});
