import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { evaluateApplication } from '@lbo/eligibility';
import { rupees } from '@lbo/eligibility/money';
import {
  applicant,
  bankSalaryRule,
  btRule,
  employmentRule,
  foirRule,
  generalRule,
  input,
  loan,
  pair,
  COMPANY_ID,
} from '@lbo/eligibility/test-support/fixtures';
import { formatINRExact } from '@/lib/format';
import { ExplanationPanel } from './explanation-panel';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** A column name (salary_min) or a request field (emisPaid, Loans[0]) in what the reader sees. */
const FIELD_NAME = /\b[a-z]+(?:_[a-z]+)+\b|\b[a-z]+[A-Z]\w*\b|\w+\[\d+\]|\bCAPS|\bTotalEnquiries/;
const id = (n: number) => `82273ed7-${String(n).padStart(4, '0')}-4c1e-9a55-1c2d3e4f5a6b`;
const CAT_A = id(1);

/** The engine's explanation of one pair, as the route serves it: rows and categories with uuids, the category named. */
function realisticExplanation() {
  const who = applicant({ salary: 87654.5, isHouseowned: true, requestedLoanAmount: 1712076, cibilScore: 700 }, [
    loan({ Loan_Type: 'Personal Loan', outstanding: 30000, emisPaid: 1, bt: true }),
    loan({ Loan_Type: 'Car Loan', outstanding: 400000, is_secured: true, emi_amount: 9000 }),
  ]);
  const rules = pair({
    bank: { id: id(70), name: 'Alpha Bank', is_active: true },
    product: { id: id(80), name: 'Personal Loan', is_active: true, loan_type: 'PERSONAL_LOAN' },
    general: [generalRule({ id: id(10), interest_rate: 14.25, max_loan_amount: 2500000, cibil_min_score: 720 })],
    employment: [employmentRule({ id: id(20) }), employmentRule({ id: id(21) })],
    bankSalary: [bankSalaryRule({ id: id(30), category_id: CAT_A, salary_min: 100000, conditional_min_salary: 28000, max_loan_amount: 1875814.8 })],
    foir: [foirRule({ id: id(40), foir_percent: 60, foir_percent_with_secured: 65 })],
    balanceTransfer: [btRule({ id: id(60), min_emis_paid: 6, min_bt_amount: 50000 })],
    mappings: [{ company_id: COMPANY_ID, category_id: CAT_A, is_active: true }],
  });
  const [entry] = evaluateApplication({ ...input({ applicant: who, pairs: [rules] }), categoryNames: new Map([[CAT_A, 'CAT A']]) }).eligibleBanks;
  return { ...entry!.explanation, categoryName: 'CAT A' };
}

describe('the explanation of a realistic evaluation, as shown', () => {
  it('has no id or field name in its checks and notes, one money format and one rate wording', () => {
    render(<ExplanationPanel explanation={realisticExplanation()} />);
    const panel = screen.getByTestId('explanation');
    const notes = within(within(panel).getByRole('heading', { name: 'Notes' }).parentElement!)
      .getAllByRole('listitem')
      .map((li) => li.textContent!);
    const details = within(panel)
      .getAllByTestId('explanation-detail')
      .map((d) => d.textContent!);
    expect(notes).toContain('Salary band ₹28,000 and above (for house owners) chosen for category CAT A: the highest band the salary meets');
    expect(details).toContain('Interest rate 14.25% p.a.');

    const text = panel.textContent!;
    expect(text).not.toMatch(UUID);
    for (const line of [...notes, ...details]) expect(line).not.toMatch(FIELD_NAME);
    const sums = text.match(/₹[\d,]*\d(?:\.\d+)?/g) ?? [];
    expect(sums.length).toBeGreaterThan(5);
    for (const sum of sums) expect(sum).toBe(formatINRExact(sum.slice(1).replace(/,/g, '')));
    expect(text).toContain('₹18,75,814.80');
    expect(text).not.toMatch(/a year/);
    expect(text.match(/\d% p\.a\./g)?.length).toBe(2);
  });

  it('writes rupees the way the engine writes them in its notes', () => {
    for (const value of [0, 7, 1000, 28000, 1712076, 1875814.8, 1234.5, 99999.999, 10000000]) expect(rupees(value)).toBe(formatINRExact(value));
  });
});
