import { describe, expect, it } from 'vitest';
import { RULE_CHECK_RANGES, rangesFor } from './rule-check-ranges';
import { checkBands, checkPairRules } from './rule-checks';
import { chargesRule, DATE, foirRule, generalRule, multiplierRule, pair } from './test-support/fixtures';
import type { ProductLoanType } from './types';

const band = (id: string, salary_min: number | null, salary_max: number | null, o: Record<string, unknown> = {}) =>
  ({ id, category_id: null, salary_min, salary_max, ...o }) as const;

describe('checkBands', () => {
  it('finds nothing for bands that touch, with or without a shared boundary rupee', () => {
    expect(checkBands([band('a', 0, 50_000), band('b', 50_001, 100_000), band('c', 100_001, null)], DATE)).toEqual([]);
    expect(checkBands([band('a', 0, 50_000), band('b', 50_000, 100_000), band('c', 100_000, null)], DATE)).toEqual([]);
  });

  it('finds an overlap of two bands sharing salaries, naming both rows', () => {
    const findings = checkBands([band('a', 0, 50_000), band('b', 40_000, 100_000)], DATE);
    expect(findings).toEqual([{ kind: 'overlap', categoryId: null, rowIds: ['a', 'b'], message: expect.stringContaining('overlap') }]);
  });

  it('reports a nested band as lying inside the wider one', () => {
    const findings = checkBands([band('wide', 10_000, 90_000), band('inner', 20_000, 30_000)], DATE);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ kind: 'overlap', rowIds: ['wide', 'inner'] });
    expect(findings[0]!.message).toContain('lies inside');
  });

  it('reports an open-ended band overlapping every band above its floor', () => {
    const findings = checkBands([band('open', 40_000, null), band('b', 60_000, 70_000), band('c', 80_000, 90_000)], DATE);
    expect(findings.map((f) => f.rowIds)).toEqual([
      ['open', 'b'],
      ['open', 'c'],
    ]);
  });

  it('finds the gap between two bands with the salaries it leaves out', () => {
    const findings = checkBands([band('a', 0, 50_000), band('b', 60_000, null)], DATE);
    expect(findings).toEqual([{ kind: 'gap', categoryId: null, rowIds: ['a', 'b'], message: expect.stringContaining('₹50,001–₹59,999') }]);
  });

  it('sees no gap where a nested band sits inside a wider one that covers the rest', () => {
    expect(checkBands([band('wide', 0, 100_000), band('inner', 20_000, 30_000), band('next', 100_001, null)], DATE).map((f) => f.kind)).toEqual(['overlap']);
  });

  it('keeps categories apart and ignores switched-off rows and windows that never meet', () => {
    const rows = [
      band('a', 0, 50_000, { category_id: 'cat-1' }),
      band('b', 0, 50_000, { category_id: 'cat-2', valid_from: '2025-01-01' }),
      band('c', 0, 50_000, { category_id: 'cat-1', is_active: false }),
      band('d', 0, 50_000, { category_id: 'cat-2', valid_from: '2020-01-01', valid_to: '2020-12-31' }),
    ];
    expect(checkBands(rows, DATE)).toEqual([]);
  });

  it('overlaps rows whose windows meet, and finds gaps only among rows active today', () => {
    const rows = [band('a', 0, 50_000, { valid_from: '2025-01-01' }), band('b', 40_000, 90_000, { valid_from: '2099-01-01' })];
    expect(checkBands(rows, DATE).map((f) => f.kind)).toEqual(['overlap']);
  });
});

describe('checkPairRules', () => {
  const base = () =>
    pair({
      general: [generalRule()],
      multiplier: [multiplierRule({ salary_min: 0, salary_max: null })],
      foir: [foirRule({ salary_min: 0, salary_max: null })],
    });

  it('finds nothing in a sound pair', () => {
    expect(checkPairRules(base(), DATE)).toEqual([]);
  });

  it('flags FOIR outside 0–100 % and multipliers outside 0–60', () => {
    const p = {
      ...base(),
      foir: [foirRule({ id: 'f1', salary_min: 0, salary_max: null, foir_percent: 120 })],
      multiplier: [multiplierRule({ id: 'm1', salary_min: 0, salary_max: null, multiplier: 75 })],
    };
    const findings = checkPairRules(p, DATE);
    expect(findings.map((f) => [f.group, f.kind, f.rowIds])).toEqual([
      ['foir', 'out-of-range', ['f1']],
      ['multiplier', 'out-of-range', ['m1']],
    ]);
  });

  it('names the bank, product, category and salary band of the row', () => {
    const p = {
      ...base(),
      multiplier: [multiplierRule({ id: 'm1', category_id: 'cat-a', salary_min: 50_000, salary_max: null, multiplier: 75 })],
    };
    const [finding] = checkPairRules(p, DATE, new Map([['cat-a', 'CAT A']])).filter((f) => f.kind === 'out-of-range');
    expect(finding!.message).toBe('Alpha Bank / Personal Loan · CAT A · ₹50,000 and above: Multiplier 75 is outside 0–40 for a personal loan');
  });

  it('names the category of overlapping bands, and "No category" for rows without one', () => {
    const p = {
      ...base(),
      foir: [foirRule({ id: 'f1', salary_min: 0, salary_max: 50_000 }), foirRule({ id: 'f2', salary_min: 40_000, salary_max: null })],
    };
    const [overlap] = checkPairRules(p, DATE).filter((f) => f.kind === 'overlap');
    expect(overlap!.message).toBe('Alpha Bank / Personal Loan · No category: Salary bands ₹0–₹50,000 and ₹40,000 and above overlap');
  });

  it('flags ended windows and windows that never start', () => {
    const p = {
      ...base(),
      general: [
        generalRule({ id: 'g1' }),
        generalRule({ id: 'g2', valid_to: '2025-01-01' }),
        generalRule({ id: 'g3', valid_from: '2026-02-01', valid_to: '2026-01-01' }),
      ],
    };
    const findings = checkPairRules(p, DATE).filter((f) => f.group === 'generalEligibility');
    expect(findings.map((f) => [f.kind, f.rowIds])).toEqual([
      ['ended', ['g2']],
      ['never-starts', ['g3']],
    ]);
  });

  it('flags groups the model needs that have no active row today', () => {
    const p = { ...base(), foir: [foirRule({ id: 'f1', salary_min: 0, salary_max: null, is_active: false })], multiplier: [] };
    expect(
      checkPairRules(p, DATE)
        .filter((f) => f.kind === 'missing-group')
        .map((f) => f.group),
    ).toEqual(['multiplier', 'foir']);
  });
});

describe('checkBands duplicates', () => {
  it('names a band set twice', () => {
    expect(checkBands([band('a', 0, 50_000), band('b', 0, 50_000)], DATE)[0]!.message).toContain('is set twice');
  });
});

describe('ranges per loan type', () => {
  const typeOf: Record<string, ProductLoanType> = { 'Home Loan': 'HOME_LOAN', 'Personal Loan': 'PERSONAL_LOAN', 'Gold Loan': 'OTHER' };
  const withMultiplier = (product: string, multiplier: number) =>
    pair({
      product: { id: 'product-1', name: product, is_active: true, loan_type: typeOf[product]! },
      general: [generalRule()],
      multiplier: [multiplierRule({ id: 'm1', salary_min: 0, salary_max: null, multiplier })],
      foir: [foirRule({ salary_min: 0, salary_max: null })],
    });
  const outOfRange = (p: ReturnType<typeof pair>) => checkPairRules(p, DATE).filter((f) => f.kind === 'out-of-range');

  it('lets a home loan run to 120 months of salary, where a personal loan stops at 40', () => {
    expect(outOfRange(withMultiplier('Home Loan', 64))).toEqual([]);
    expect(outOfRange(withMultiplier('Home Loan', 120))).toEqual([]);
    expect(outOfRange(withMultiplier('Home Loan', 130)).map((f) => f.message)).toEqual([
      'Alpha Bank / Home Loan · No category · ₹0 and above: Multiplier 130 is outside 0–120 for a home loan',
    ]);
    expect(outOfRange(withMultiplier('Personal Loan', 41)).map((f) => f.rowIds)).toEqual([['m1']]);
  });

  it("reads the product's loan type, and falls back to the general ranges", () => {
    expect(rangesFor('HOME_LOAN').loanType).toBe('home loan');
    expect(rangesFor('LOAN_AGAINST_PROPERTY').loanType).toBe('loan against property');
    expect(rangesFor('BUSINESS_LOAN').loanType).toBe('business loan');
    for (const other of ['CAR_LOAN', 'EDUCATION_LOAN', 'OTHER'] as const) expect(rangesFor(other)).toBe(RULE_CHECK_RANGES.at(-1));
    // The type decides, not the name: a home loan named "Griha Suvidha" keeps the home loan's ranges.
    expect(
      outOfRange(pair({ ...withMultiplier('Home Loan', 100), product: { id: 'p', name: 'Griha Suvidha', is_active: true, loan_type: 'HOME_LOAN' } })),
    ).toEqual([]);
    expect(outOfRange(withMultiplier('Gold Loan', 60))).toEqual([]);
    expect(outOfRange(withMultiplier('Gold Loan', 61)).map((f) => f.message)).toEqual([
      'Alpha Bank / Gold Loan · No category · ₹0 and above: Multiplier 61 is outside 0–60',
    ]);
  });

  it('holds a home loan to a lower rate and fee than the general ranges', () => {
    const home = pair({
      product: { id: 'product-1', name: 'Home Loan', is_active: true, loan_type: 'HOME_LOAN' },
      general: [generalRule({ interest_rate: 24 })],
      multiplier: [multiplierRule({ salary_min: 0, salary_max: null })],
      foir: [foirRule({ salary_min: 0, salary_max: null })],
      charges: [chargesRule({ id: 'c1', processing_fee_percent: 4 })],
    });
    expect(outOfRange(home).map((f) => f.message)).toEqual([
      'Alpha Bank / Home Loan: Interest rate 24% is outside 0–20% for a home loan',
      'Alpha Bank / Home Loan: Processing fee 4% is above 3% of the loan amount for a home loan',
    ]);
    expect(outOfRange({ ...home, product: { ...home.product, name: 'Gold Loan', loan_type: 'OTHER' } })).toEqual([]);
  });
});
