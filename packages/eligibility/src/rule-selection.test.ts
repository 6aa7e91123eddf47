import { describe, expect, it } from 'vitest';
import { applicant, bankSalaryRule, COMPANY_ID, evaluateOne, foirRule, multiplierRule } from './test-support/fixtures';
import type { CategoryMapping } from './types';

const mapped = (category_id: string | null): CategoryMapping[] => [{ company_id: COMPANY_ID, category_id, is_active: true }];

describe('FOIR row choice', () => {
  it('takes the band with the greatest salary_min that holds the salary', () => {
    const entry = evaluateOne({
      foir: [
        foirRule({ id: 'f1', salary_min: 0, salary_max: null, foir_percent: 70 }),
        foirRule({ id: 'f2', salary_min: 50000, salary_max: 100000, foir_percent: 40 }),
        foirRule({ id: 'f3', salary_min: 60001, salary_max: null, foir_percent: 80 }),
      ],
    });
    expect(entry.explanation.ruleIds.foir).toBe('f2');
    expect(entry.explanation.foirPercent).toBe(40);
    // E = 24,000 − 10,000 = 14,000
    expect(entry.explanation.emiCapacity).toBe(14000);
  });

  it('breaks a tie on salary_min by the lowest id', () => {
    const entry = evaluateOne({ foir: [foirRule({ id: 'f-b', foir_percent: 40 }), foirRule({ id: 'f-a', foir_percent: 45 })] });
    expect(entry.explanation.ruleIds.foir).toBe('f-a');
    expect(entry.explanation.foirPercent).toBe(45);
  });

  it('includes both band edges', () => {
    expect(evaluateOne({ foir: [foirRule({ salary_min: 60000, salary_max: 60000, foir_percent: 45 })] }).explanation.foirPercent).toBe(45);
  });

  it('sets no FOIR cap when no band holds the salary', () => {
    const entry = evaluateOne({ foir: [foirRule({ salary_min: 0, salary_max: 50000 })] });
    expect(entry.explanation.ruleIds.foir).toBeNull();
    expect(entry.explanation.caps.map((c) => c.name)).not.toContain('foir');
    expect(entry.explanation.notes).toContain('No FOIR band holds the salary of ₹60,000, so there is no FOIR cap');
    expect(entry.loanAmountDetails.eligibleAmount).toBe(1000000);
  });
});

describe('multiplier row choice', () => {
  it('takes the band with the greatest salary_min, ties by the lowest id', () => {
    const entry = evaluateOne({
      multiplier: [
        multiplierRule({ id: 'm1', salary_min: 0, multiplier: 20 }),
        multiplierRule({ id: 'm3', salary_min: 40000, multiplier: 8 }),
        multiplierRule({ id: 'm2', salary_min: 40000, multiplier: 9 }),
      ],
    });
    expect(entry.explanation.ruleIds.multiplier).toBe('m2');
    expect(entry.explanation.caps).toContainEqual({ name: 'multiplier', value: 540000 });
    expect(entry.explanation.bindingCap).toBe('multiplier');
    expect(entry.loanAmountDetails.eligibleAmount).toBe(540000);
  });
});

describe('bank-salary row choice', () => {
  const rows = [
    bankSalaryRule({ id: 's-30', salary_min: 30000, max_loan_amount: 300000 }),
    bankSalaryRule({ id: 's-50', salary_min: 50000, max_loan_amount: 500000 }),
    bankSalaryRule({ id: 's-70', salary_min: 70000, max_loan_amount: 700000 }),
  ];

  it('takes the met row with the greatest effective minimum', () => {
    const entry = evaluateOne({ bankSalary: rows });
    expect(entry.explanation.ruleIds.bankSalary).toBe('s-50');
    expect(entry.loanAmountDetails.eligibleAmount).toBe(500000);
    expect(entry.explanation.notes).toContain('Salary band ₹50,000 and above chosen from the bands without a category: the highest band the salary meets');
  });

  it('breaks a tie on the effective minimum by the lowest id', () => {
    const entry = evaluateOne({
      bankSalary: [
        bankSalaryRule({ id: 's-b', salary_min: 50000, max_loan_amount: 400000 }),
        bankSalaryRule({ id: 's-a', salary_min: 50000, max_loan_amount: 450000 }),
      ],
    });
    expect(entry.explanation.ruleIds.bankSalary).toBe('s-a');
    expect(entry.loanAmountDetails.eligibleAmount).toBe(450000);
  });

  it('uses conditional_min_salary for house owners', () => {
    const owned = [bankSalaryRule({ id: 's-cond', salary_min: 80000, conditional_min_salary: 55000, max_loan_amount: 600000 }), ...rows];
    const owner = evaluateOne({ bankSalary: owned }, { applicant: applicant({ isHouseowned: true }) });
    expect(owner.explanation.ruleIds.bankSalary).toBe('s-cond');
    expect(owner.loanAmountDetails.eligibleAmount).toBe(600000);
    const tenant = evaluateOne({ bankSalary: owned });
    expect(tenant.explanation.ruleIds.bankSalary).toBe('s-50');
  });

  it('counts a null salary_min as 0', () => {
    const entry = evaluateOne({ bankSalary: [bankSalaryRule({ id: 's-any', max_loan_amount: 100000 })] }, { applicant: applicant({ salary: 60000 }) });
    expect(entry.explanation.ruleIds.bankSalary).toBe('s-any');
    expect(entry.loanAmountDetails.eligibleAmount).toBe(100000);
  });
});

describe('category selection', () => {
  const foir = [
    foirRule({ id: 'f-cat1', category_id: 'cat-1', foir_percent: 40 }),
    foirRule({ id: 'f-null', category_id: null, foir_percent: 50 }),
    foirRule({ id: 'f-cat2', category_id: 'cat-2', foir_percent: 30 }),
  ];

  it('uses the rows of the mapped category', () => {
    const entry = evaluateOne({ foir, mappings: mapped('cat-1') });
    expect(entry.explanation.category).toBe('cat-1');
    expect(entry.explanation.ruleIds.foir).toBe('f-cat1');
  });

  it('falls back to rows without a category, and says so', () => {
    const entry = evaluateOne({ foir, mappings: mapped('cat-3') });
    expect(entry.explanation.ruleIds.foir).toBe('f-null');
    expect(entry.explanation.notes).toContain("No FOIR bands for the applicant's category; the bands without a category apply");
  });

  it('sets no constraint when neither exists', () => {
    const entry = evaluateOne({ foir: foir.filter((r) => r.category_id !== null), mappings: mapped('cat-3') });
    expect(entry.explanation.ruleIds.foir).toBeNull();
    expect(entry.explanation.notes).toContain('No active FOIR rules apply, so there is no FOIR cap');
    expect(entry.loanAmountDetails.eligibleAmount).toBe(1000000);
  });

  it('uses only category-less rows for a company without a mapping', () => {
    expect(evaluateOne({ foir }).explanation.ruleIds.foir).toBe('f-null');
    expect(evaluateOne({ foir, mappings: [{ company_id: 'other', category_id: 'cat-1', is_active: true }] }).explanation.ruleIds.foir).toBe('f-null');
    expect(evaluateOne({ foir, mappings: [{ company_id: COMPANY_ID, category_id: 'cat-1', is_active: false }] }).explanation.category).toBeNull();
  });

  it('applies the same fallback to multiplier and bank-salary rows', () => {
    const entry = evaluateOne({
      mappings: mapped('cat-1'),
      multiplier: [multiplierRule({ id: 'm-null', multiplier: 5 }), multiplierRule({ id: 'm-cat2', category_id: 'cat-2', multiplier: 1 })],
      bankSalary: [bankSalaryRule({ id: 's-cat1', category_id: 'cat-1', max_loan_amount: 250000 }), bankSalaryRule({ id: 's-null', max_loan_amount: 100000 })],
    });
    expect(entry.explanation.ruleIds).toMatchObject({ multiplier: 'm-null', bankSalary: 's-cat1' });
    expect(entry.loanAmountDetails.eligibleAmount).toBe(250000);
  });
});
