import { describe, expect, it } from 'vitest';
import { evaluateApplication } from './evaluate';
import { applicant, evaluateOne, generalRule, input, loan, pair } from './test-support/fixtures';

describe('the worked example of the model', () => {
  const entry = evaluateOne();

  it('is eligible for 899,000 at an EMI of 19,998 over 60 months, bound by FOIR', () => {
    expect(entry.eligibilityStatus).toBe('ELIGIBLE');
    expect(entry.loanAmountDetails).toEqual({ eligibleAmount: 899000, interestRate: 12, estimatedEMI: 19998, btAmount: 0 });
    expect(entry.grantedTenure).toBe(60);
    expect(entry.appliedMaxTenure).toBe(60);
    expect(entry.failureCodes).toEqual([]);
    expect(entry.failureReasons).toEqual([]);
    expect(entry.explanation.bindingCap).toBe('foir');
  });

  it('explains obligations, FOIR and every cap to the rupee', () => {
    const { explanation } = entry;
    expect(explanation.obligations).toEqual({
      total: 10000,
      perLoan: [{ index: 0, bank_name: 'Old Bank', Loan_Type: 'Personal Loan', amount: 10000, rule: 'emi' }],
    });
    expect(explanation.foirPercent).toBe(50);
    expect(explanation.emiCapacity).toBe(20000);
    expect(explanation.caps.map((c) => [c.name, Math.round(c.value)])).toEqual([
      ['requested', 1000000],
      ['general_max_loan_amount', 1500000],
      ['multiplier', 1200000],
      ['foir', 899101],
    ]);
    expect(explanation.computedAmount).toBe(899000);
    expect(explanation.category).toBeNull();
    expect(explanation.ruleIds).toMatchObject({ general: 'general-1', foir: 'foir-1', multiplier: 'multiplier-1', obligation: null });
    expect(explanation.tenureLimits).toEqual([
      { name: 'requested', value: 60 },
      { name: 'general_max_tenure_months', value: 60 },
    ]);
  });

  it('lists every check that ran, all passed', () => {
    expect(entry.explanation.checks.map((c) => [c.code, c.passed])).toEqual([
      ['AGE_BELOW_MIN', true],
      ['AGE_ABOVE_MAX', true],
      ['SALARY_BELOW_MIN', true],
      ['LOAN_AMOUNT_BELOW_MIN', true],
      ['TENURE_BELOW_MIN', true],
      ['INTEREST_RATE_NOT_CONFIGURED', true],
      ['FOIR_EXCEEDED', true],
      ['ELIGIBLE_AMOUNT_BELOW_MIN', true],
      ['UPFRONT_CHARGES_REACH_AMOUNT', true],
    ]);
    expect(entry.explanation.checks[0]?.detail).toBe('age 30 ≥ min_age 21');
  });
});

describe('which pairs are evaluated', () => {
  it('skips inactive banks, inactive products and pairs without an active general row', () => {
    const result = evaluateApplication(
      input({
        pairs: [
          pair(),
          pair({ bank: { id: 'bank-2', name: 'Off Bank', is_active: false } }),
          pair({ product: { id: 'product-2', name: 'Off Product', is_active: false, loan_type: 'OTHER' } }),
          pair({ bank: { id: 'bank-3', name: 'No Rule Bank', is_active: true }, general: [] }),
          pair({ bank: { id: 'bank-4', name: 'Old Rule Bank', is_active: true }, general: [generalRule({ is_active: false })] }),
          pair({ bank: { id: 'bank-5', name: 'Expired Bank', is_active: true }, general: [generalRule({ valid_to: '2025-06-14' })] }),
        ],
      }),
    );
    expect(result.totalBanksChecked).toBe(1);
    expect(result.eligibleCount).toBe(1);
    expect(result.eligibleBanks.map((e) => e.bankId)).toEqual(['bank-1']);
  });

  it('counts checked and eligible pairs', () => {
    const result = evaluateApplication(
      input({
        pairs: [pair(), pair({ bank: { id: 'bank-2', name: 'Strict Bank', is_active: true }, general: [generalRule({ min_age: 40 })] })],
      }),
    );
    expect(result.totalBanksChecked).toBe(2);
    expect(result.eligibleCount).toBe(1);
  });

  it('with a loan purpose, evaluates only the products of that type, each entry naming its type', () => {
    const home = { id: 'product-2', name: 'Home Loan', is_active: true, loan_type: 'HOME_LOAN' as const };
    const pairs = [pair(), pair({ product: home })];
    const all = evaluateApplication(input({ pairs }));
    expect(all.eligibleBanks.map((e) => e.loanType).sort()).toEqual(['HOME_LOAN', 'PERSONAL_LOAN']);
    const homeOnly = evaluateApplication(input({ pairs, applicant: applicant({ loanPurpose: 'HOME_LOAN' }) }));
    expect(homeOnly.totalBanksChecked).toBe(1);
    expect(homeOnly.eligibleBanks.map((e) => [e.productId, e.loanType])).toEqual([['product-2', 'HOME_LOAN']]);
    expect(evaluateApplication(input({ pairs, applicant: applicant({ loanPurpose: 'CAR_LOAN' }) }))).toEqual({
      eligibleBanks: [],
      totalBanksChecked: 0,
      eligibleCount: 0,
    });
  });

  it('returns an empty result when nothing is configured', () => {
    expect(evaluateApplication(input({ pairs: [] }))).toEqual({ eligibleBanks: [], totalBanksChecked: 0, eligibleCount: 0 });
  });
});

describe('output order', () => {
  const bank = (id: string, name: string) => ({ id, name, is_active: true });
  const product = (id: string, name: string) => ({ id, name, is_active: true, loan_type: 'PERSONAL_LOAN' as const });

  it('puts ELIGIBLE first by amount descending, then NOT_ELIGIBLE by bank name and product name', () => {
    const result = evaluateApplication(
      input({
        pairs: [
          pair({ bank: bank('b1', 'Zeta Bank'), product: product('p1', 'Personal Loan'), general: [generalRule({ min_age: 40 })] }),
          pair({ bank: bank('b2', 'Alpha Bank'), product: product('p2', 'Top-up'), general: [generalRule({ min_age: 40 })] }),
          pair({ bank: bank('b2', 'Alpha Bank'), product: product('p1', 'Personal Loan'), general: [generalRule({ min_age: 40 })] }),
          pair({ bank: bank('b3', 'Small Bank'), general: [generalRule({ max_loan_amount: 300000 })] }),
          pair({ bank: bank('b4', 'Big Bank') }),
          pair({ bank: bank('b5', 'Another Big Bank') }),
        ],
      }),
    );
    expect(result.eligibleBanks.map((e) => [e.bankName, e.productName, e.eligibilityStatus, e.loanAmountDetails.eligibleAmount])).toEqual([
      ['Another Big Bank', 'Personal Loan', 'ELIGIBLE', 899000],
      ['Big Bank', 'Personal Loan', 'ELIGIBLE', 899000],
      ['Small Bank', 'Personal Loan', 'ELIGIBLE', 300000],
      ['Alpha Bank', 'Personal Loan', 'NOT_ELIGIBLE', 0],
      ['Alpha Bank', 'Top-up', 'NOT_ELIGIBLE', 0],
      ['Zeta Bank', 'Personal Loan', 'NOT_ELIGIBLE', 0],
    ]);
  });

  it('compares names without regard to case, numbers by value', () => {
    const result = evaluateApplication(
      input({
        pairs: [
          pair({ bank: bank('b1', 'bank 10'), general: [generalRule({ min_age: 40 })] }),
          pair({ bank: bank('b2', 'Bank 9'), general: [generalRule({ min_age: 40 })] }),
        ],
      }),
    );
    expect(result.eligibleBanks.map((e) => e.bankName)).toEqual(['Bank 9', 'bank 10']);
  });
});

describe('a NOT_ELIGIBLE result', () => {
  it('lists every reason (no short-circuit) and reports amount and EMI as 0', () => {
    const entry = evaluateOne(
      { general: [generalRule({ min_age: 35, salary_min: 70000, min_loan_amount: 2000000 })] },
      { applicant: applicant({ age: 30 }, [loan()]) },
    );
    expect(entry.eligibilityStatus).toBe('NOT_ELIGIBLE');
    expect(entry.failureCodes).toEqual(['AGE_BELOW_MIN', 'SALARY_BELOW_MIN', 'LOAN_AMOUNT_BELOW_MIN']);
    expect(entry.failureReasons).toEqual([
      'Applicant is younger than the minimum age',
      'Salary is below the minimum',
      'Requested loan amount is below the minimum loan amount',
    ]);
    expect(entry.loanAmountDetails.eligibleAmount).toBe(0);
    expect(entry.loanAmountDetails.estimatedEMI).toBe(0);
    expect(entry.loanAmountDetails.interestRate).toBe(12);
    expect(entry.explanation.computedAmount).toBe(899000);
    expect(entry.grantedTenure).toBe(60);
  });
});
