import { describe, expect, it } from 'vitest';
import { planBalanceTransfer } from './balance-transfer';
import { applicant, btRule, evaluateOne, foirRule, loan } from './test-support/fixtures';
import type { BalanceTransferRule, ExistingLoan } from './types';

const moved = (loans: ExistingLoan[], rule: BalanceTransferRule | null) => planBalanceTransfer(loans, rule).transferred.map((t) => t.index);

describe('which loans are transferred', () => {
  it('takes personal loans and cards marked bt, never loans not marked', () => {
    const loans = [loan({ bt: true }), loan({ Loan_Type: 'Credit Card', bt: true }), loan({ bt: false })];
    const plan = planBalanceTransfer(loans, btRule());
    expect(plan.transferred.map((t) => t.index)).toEqual([0, 1]);
    expect(plan.btAmount).toBe(400000);
    expect(plan.notes).toEqual([]);
  });

  it('needs an active rule for the bank', () => {
    const plan = planBalanceTransfer([loan({ bt: true })], null);
    expect(plan.transferred).toEqual([]);
    expect(plan.btAmount).toBe(0);
    expect(plan.notes).toEqual(['Loan 1 (Old Bank Personal Loan) not transferred, it stays an obligation: the bank has no active balance-transfer rule']);
  });

  it('takes overdrafts only when bt_of_od_allowed, and never other loan types', () => {
    const loans = [loan({ Loan_Type: 'Overdraft', bt: true }), loan({ Loan_Type: 'Home Loan', bt: true }), loan({ Loan_Type: 'Gold Loan', bt: true })];
    expect(moved(loans, btRule({ bt_of_od_allowed: true }))).toEqual([0]);
    const plan = planBalanceTransfer(loans, btRule());
    expect(plan.transferred).toEqual([]);
    expect(plan.notes).toEqual([
      'Loan 1 (Old Bank Overdraft) not transferred, it stays an obligation: the lender does not take over overdrafts',
      'Loan 2 (Old Bank Home Loan) not transferred, it stays an obligation: a Home Loan cannot be transferred',
      'Loan 3 (Old Bank Gold Loan) not transferred, it stays an obligation: a Gold Loan cannot be transferred',
    ]);
  });

  it('needs min_emis_paid for instalment loans only', () => {
    const rule = btRule({ min_emis_paid: 6, bt_of_od_allowed: true });
    const loans = [
      loan({ emisPaid: 5, bt: true }),
      loan({ emisPaid: 6, bt: true }),
      loan({ Loan_Type: 'Credit Card', emisPaid: 0, bt: true }),
      loan({ Loan_Type: 'Overdraft', emisPaid: 0, bt: true }),
    ];
    const plan = planBalanceTransfer(loans, rule);
    expect(plan.transferred.map((t) => t.index)).toEqual([1, 2, 3]);
    expect(plan.notes).toEqual(['Loan 1 (Old Bank Personal Loan) not transferred, it stays an obligation: 5 EMIs paid and the lender needs 6']);
  });

  it('keeps the outstanding within min_bt_amount and max_bt_amount, both inclusive', () => {
    const rule = btRule({ min_bt_amount: 50000, max_bt_amount: 500000 });
    const loans = [49999, 50000, 500000, 500001].map((outstanding) => loan({ outstanding, bt: true }));
    const plan = planBalanceTransfer(loans, rule);
    expect(plan.transferred.map((t) => t.index)).toEqual([1, 2]);
    expect(plan.btAmount).toBe(550000);
    expect(plan.notes).toEqual([
      "Loan 1 (Old Bank Personal Loan) not transferred, it stays an obligation: the outstanding ₹49,999 is below the lender's smallest transfer, ₹50,000",
      "Loan 4 (Old Bank Personal Loan) not transferred, it stays an obligation: the outstanding ₹5,00,001 is above the lender's largest transfer, ₹5,00,000",
    ]);
  });

  it('takes small personal loans (app loans) only when app_loan_bt', () => {
    const loans = [
      loan({ outstanding: 30000, bt: true }),
      loan({ outstanding: 50000, bt: true }),
      loan({ Loan_Type: 'Credit Card', outstanding: 30000, bt: true }),
    ];
    expect(moved(loans, btRule({ app_loan_bt_threshold: 50000, app_loan_bt: true }))).toEqual([0, 1, 2]);
    const plan = planBalanceTransfer(loans, btRule({ app_loan_bt_threshold: 50000, app_loan_bt: false }));
    expect(plan.transferred.map((t) => t.index)).toEqual([1, 2]);
    expect(plan.notes).toEqual([
      'Loan 1 (Old Bank Personal Loan) not transferred, it stays an obligation: it is an app loan (outstanding ₹30,000, below ₹50,000) and the lender does not take over app loans',
    ]);
  });

  it('stops at max_bt_count, in input order', () => {
    const loans = [
      loan({ bank_name: 'A', bt: true }),
      loan({ bank_name: 'B', bt: false }),
      loan({ bank_name: 'C', bt: true }),
      loan({ bank_name: 'D', bt: true }),
    ];
    const plan = planBalanceTransfer(loans, btRule({ max_bt_count: 2 }));
    expect(plan.transferred.map((t) => t.bank_name)).toEqual(['A', 'C']);
    expect(plan.notes).toEqual(['Loan 4 (D Personal Loan) not transferred, it stays an obligation: the lender takes over at most 2 loans']);
    expect(moved(loans, btRule({ max_bt_count: 0 }))).toEqual([]);
  });

  it('does not count a refused loan towards max_bt_count', () => {
    const loans = [loan({ emisPaid: 1, bt: true }), loan({ bt: true })];
    expect(moved(loans, btRule({ max_bt_count: 1, min_emis_paid: 6 }))).toEqual([1]);
  });

  it('lists every reason a loan is refused', () => {
    const plan = planBalanceTransfer([loan({ emisPaid: 1, outstanding: 10, bt: true })], btRule({ min_emis_paid: 6, min_bt_amount: 50000 }));
    expect(plan.notes).toEqual([
      "Loan 1 (Old Bank Personal Loan) not transferred, it stays an obligation: 1 EMI paid and the lender needs 6; the outstanding ₹10 is below the lender's smallest transfer, ₹50,000",
    ]);
  });
});

describe('balance transfer in an evaluation', () => {
  it('removes a transferred loan from the obligations and reports the BT amount', () => {
    const entry = evaluateOne(
      { balanceTransfer: [btRule()] },
      { applicant: applicant({}, [loan({ outstanding: 300000, bt: true }), loan({ bank_name: 'Other', emi_amount: 5000 })]) },
    );
    expect(entry.eligibilityStatus).toBe('ELIGIBLE');
    expect(entry.loanAmountDetails.btAmount).toBe(300000);
    expect(entry.explanation.transferredLoans).toEqual([{ index: 0, bank_name: 'Old Bank', Loan_Type: 'Personal Loan', outstanding: 300000 }]);
    expect(entry.explanation.obligations?.total).toBe(5000);
    // E = 30,000 − 5,000 = 25,000 → PV 1,123,876 → the request binds.
    expect(entry.explanation.emiCapacity).toBe(25000);
    expect(entry.loanAmountDetails.eligibleAmount).toBe(1000000);
    expect(entry.explanation.ruleIds.balanceTransfer).toBe('bt-1');
  });

  it('keeps a refused loan as an obligation and says why', () => {
    const entry = evaluateOne({ balanceTransfer: [btRule({ min_emis_paid: 12 })] }, { applicant: applicant({}, [loan({ bt: true })]) });
    expect(entry.loanAmountDetails.btAmount).toBe(0);
    expect(entry.explanation.obligations?.total).toBe(10000);
    expect(entry.loanAmountDetails.eligibleAmount).toBe(899000);
    expect(entry.explanation.notes).toContain('Loan 1 (Old Bank Personal Loan) not transferred, it stays an obligation: 10 EMIs paid and the lender needs 12');
  });

  it('ignores inactive and expired rules, and uses the lowest id among active ones', () => {
    const rules = [
      btRule({ id: 'bt-c', min_emis_paid: 50 }),
      btRule({ id: 'bt-a', is_active: false }),
      btRule({ id: 'bt-0', valid_to: '2025-01-01' }),
      btRule({ id: 'bt-b' }),
    ];
    const entry = evaluateOne({ balanceTransfer: rules }, { applicant: applicant({}, [loan({ bt: true })]) });
    expect(entry.explanation.ruleIds.balanceTransfer).toBe('bt-b');
    expect(entry.loanAmountDetails.btAmount).toBe(200000);
  });

  it('judges BT coverage on the eligible amount (covered exactly)', () => {
    const entry = evaluateOne({ balanceTransfer: [btRule()] }, { applicant: applicant({}, [loan({ outstanding: 1000000, bt: true })]) });
    expect(entry.failureCodes).toEqual([]);
    expect(entry.explanation.checks).toContainEqual({
      code: 'BT_NOT_COVERED',
      passed: true,
      detail: 'eligible amount 1000000 ≥ balance-transfer amount 1000000',
    });
  });

  it('does not judge coverage when FOIR stopped the amount', () => {
    const entry = evaluateOne(
      { balanceTransfer: [btRule()] },
      { applicant: applicant({}, [loan({ outstanding: 500000, bt: true }), loan({ emi_amount: 40000 })]) },
    );
    expect(entry.failureCodes).toEqual(['FOIR_EXCEEDED']);
    expect(entry.loanAmountDetails.btAmount).toBe(500000);
  });

  it('uses the FOIR percent with secured loans only for a secured loan that stays', () => {
    const foir = [foirRule({ foir_percent: 50, foir_percent_with_secured: 60 })];
    const kept = evaluateOne({ foir }, { applicant: applicant({}, [loan({ is_secured: true })]) });
    expect(kept.explanation.foirPercent).toBe(60);
    expect(kept.explanation.notes).toContain('The applicant keeps a secured loan, so the FOIR percentage for applicants with a secured loan applies');
    const moved = evaluateOne({ foir, balanceTransfer: [btRule()] }, { applicant: applicant({}, [loan({ is_secured: true, bt: true })]) });
    expect(moved.explanation.foirPercent).toBe(50);
    const unsecured = evaluateOne({ foir });
    expect(unsecured.explanation.foirPercent).toBe(50);
  });
});
