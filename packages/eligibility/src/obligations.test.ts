import { describe, expect, it } from 'vitest';
import { computeObligations } from './obligations';
import { applicant, evaluateOne, loan, obligationRule } from './test-support/fixtures';
import type { Applicant, ExistingLoan, ObligationBasis, ObligationRule } from './types';

const none = new Set<number>();
const one = (l: ExistingLoan, rule: ObligationRule | null, o: Parameters<typeof applicant>[0] = {}) =>
  computeObligations([l], none, rule, applicant(o, [l])).perLoan[0];

interface LoanCase {
  name: string;
  loan: ExistingLoan;
  /** The obligation row's fields; the rest are null. */
  rule?: Partial<ObligationRule>;
  applicant?: Partial<Applicant>;
  obligated: number;
  basis: ObligationBasis;
}

const card = (o: Partial<ExistingLoan>) => loan({ Loan_Type: 'Credit Card', ...o });
const home = loan({ Loan_Type: 'Home Loan', emi_amount: 20000 });
const gold = loan({ Loan_Type: 'Gold Loan', outstanding: 100000, emi_amount: 2500 });
const spouse = { homeloanwithspouse: true };
/** 20% of the salary of 60,000 (the NTH) is 12,000. */
const cardShares = { cc_waive_off_percentrage_of_nth: 20, cc_sanction_amount_percentage_obligated: 5 };
const closing = { emis_pending: 3 };
const homeShare = { HL_co_app_percentage_obligated_on_emi: 50 };
const bothShares = { ...homeShare, GL_sanction_percentage_obligated: 10 };

const perLoan: LoanCase[] = [
  {
    name: 'a card: a percentage of its outstanding',
    loan: card({ outstanding: 100000, emi_amount: 3000 }),
    rule: { cc_sanction_amount_percentage_obligated: 5 },
    obligated: 5000,
    basis: 'cc_outstanding_percent',
  },
  { name: 'a card: its EMI without a percentage', loan: card({ outstanding: 100000, emi_amount: 3000 }), obligated: 3000, basis: 'emi' },
  { name: 'a card within the NTH share: waived', loan: card({ outstanding: 12000 }), rule: cardShares, obligated: 0, basis: 'cc_waived' },
  {
    name: 'a card over the NTH share: its percentage',
    loan: card({ outstanding: 12001 }),
    rule: cardShares,
    obligated: 600.05,
    basis: 'cc_outstanding_percent',
  },
  { name: 'a loan about to close (emisPending ≤ emis_pending)', loan: loan({ emisPending: 3 }), rule: closing, obligated: 0, basis: 'closing_soon' },
  { name: 'a loan not about to close', loan: loan({ emisPending: 4 }), rule: closing, obligated: 10000, basis: 'emi' },
  { name: 'a card is never about to close', loan: card({ emisPending: 0, emi_amount: 3000 }), rule: closing, obligated: 3000, basis: 'emi' },
  {
    name: 'a home loan with the spouse: a share of its EMI',
    loan: home,
    rule: homeShare,
    applicant: spouse,
    obligated: 10000,
    basis: 'hl_co_applicant_percent',
  },
  { name: 'a home loan without the spouse', loan: home, rule: homeShare, applicant: { homeloanwithspouse: false }, obligated: 20000, basis: 'emi' },
  { name: 'a home loan with the spouse, no share set', loan: home, applicant: spouse, obligated: 20000, basis: 'emi' },
  {
    name: 'a gold loan: a share of its outstanding',
    loan: gold,
    rule: { GL_sanction_percentage_obligated: 10 },
    obligated: 10000,
    basis: 'gl_outstanding_percent',
  },
  { name: 'a gold loan without a share', loan: gold, obligated: 2500, basis: 'emi' },
  ...(['Car Loan', 'Education Loan', 'Overdraft', 'Personal Loan'] as const).map((Loan_Type): LoanCase => ({
    name: `a ${Loan_Type}: its EMI`,
    loan: loan({ Loan_Type, emi_amount: 4321 }),
    rule: bothShares,
    applicant: spouse,
    obligated: 4321,
    basis: 'emi',
  })),
  {
    name: 'a closing home loan weighs nothing even with a spouse share',
    loan: loan({ Loan_Type: 'Home Loan', emisPending: 6 }),
    rule: { emis_pending: 6, ...homeShare },
    applicant: spouse,
    obligated: 0,
    basis: 'closing_soon',
  },
];

describe('obligations per loan type', () => {
  it('counts every EMI when the pair has no obligation row, cards included', () => {
    const loans = [loan({ Loan_Type: 'Credit Card', emi_amount: 3000 }), loan({ emisPending: 1 }), loan({ Loan_Type: 'Gold Loan', emi_amount: 2000 })];
    const result = computeObligations(loans, none, null, applicant({}, loans));
    expect(result.total).toBe(15000);
    expect(result.perLoan.map((l) => l.rule)).toEqual(['emi', 'emi', 'emi']);
  });

  it.each(perLoan)('$name', (c) => {
    expect(one(c.loan, obligationRule(c.rule), c.applicant)).toMatchObject({ amount: c.obligated, rule: c.basis });
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
