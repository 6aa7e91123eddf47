import { describe, expect, it } from 'vitest';
import { computeObligations } from './obligations';
import { applicant, evaluateOne, loan, obligationRule } from './test-support/fixtures';
import type { ExistingLoan, ObligationRule } from './types';

const none = new Set<number>();
const one = (l: ExistingLoan, rule: ObligationRule | null, o: Parameters<typeof applicant>[0] = {}) =>
  computeObligations([l], none, rule, applicant(o, [l])).perLoan[0];

describe('obligations per loan type', () => {
  it('counts every EMI when the pair has no obligation row, cards included', () => {
    const loans = [loan({ Loan_Type: 'Credit Card', emi_amount: 3000 }), loan({ emisPending: 1 }), loan({ Loan_Type: 'Gold Loan', emi_amount: 2000 })];
    const result = computeObligations(loans, none, null, applicant({}, loans));
    expect(result.total).toBe(15000);
    expect(result.perLoan.map((l) => l.rule)).toEqual(['emi', 'emi', 'emi']);
  });

  it('obligates a percentage of a card outstanding when set, else its EMI', () => {
    const card = loan({ Loan_Type: 'Credit Card', outstanding: 100000, emi_amount: 3000 });
    expect(one(card, obligationRule({ cc_sanction_amount_percentage_obligated: 5 }))).toMatchObject({ amount: 5000, rule: 'cc_outstanding_percent' });
    expect(one(card, obligationRule())).toMatchObject({ amount: 3000, rule: 'emi' });
  });

  it('waives a card whose outstanding is at most the NTH share', () => {
    const rule = obligationRule({ cc_waive_off_percentrage_of_nth: 20, cc_sanction_amount_percentage_obligated: 5 });
    // 20% of 60,000 = 12,000
    expect(one(loan({ Loan_Type: 'Credit Card', outstanding: 12000 }), rule)).toMatchObject({ amount: 0, rule: 'cc_waived' });
    expect(one(loan({ Loan_Type: 'Credit Card', outstanding: 12001 }), rule)).toMatchObject({ amount: 600.05, rule: 'cc_outstanding_percent' });
  });

  it('ignores loans about to close (emisPending ≤ emis_pending), but not cards', () => {
    const rule = obligationRule({ emis_pending: 3 });
    expect(one(loan({ emisPending: 3 }), rule)).toMatchObject({ amount: 0, rule: 'closing_soon' });
    expect(one(loan({ emisPending: 4 }), rule)).toMatchObject({ amount: 10000, rule: 'emi' });
    expect(one(loan({ Loan_Type: 'Credit Card', emisPending: 0, emi_amount: 3000 }), rule)).toMatchObject({ amount: 3000, rule: 'emi' });
  });

  it('obligates a share of a home loan taken with the spouse', () => {
    const rule = obligationRule({ HL_co_app_percentage_obligated_on_emi: 50 });
    const home = loan({ Loan_Type: 'Home Loan', emi_amount: 20000 });
    expect(one(home, rule, { homeloanwithspouse: true })).toMatchObject({ amount: 10000, rule: 'hl_co_applicant_percent' });
    expect(one(home, rule, { homeloanwithspouse: false })).toMatchObject({ amount: 20000, rule: 'emi' });
    expect(one(home, obligationRule(), { homeloanwithspouse: true })).toMatchObject({ amount: 20000, rule: 'emi' });
  });

  it('obligates a share of a gold loan outstanding when set', () => {
    const gold = loan({ Loan_Type: 'Gold Loan', outstanding: 100000, emi_amount: 2500 });
    expect(one(gold, obligationRule({ GL_sanction_percentage_obligated: 10 }))).toMatchObject({ amount: 10000, rule: 'gl_outstanding_percent' });
    expect(one(gold, obligationRule())).toMatchObject({ amount: 2500, rule: 'emi' });
  });

  it('counts the EMI of car, education and overdraft loans', () => {
    const rule = obligationRule({ HL_co_app_percentage_obligated_on_emi: 50, GL_sanction_percentage_obligated: 10 });
    for (const Loan_Type of ['Car Loan', 'Education Loan', 'Overdraft', 'Personal Loan'] as const) {
      expect(one(loan({ Loan_Type, emi_amount: 4321 }), rule, { homeloanwithspouse: true })).toMatchObject({ amount: 4321, rule: 'emi' });
    }
  });

  it('lets a closing home loan weigh nothing even with a spouse share', () => {
    const rule = obligationRule({ emis_pending: 6, HL_co_app_percentage_obligated_on_emi: 50 });
    expect(one(loan({ Loan_Type: 'Home Loan', emisPending: 6 }), rule, { homeloanwithspouse: true })).toMatchObject({ amount: 0, rule: 'closing_soon' });
  });

  it('weighs nothing for a transferred loan', () => {
    const loans = [loan(), loan({ emi_amount: 5000 })];
    const result = computeObligations(loans, new Set([0]), null, applicant({}, loans));
    expect(result.total).toBe(5000);
    expect(result.perLoan[0]).toEqual({ index: 0, bank_name: 'Old Bank', Loan_Type: 'Personal Loan', amount: 0, rule: 'transferred' });
  });
});

describe('obligations in an evaluation', () => {
  it('raises the FOIR cap when a loan is about to close', () => {
    // O = 0 → E = 30,000 → PV 1,348,651 → the request (1,000,000) binds.
    const entry = evaluateOne({ obligation: [obligationRule({ emis_pending: 20 })] });
    expect(entry.explanation.obligations?.total).toBe(0);
    expect(entry.explanation.emiCapacity).toBe(30000);
    expect(entry.explanation.bindingCap).toBe('requested');
    expect(entry.loanAmountDetails.eligibleAmount).toBe(1000000);
    expect(entry.explanation.ruleIds.obligation).toBe('obligation-1');
  });

  it('uses the active obligation row with the lowest id', () => {
    const entry = evaluateOne({
      obligation: [
        obligationRule({ id: 'ob-b', emis_pending: 20 }),
        obligationRule({ id: 'ob-a', emis_pending: 0 }),
        obligationRule({ id: 'ob-0', is_active: false, emis_pending: 50 }),
      ],
    });
    expect(entry.explanation.ruleIds.obligation).toBe('ob-a');
    expect(entry.explanation.obligations?.total).toBe(10000);
    expect(entry.explanation.notes).toContain('2 obligation rules are active; only one of them is applied');
  });
});
