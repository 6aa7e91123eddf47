import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { kfsFactsAnswer } from '@lbo/contracts/kfs';
import { sessionActions } from '@/lib/session-store';
import { okBody } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { signInAs, withProviders } from '@/testing/render-app';
import { richVariant } from '../config/variants';
import type { EligibilityEntry, EvaluationResult } from '../types';
import { ResultsStep } from './results-step';

/* An offer's documents open at their own addresses in a new tab, and say when a lender's facts are missing. */

const offer = (bankId: string, bankName: string): EligibilityEntry => ({
  bankId,
  bankName,
  productId: 'p-1',
  productName: 'Personal Loan',
  loanType: 'PERSONAL_LOAN',
  eligibilityStatus: 'ELIGIBLE',
  loanAmountDetails: { eligibleAmount: 500000, interestRate: 12, estimatedEMI: 16607, btAmount: 0 },
  grantedTenure: 36,
  appliedMaxTenure: 36,
  failureReasons: [],
  failureCodes: [],
  bindingCap: 'requested',
  apr: 12.87,
  netDisbursedAmount: 490560,
  upfrontCharges: 9440,
  totalInterest: 97852,
  totalAmountPayable: 607292,
  penalCharges: null,
});

const result: EvaluationResult = {
  eligibleBanks: [offer('b-1', 'HDFC Bank'), offer('b-2', 'Axis Bank')],
  totalBanksChecked: 2,
  eligibleCount: 2,
  applicationId: 'app-9',
  customerId: 'customer-9',
  ruleVersion: 3,
};

describe("an evaluation's documents", () => {
  afterEach(() => {
    sessionActions.clear();
    vi.unstubAllGlobals();
  });

  it('opens the comparison and each Key Fact Statement at their addresses in a new tab, and marks a lender without its facts', async () => {
    const facts = mockFetch({
      'GET /api/loanapplication/app-9/kfs-facts': {
        body: okBody(kfsFactsAnswer, { lenders: [{ bankId: 'b-2', bankName: 'Axis Bank', missing: ['grievance_officer_email'] }] }),
      },
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    signInAs({});
    render(withProviders(<ResultsStep variant={richVariant} result={result} onBack={() => {}} onStartOver={() => {}} />));

    const cards = screen.getAllByTestId('result-card');
    const axis = cards.find((c) => within(c).getByTestId('result-bank').textContent === 'Axis Bank')!;
    const hdfc = cards.find((c) => within(c).getByTestId('result-bank').textContent === 'HDFC Bank')!;
    const warning = await within(axis).findByRole('button', { name: "Key Fact Statement: lender's facts missing" });
    expect(warning.getAttribute('title')).toContain('grievance officer e-mail');
    // One request for every offer's button.
    expect(facts.mock.calls.filter(([url]) => String(url).includes('kfs-facts'))).toHaveLength(1);

    fireEvent.click(within(hdfc).getByRole('button', { name: 'Key Fact Statement' }));
    expect(open).toHaveBeenLastCalledWith('/api/loanapplication/app-9/pairs/b-1/p-1/kfs', '_blank', 'noopener');
    fireEvent.click(within(hdfc).getByRole('button', { name: 'Key Fact Statement of HDFC Bank Personal Loan as PDF' }));
    expect(open).toHaveBeenLastCalledWith('/api/loanapplication/app-9/pairs/b-1/p-1/kfs?format=pdf', '_blank', 'noopener');
    fireEvent.click(warning);
    expect(open).toHaveBeenLastCalledWith('/api/loanapplication/app-9/pairs/b-2/p-1/kfs', '_blank', 'noopener');

    fireEvent.click(screen.getByRole('button', { name: 'Print / PDF' }));
    await waitFor(() => expect(open).toHaveBeenLastCalledWith('/api/loanapplication/app-9/comparison', '_blank', 'noopener'));
    expect(open).toHaveBeenCalledTimes(4);
  });
});
