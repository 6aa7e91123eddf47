import { describe, expect, it } from 'vitest';
import { applicant, bankSalaryRule, type CaseChanges, evaluateOne, generalRule, UNLISTED, multiplierRule } from './test-support/fixtures';
import type { CapName } from './types';

interface CapCase extends CaseChanges {
  name: string;
  binding: CapName;
  amount: number;
  emi: number;
}

const noCibil = { applicant: applicant({ cibilScore: null }) };

// The worked example's FOIR cap is 899,101; each case pushes one cap below it.
const cases: CapCase[] = [
  { name: 'the request', input: { applicant: applicant({ requestedLoanAmount: 500000 }) }, binding: 'requested', amount: 500000, emi: 11122 },
  {
    name: 'the general maximum',
    pair: { general: [generalRule({ max_loan_amount: 600000 })] },
    binding: 'general_max_loan_amount',
    amount: 600000,
    emi: 13347,
  },
  {
    name: 'the high-salary maximum (salary at or over its threshold)',
    pair: { general: [generalRule({ max_loan_amount: 300000, high_salary_threshold: 60000, high_salary_max_loan_amount: 700000 })] },
    binding: 'high_salary_max_loan_amount',
    amount: 700000,
    emi: 15571,
  },
  {
    name: 'the non-listed maximum',
    pair: { general: [generalRule({ non_listed_max_loan_amount: 400000 })] },
    input: UNLISTED,
    binding: 'non_listed_max_loan_amount',
    amount: 400000,
    emi: 8898,
  },
  {
    name: 'the bank-salary maximum',
    pair: { bankSalary: [bankSalaryRule({ salary_min: 30000, max_loan_amount: 450000 })] },
    binding: 'bank_salary_max_loan_amount',
    amount: 450000,
    emi: 10010,
  },
  {
    name: 'the null-CIBIL maximum',
    pair: { bankSalary: [bankSalaryRule({ null_cibil_max_loan_amount: 350000, null_cibil_nth_threshold: 70000, null_cibil_nth_max_loan_amount: 800000 })] },
    input: noCibil,
    binding: 'null_cibil_max_loan_amount',
    amount: 350000,
    emi: 7786,
  },
  {
    name: 'the null-CIBIL maximum for salaries over the NTH threshold',
    pair: { bankSalary: [bankSalaryRule({ null_cibil_max_loan_amount: 350000, null_cibil_nth_threshold: 60000, null_cibil_nth_max_loan_amount: 420000 })] },
    input: noCibil,
    binding: 'null_cibil_nth_max_loan_amount',
    amount: 420000,
    emi: 9343,
  },
  {
    name: 'the multiplier',
    pair: { multiplier: [multiplierRule({ multiplier: 10 })] },
    binding: 'multiplier',
    amount: 600000,
    emi: 13347,
  },
  { name: 'FOIR', binding: 'foir', amount: 899000, emi: 19998 },
];

describe('each cap binds in turn', () => {
  it.each(cases)('$name', (c) => {
    const entry = evaluateOne(c.pair, c.input);
    expect(entry.failureCodes).toEqual([]);
    expect(entry.explanation.bindingCap).toBe(c.binding);
    expect(entry.loanAmountDetails.eligibleAmount).toBe(c.amount);
    expect(entry.loanAmountDetails.estimatedEMI).toBe(c.emi);
    const bound = entry.explanation.caps.find((cap) => cap.name === c.binding);
    expect(bound?.value).toBeGreaterThanOrEqual(c.amount);
    expect(Math.min(...entry.explanation.caps.map((cap) => cap.value))).toBe(bound?.value);
  });
});

describe('which caps are considered', () => {
  const capNames = (entry: ReturnType<typeof evaluateOne>) => entry.explanation.caps.map((c) => c.name);

  it('uses the general maximum below the high-salary threshold', () => {
    const entry = evaluateOne({ general: [generalRule({ max_loan_amount: 300000, high_salary_threshold: 60001, high_salary_max_loan_amount: 700000 })] });
    expect(entry.explanation.bindingCap).toBe('general_max_loan_amount');
    expect(entry.loanAmountDetails.eligibleAmount).toBe(300000);
  });

  it('ignores a high-salary maximum without a threshold', () => {
    const entry = evaluateOne({ general: [generalRule({ max_loan_amount: 300000, high_salary_max_loan_amount: 700000 })] });
    expect(entry.loanAmountDetails.eligibleAmount).toBe(300000);
  });

  it('ignores the non-listed maximum for a listed company', () => {
    const entry = evaluateOne({ general: [generalRule({ non_listed_max_loan_amount: 400000 })] });
    expect(capNames(entry)).not.toContain('non_listed_max_loan_amount');
    expect(entry.loanAmountDetails.eligibleAmount).toBe(899000);
  });

  it('ignores the null-CIBIL caps when the applicant has a score', () => {
    const entry = evaluateOne({ bankSalary: [bankSalaryRule({ null_cibil_max_loan_amount: 350000 })] });
    expect(capNames(entry)).toEqual(['requested', 'general_max_loan_amount', 'multiplier', 'foir']);
    expect(entry.loanAmountDetails.eligibleAmount).toBe(899000);
  });

  it('applies both the bank-salary maximum and the null-CIBIL one to an applicant without a score', () => {
    const entry = evaluateOne({ bankSalary: [bankSalaryRule({ max_loan_amount: 300000, null_cibil_max_loan_amount: 350000 })] }, noCibil);
    expect(entry.explanation.caps).toContainEqual({ name: 'bank_salary_max_loan_amount', value: 300000 });
    expect(entry.explanation.caps).toContainEqual({ name: 'null_cibil_max_loan_amount', value: 350000 });
    expect(entry.explanation.bindingCap).toBe('bank_salary_max_loan_amount');
  });

  it('names the earlier cap when two are equal', () => {
    const entry = evaluateOne({ foir: [], multiplier: [multiplierRule({ multiplier: 1000000 / 60000 })] });
    expect(entry.explanation.bindingCap).toBe('requested');
    expect(entry.loanAmountDetails.eligibleAmount).toBe(1000000);
  });

  it('has no multiplier or FOIR cap without rows', () => {
    const entry = evaluateOne({ foir: [], multiplier: [] });
    expect(capNames(entry)).toEqual(['requested', 'general_max_loan_amount']);
    expect(entry.explanation.foirPercent).toBeNull();
    expect(entry.explanation.emiCapacity).toBeNull();
    expect(entry.loanAmountDetails.eligibleAmount).toBe(1000000);
    expect(entry.explanation.notes).toContain('No active FOIR rules apply, so there is no FOIR cap');
  });
});

describe('rounding', () => {
  it('rounds A down to a multiple of 1,000', () => {
    // 20 × 60,049 = 1,200,980 → 1,200,000
    const entry = evaluateOne({ foir: [] }, { applicant: applicant({ salary: 60049, requestedLoanAmount: 2000000 }) });
    expect(entry.explanation.caps).toContainEqual({ name: 'multiplier', value: 1200980 });
    expect(entry.loanAmountDetails.eligibleAmount).toBe(1200000);
  });

  it('does not lose a thousand to float noise in salary × multiplier', () => {
    // 0.7 × 30,000 is 20,999.999999999996 in floating point.
    const entry = evaluateOne(
      { foir: [], multiplier: [multiplierRule({ multiplier: 0.7 })], general: [generalRule({ salary_min: null, min_loan_amount: null })] },
      { applicant: applicant({ salary: 30000 }) },
    );
    expect(entry.loanAmountDetails.eligibleAmount).toBe(21000);
  });

  it('divides evenly when the rate is 0: FOIR cap E × T and EMI A / T, halves up', () => {
    const entry = evaluateOne({ general: [generalRule({ interest_rate: 0 })] });
    expect(entry.explanation.caps).toContainEqual({ name: 'foir', value: 1200000 });
    expect(entry.loanAmountDetails).toEqual({ eligibleAmount: 1000000, interestRate: 0, estimatedEMI: 16667, btAmount: 0 });
  });
});
