import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ruleChecksAnswer } from '@lbo/contracts/rule-checks';
import { simulationAnswer, type SimulationResult } from '@lbo/contracts/rule-simulation';
import { okBody } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { signInAs, slow, withProviders } from '@/testing/render-app';
import { ImpactPreviewDialog } from './impact-preview-dialog';

/* The impact preview: the counts first (flips, amounts, repricings, total interest), then the rows, filterable by kind. */

const side = (amount: number, rate: number, emi: number, apr: number | null, status: 'ELIGIBLE' | 'NOT_ELIGIBLE' = 'ELIGIBLE') => ({
  status,
  amount,
  interestRate: rate,
  estimatedEMI: emi,
  apr,
  upfrontCharges: status === 'ELIGIBLE' ? 3540 : null,
  totalInterest: status === 'ELIGIBLE' ? 70000 : null,
});
const at = '2025-03-01T06:00:00.000Z';
const pair = { bankId: 'b1', productId: 'p1' };
const result: SimulationResult = {
  applications: 50,
  window: { last: 1000, days: null, from: at, to: at },
  pairsChanged: 1,
  eligibleToNot: 0,
  notToEligible: 1,
  amountChanged: 1,
  repriced: 2,
  totalInterestChange: -4200.5,
  amountChange: { totalBefore: 900_000, totalAfter: 1_350_000, medianBefore: 300_000, medianAfter: 350_000 },
  perPair: [
    {
      ...pair,
      bankName: 'HDFC Bank',
      productName: 'Personal Loan',
      eligibleToNot: 0,
      notToEligible: 1,
      amountChanged: 1,
      repriced: 2,
      totalInterestChange: -4200.5,
      totalAmountBefore: 900_000,
      totalAmountAfter: 1_350_000,
    },
  ],
  affected: [
    {
      row: 1,
      kind: 'flip',
      applicationId: 'a1',
      applicant: 'Asha Rao',
      evaluatedAt: at,
      ...pair,
      before: side(0, 12, 0, null, 'NOT_ELIGIBLE'),
      after: side(300000, 11.5, 6598, 12.4),
    },
    {
      row: 2,
      kind: 'amount',
      applicationId: 'a2',
      applicant: 'Ravi Kumar',
      evaluatedAt: at,
      ...pair,
      before: side(300000, 12, 6673, 12.9),
      after: side(350000, 11.5, 7697, 12.4),
    },
    {
      row: 3,
      kind: 'price',
      applicationId: 'a3',
      applicant: 'Meena Iyer',
      evaluatedAt: at,
      ...pair,
      before: side(300000, 12, 6673, 12.9),
      after: side(300000, 11.5, 6598, 12.4),
    },
    {
      row: 4,
      kind: 'price',
      applicationId: 'a4',
      applicant: 'John Dsouza',
      evaluatedAt: at,
      ...pair,
      before: side(300000, 12, 6673, 12.9),
      after: side(300000, 11.5, 6598, 12.4),
    },
  ],
  affectedTotal: 4,
  elapsedMs: 40,
};

function renderDialog(answer: SimulationResult) {
  mockFetch({
    'POST /api/rules/simulate': { body: okBody(simulationAnswer, answer, 'Impact preview') },
    'POST /api/rules/checks': { body: okBody(ruleChecksAnswer, { findings: [], pairsChecked: 1, version: 1 }) },
  });
  signInAs({});
  const calls = [{ method: 'PUT' as const, path: '/api/generaleligibility/updateGeneralRule', query: { id: 'g1' }, body: { interest_rate: 11.5 } }];
  render(withProviders(<ImpactPreviewDialog calls={calls} open onOpenChange={() => undefined} />));
}

describe('Impact preview', () => {
  it('shows the counts first, then the rows with rate, EMI and APR, filterable by kind', async () => {
    renderDialog(result);
    const counts = await screen.findByTestId('impact-counts', {}, slow);
    const figure = (label: string) => within(counts).getByText(label).nextElementSibling?.textContent;
    expect(figure('Not eligible → eligible')).toBe('1');
    expect(figure('Amount changed')).toBe('1');
    expect(figure('Repriced')).toBe('2');
    // Whole rupees, as every figure of a table or card.
    expect(figure('Total interest')).toBe('−₹4,201');
    // Counts come before the rows in the dialog.
    const rows = screen.getByTestId('impact-affected');
    expect(counts.compareDocumentPosition(rows) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByTestId('impact-row')).toHaveLength(4);
    expect(screen.getAllByTestId('impact-row')[2]!.textContent).toContain('Rate 11.50 % · EMI ₹6,598 · APR 12.40 %');

    fireEvent.click(screen.getByRole('button', { name: 'Price (2)' }));
    expect(screen.getAllByTestId('impact-row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('Meena Iyer'),
      expect.stringContaining('John Dsouza'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Amount (1)' }));
    expect(screen.getAllByTestId('impact-row')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'All (4)' }));
    expect(screen.getAllByTestId('impact-row')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Asha Rao' }).getAttribute('href')).toBe('/customer-master?application=a1');
  });

  it('numbers anonymous rows and links to nobody', async () => {
    renderDialog({ ...result, affected: result.affected.map((a) => ({ ...a, applicationId: null, applicant: null })) });
    await screen.findByTestId('impact-counts', {}, slow);
    expect(screen.getByText('Application 2')).toBeTruthy();
    expect(within(screen.getByTestId('impact-affected')).queryAllByRole('link')).toHaveLength(0);
  });
});
