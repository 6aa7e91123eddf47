import { describe, expect, it } from 'vitest';
import { evaluateApplication } from './evaluate';
import { rupees } from './money';
import {
  applicant,
  bankSalaryRule,
  btRule,
  employmentRule,
  foirRule,
  generalRule,
  input,
  loan,
  multiplierRule,
  pair,
  COMPANY_ID,
} from './test-support/fixtures';
import type { EligibilityEntry } from './types';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** A column name (salary_min) or an applicant field name (emisPaid) in running text. */
const FIELD_NAME = /\b[a-z]+(?:_[a-z]+)+\b|\b[a-z]+[A-Z]\w*\b|\w+\[\d+\]/;
const id = (n: number) => `0b7e${String(n).padStart(4, '0')}-82f3-4c1e-9a55-1c2d3e4f5a6b`;
const CAT_A = id(1);

/**
 * A refused and an offered pair of one applicant, with what makes notes: rows of the category
 * and rows without one, two active employment rows, loans to transfer that the bank refuses, a
 * salary band chosen on the house owners' minimum, a salary with paise.
 */
function realisticEvaluation(categoryNames?: ReadonlyMap<string, string>): EligibilityEntry[] {
  const who = applicant({ salary: 87654.5, isHouseowned: true, requestedLoanAmount: 1712076 }, [
    loan({ Loan_Type: 'Personal Loan', outstanding: 30000, emisPaid: 1, bt: true }),
    loan({ Loan_Type: 'Overdraft', outstanding: 250000, bt: true }),
    loan({ Loan_Type: 'Car Loan', outstanding: 400000, is_secured: true, emi_amount: 9000 }),
  ]);
  const rules = {
    general: [generalRule({ id: id(10), interest_rate: 14.25, high_cibil_threshold: 800, high_cibil_interest_rate: 12.5, max_loan_amount: 2500000 })],
    employment: [employmentRule({ id: id(20) }), employmentRule({ id: id(21) })],
    bankSalary: [
      bankSalaryRule({ id: id(30), category_id: CAT_A, salary_min: 100000, conditional_min_salary: 28000, max_loan_amount: 1875814.8 }),
      bankSalaryRule({ id: id(31), category_id: CAT_A, salary_min: 20000 }),
    ],
    foir: [foirRule({ id: id(40), foir_percent: 60, foir_percent_with_secured: 65 })],
    multiplier: [multiplierRule({ id: id(50), category_id: id(2) }), multiplierRule({ id: id(51), salary_min: 0, salary_max: 50000 })],
    balanceTransfer: [btRule({ id: id(60), min_emis_paid: 6, app_loan_bt_threshold: 50000, bt_of_od_allowed: false, min_bt_amount: 50000 })],
    mappings: [{ company_id: COMPANY_ID, category_id: CAT_A, is_active: true }],
  };
  const offered = pair({
    bank: { id: id(70), name: 'Alpha Bank', is_active: true },
    product: { id: id(80), name: 'Personal Loan', is_active: true, loan_type: 'PERSONAL_LOAN' },
    ...rules,
  });
  const refused = pair({
    bank: { id: id(71), name: 'Beta Bank', is_active: true },
    product: { id: id(80), name: 'Personal Loan', is_active: true, loan_type: 'PERSONAL_LOAN' },
    ...rules,
    general: [generalRule({ id: id(11), interest_rate: null, metro_city_only: true })],
  });
  return evaluateApplication({
    ...input({ applicant: who, pairs: [offered, refused] }),
    city: { id: id(90), city_name: 'Nashik', is_metro: false },
    categoryNames,
  }).eligibleBanks;
}

describe('the notes of an explanation', () => {
  const entries = realisticEvaluation(new Map([[CAT_A, 'CAT A']]));
  const notes = entries.flatMap((e) => e.explanation.notes);

  it('name bands, categories and loans in words, never by an id or a field name', () => {
    expect(notes.length).toBeGreaterThan(5);
    for (const note of notes) {
      expect(note).not.toMatch(UUID);
      expect(note).not.toMatch(FIELD_NAME);
    }
    expect(notes).toContain('Salary band ₹28,000 and above (for house owners) chosen for category CAT A: the highest band the salary meets');
    expect(notes).toContain('2 employment rules are active; only one of them is applied');
    expect(notes).toContain('No multiplier bands for category CAT A; the bands without a category apply');
    expect(notes).toContain(
      'Loan 1 (Old Bank Personal Loan) not transferred, it stays an obligation: 1 EMI paid and the lender needs 6; ' +
        "the outstanding ₹30,000 is below the lender's smallest transfer, ₹50,000; " +
        'it is an app loan (outstanding ₹30,000, below ₹50,000) and the lender does not take over app loans',
    );
  });

  it('name a category without a known name as the applicant’s, not by its id', () => {
    const unnamed = realisticEvaluation().flatMap((e) => e.explanation.notes);
    expect(unnamed).toContain("No multiplier bands for the applicant's category; the bands without a category apply");
    for (const note of unnamed) expect(note).not.toMatch(UUID);
  });

  it('write every sum of money one way: Indian grouping, whole rupees unless paise remain, then two decimals', () => {
    const sums = notes.flatMap((note) => note.match(/₹[\d,]*\d(?:\.\d+)?/g) ?? []);
    expect(sums.length).toBeGreaterThan(3);
    for (const sum of sums) expect(sum).toBe(rupees(Number(sum.slice(1).replace(/,/g, ''))));
    expect(notes.join(' ')).not.toMatch(/(?<![₹\d,.])\d{5,}/);
    expect(rupees(1712076)).toBe('₹17,12,076');
    expect(rupees(1875814.8)).toBe('₹18,75,814.80');
  });

  it('write a yearly rate as "% p.a." in checks and offers', () => {
    const texts = entries.flatMap((e) => [...e.explanation.checks.map((c) => c.detail), e.penalCharges ?? '']);
    expect(texts.join(' ')).not.toMatch(/a year/);
    expect(entries[0]!.explanation.checks.find((c) => c.code === 'INTEREST_RATE_NOT_CONFIGURED')?.detail).toBe('interest_rate 14.25% p.a.');
  });
});
