import { describe, expect, it } from 'vitest';
import { applicant, bankSalaryRule, type CaseChanges, evaluateOne, generalRule, UNLISTED } from './test-support/fixtures';
import type { TenureLimitName } from './types';

interface TenureCase extends CaseChanges {
  name: string;
  months: number;
  binding: TenureLimitName;
}

const wants = (months: number, o: Parameters<typeof applicant>[0] = {}) => ({ applicant: applicant({ requestedTenureMonths: months, ...o }) });
const crossing = { salary_min: 30000, max_tenure_months: 36, cibil_threshold_for_tenure: 750, tenure_for_cibil_threshold_cross: 54 };

const cases: TenureCase[] = [
  { name: 'the request', input: wants(36), months: 36, binding: 'requested' },
  { name: 'the general maximum', pair: { general: [generalRule({ max_tenure_months: 48 })] }, months: 48, binding: 'general_max_tenure_months' },
  {
    name: 'the high-salary maximum at or over its threshold',
    pair: { general: [generalRule({ max_tenure_months: 48, high_salary_threshold_for_tenure: 60000, high_salary_max_tenure_months: 72 })] },
    input: wants(84),
    months: 72,
    binding: 'high_salary_max_tenure_months',
  },
  {
    name: 'the general maximum below the high-salary threshold',
    pair: { general: [generalRule({ max_tenure_months: 48, high_salary_threshold_for_tenure: 60001, high_salary_max_tenure_months: 72 })] },
    input: wants(84),
    months: 48,
    binding: 'general_max_tenure_months',
  },
  {
    name: 'the non-listed maximum',
    pair: { general: [generalRule({ non_listed_tenure_months: 36 })] },
    input: UNLISTED,
    months: 36,
    binding: 'non_listed_tenure_months',
  },
  {
    name: 'the bank-salary maximum',
    pair: { bankSalary: [bankSalaryRule({ salary_min: 30000, max_tenure_months: 42 })] },
    months: 42,
    binding: 'bank_salary_max_tenure_months',
  },
  {
    name: 'the CIBIL-threshold tenure, which replaces the bank-salary maximum',
    pair: { bankSalary: [bankSalaryRule(crossing)] },
    months: 54,
    binding: 'tenure_for_cibil_threshold_cross',
  },
  {
    name: 'the bank-salary maximum below the CIBIL threshold',
    pair: { bankSalary: [bankSalaryRule(crossing)] },
    input: wants(60, { cibilScore: 749 }),
    months: 36,
    binding: 'bank_salary_max_tenure_months',
  },
  {
    name: 'the null-CIBIL maximum',
    pair: { bankSalary: [bankSalaryRule({ ...crossing, max_tenure_months: 48, null_cibil_max_tenure_months: 24 })] },
    input: wants(60, { cibilScore: null }),
    months: 24,
    binding: 'null_cibil_max_tenure_months',
  },
  {
    name: 'the null-CIBIL NTH maximum at or over its threshold',
    pair: {
      bankSalary: [
        bankSalaryRule({ max_tenure_months: 48, null_cibil_max_tenure_months: 24, null_cibil_nth_threshold: 60000, null_cibil_nth_max_tenure_months: 36 }),
      ],
    },
    input: wants(60, { cibilScore: null }),
    months: 36,
    binding: 'null_cibil_nth_max_tenure_months',
  },
];

describe('granted tenure is the smallest limit', () => {
  it.each(cases)('$name', (c) => {
    const entry = evaluateOne(c.pair, c.input);
    expect(entry.grantedTenure).toBe(c.months);
    expect(entry.appliedMaxTenure).toBe(c.months);
    const limit = entry.explanation.tenureLimits.find((l) => l.name === c.binding);
    expect(limit?.value).toBe(c.months);
    expect(Math.min(...entry.explanation.tenureLimits.map((l) => l.value))).toBe(c.months);
  });
});

describe('tenure details', () => {
  it('drives the FOIR cap: 36 months of 20,000 at 1% repay 602,150', () => {
    const entry = evaluateOne({}, wants(36));
    expect(entry.loanAmountDetails.eligibleAmount).toBe(602000);
  });

  it('grants whole months only', () => {
    expect(evaluateOne({}, wants(36.5)).grantedTenure).toBe(36);
  });

  it('does not use the CIBIL-threshold tenure for an applicant without a score', () => {
    const entry = evaluateOne({ bankSalary: [bankSalaryRule(crossing)] }, wants(60, { cibilScore: null }));
    expect(entry.explanation.tenureLimits.map((l) => l.name)).toEqual(['requested', 'general_max_tenure_months', 'bank_salary_max_tenure_months']);
    expect(entry.grantedTenure).toBe(36);
  });

  it('ignores the non-listed maximum for listed companies', () => {
    expect(evaluateOne({ general: [generalRule({ non_listed_tenure_months: 36 })] }).grantedTenure).toBe(60);
  });

  it('ignores a high-salary tenure without a threshold', () => {
    const entry = evaluateOne({ general: [generalRule({ max_tenure_months: 48, high_salary_max_tenure_months: 72 })] }, wants(84));
    expect(entry.grantedTenure).toBe(48);
  });

  it('defaults the minimum tenure to 1 month', () => {
    const entry = evaluateOne({ general: [generalRule({ min_tenure_months: null })] }, wants(3));
    expect(entry.failureCodes).toEqual([]);
    expect(entry.explanation.checks).toContainEqual({ code: 'TENURE_BELOW_MIN', passed: true, detail: 'granted tenure 3 ≥ minimum tenure 1' });
  });

  it('passes at exactly the minimum tenure', () => {
    expect(evaluateOne({}, wants(12)).failureCodes).toEqual([]);
  });
});
