import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { kfsFactsAnswer } from '@lbo/contracts/kfs';
import { sessionActions } from '@/lib/session-store';
import { okBody } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { signInAs, withProviders } from '@/testing/render-app';
import { richVariant } from '../config/variants';
import type { EligibilityEntry, EvaluationResult } from '../types';
import { ExplanationPanel } from './explanation-panel';
import { ResultsStep } from './results-step';

/* Money in one style: an offer card shows whole rupees beside the EMI; the explanation's workings keep their paise. */

const offer: EligibilityEntry = {
  bankId: 'b-1',
  bankName: 'HDFC Bank',
  productId: 'p-1',
  productName: 'Personal Loan',
  loanType: 'PERSONAL_LOAN',
  eligibilityStatus: 'ELIGIBLE',
  loanAmountDetails: { eligibleAmount: 500000.4, interestRate: 12, estimatedEMI: 14900, btAmount: 0 },
  grantedTenure: 36,
  appliedMaxTenure: 36,
  failureReasons: [],
  failureCodes: [],
  bindingCap: 'requested',
  apr: 12.87,
  netDisbursedAmount: 486649.2,
  upfrontCharges: 13350.8,
  totalInterest: 36400.5,
  totalAmountPayable: 549750.5,
  penalCharges: null,
};

const result: EvaluationResult = {
  eligibleBanks: [offer],
  totalBanksChecked: 1,
  eligibleCount: 1,
  applicationId: 'app-5',
  customerId: 'customer-5',
  ruleVersion: 3,
};

describe('money on an offer card', () => {
  afterEach(() => sessionActions.clear());

  it('shows every amount in whole rupees, like the EMI beside it', async () => {
    mockFetch({ 'GET /api/loanapplication/app-5/kfs-facts': { body: okBody(kfsFactsAnswer, { lenders: [] }) } });
    signInAs({});
    render(withProviders(<ResultsStep variant={richVariant} result={result} onBack={() => {}} onStartOver={() => {}} />));

    const card = await screen.findByTestId('result-card');
    const figure = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(figure('Eligible Amount')).toBe('₹5,00,000');
    expect(figure('EMI')).toBe('₹14,900');
    expect(figure('Upfront Charges')).toBe('₹13,351');
    expect(figure('Total Cost')).toBe('₹5,49,751');
    expect(card.textContent).not.toMatch(/₹[\d,]+\.\d/);
  });

  it("keeps the paise in the explanation's workings, which must add up", () => {
    render(
      <ExplanationPanel
        explanation={{
          category: null,
          listed: true,
          nullCibil: false,
          ruleIds: {
            general: 'g1',
            employment: null,
            cibilEnquiry: null,
            obligation: null,
            registration: null,
            bankSalary: null,
            foir: null,
            multiplier: null,
            balanceTransfer: null,
          },
          checks: [],
          tenureLimits: [{ name: 'requested', value: 36 }],
          interestRate: 12,
          obligations: { total: 8000.5, perLoan: [] },
          foirPercent: 50,
          emiCapacity: 22000,
          caps: [{ name: 'foir', value: 662345.5 }],
          bindingCap: 'foir',
          computedAmount: 662345.5,
          transferredLoans: [],
          notes: [],
        }}
      />,
    );
    const panel = screen.getByTestId('explanation');
    expect(within(panel).getAllByText('₹6,62,345.50').length).toBeGreaterThan(0);
    expect(within(panel).getByText('₹8,000.50')).toBeTruthy();
  });
});
