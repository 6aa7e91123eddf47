import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fullAccess, toAccessMap } from '@lbo/contracts/permissions';
import { setViewport } from '@/testing/match-media';
import { customerDetailAnswer, customerListAnswer } from '@lbo/contracts/customers-answers';
import { replayAnswer } from '@lbo/contracts/loan-application-answers';
import { consentWithdrawnAnswer, type ConsentRecord } from '@lbo/contracts/consent';
import { NO_OFFER } from '@lbo/eligibility';
import { itemsPage, okBody } from '@/testing/answers';
import { mockSignedInFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs } from '@/testing/render-app';
import { sessionActions } from '@/lib/session-store';

const customer = {
  id: 'c-1',
  reference: 'LEAD-001',
  name: 'Meera Iyer',
  createdAt: '2026-11-20T05:00:00Z',
  evaluations: 2,
  lastEvaluatedAt: '2026-11-24T05:00:00Z',
  lastEligibleCount: 1,
  bestOfferAmount: 1250000,
  largestOffer: { bankName: 'HDFC Bank', productName: 'Personal Loan', amount: 1250000, apr: 11.62, rate: 10.5 },
};

const applicant = {
  salary: 70000,
  age: 31,
  cibilScore: 720,
  companyName: 'Infosys Limited',
  cityName: 'Pune',
  requestedLoanAmount: 1000000,
  requestedTenureMonths: 60,
  existingEmi: 12000,
  currentEmploymentMonths: 26,
};

const consentGiven: ConsentRecord = {
  id: 'k-2',
  applicationId: 'a-2',
  noticeVersion: '2026-05-v1',
  purposes: ['ELIGIBILITY_CHECK', 'SHARE_WITH_LENDERS'],
  obtainedAt: '2026-11-24T04:58:00.000Z',
  channel: 'WEB',
  reference: null,
  recordedAt: '2026-11-24T05:00:00.000Z',
  withdrawnAt: null,
  withdrawalReason: null,
  withdrawnBy: null,
};
const consentWithdrawn: ConsentRecord = {
  ...consentGiven,
  id: 'k-1',
  applicationId: 'a-1',
  noticeVersion: 'PAPER-3',
  purposes: ['ELIGIBILITY_CHECK', 'MARKETING'],
  obtainedAt: '2026-11-20T04:30:00.000Z',
  channel: 'PAPER',
  reference: 'F-77',
  withdrawnAt: '2026-11-21T06:00:00.000Z',
  withdrawalReason: 'Asked by phone',
  withdrawnBy: { id: 'u-1', name: 'Asha Rao' },
};

function mockCustomers() {
  const queries: URLSearchParams[] = [];
  const withdrawals: unknown[] = [];
  mockSignedInFetch({
    'GET /api/customers': ({ url }) => {
      queries.push(new URL(url, 'http://localhost').searchParams);
      return { body: okBody(customerListAnswer, itemsPage([customer])) };
    },
    'GET /api/customers/c-1': {
      body: okBody(customerDetailAnswer, {
        ...customer,
        history: [
          {
            applicationId: 'a-2',
            evaluatedAt: '2026-11-24T05:00:00Z',
            ruleVersion: 7,
            totalBanksChecked: 24,
            eligibleCount: 1,
            source: { kind: 'api', userName: 'Asha Rao', apiKeyId: 'k1', apiKeyLabel: 'Partner app', bulkJobId: null, fileName: null },
            bestOffer: { bankName: 'HDFC Bank', productName: 'Personal Loan', amount: 1250000, apr: 11.62, rate: 10.5 },
            applicant: { ...applicant, salary: 85000, cibilScore: 780 },
            acknowledgements: [
              {
                bankId: 'b',
                productId: 'p',
                bankName: 'HDFC Bank',
                productName: 'Personal Loan',
                kfsNumber: 'KFS-2026-000042',
                acknowledgedAt: '2026-11-28T06:30:00.000Z',
                acknowledgedBy: { id: 'u-1', name: 'Asha Rao' },
                method: 'E_SIGN',
                language: 'hi',
              },
            ],
          },
          {
            applicationId: 'a-15',
            evaluatedAt: '2026-11-22T05:00:00Z',
            ruleVersion: 7,
            totalBanksChecked: 24,
            eligibleCount: 0,
            source: { kind: 'console', userName: 'Asha Rao', apiKeyId: null, apiKeyLabel: null, bulkJobId: null, fileName: null },
            bestOffer: null,
            applicant,
            acknowledgements: [],
          },
          {
            applicationId: 'a-1',
            evaluatedAt: '2026-11-20T05:00:00Z',
            ruleVersion: 6,
            totalBanksChecked: 24,
            eligibleCount: 0,
            source: { kind: 'bulk', userName: null, apiKeyId: null, apiKeyLabel: null, bulkJobId: 'j1', fileName: 'leads.xlsx' },
            bestOffer: null,
            applicant: null,
            acknowledgements: [],
          },
        ],
        consents: [consentGiven, consentWithdrawn],
      }),
    },
    'POST /api/customers/c-1/consent/withdraw': ({ body }) => {
      withdrawals.push(body);
      const withdrawn = {
        ...consentGiven,
        withdrawnAt: '2026-11-25T06:00:00.000Z',
        withdrawalReason: 'Changed their mind',
        withdrawnBy: { id: 'u-9', name: 'Admin' },
      };
      return {
        body: okBody(consentWithdrawnAnswer, {
          customerId: 'c-1',
          consentIds: ['k-2'],
          withdrawnAt: '2026-11-25T06:00:00.000Z',
          consents: [withdrawn, consentWithdrawn],
        }),
      };
    },
    'POST /api/loanapplication/a-2/replay': ({ url }) => ({
      body: okBody(replayAnswer, {
        applicationId: 'a-2',
        evaluatedVersion: 7,
        version: url.includes('current=true') ? 9 : 7,
        matches: !url.includes('current=true'),
        differences: url.includes('current=true')
          ? [{ bankId: 'b', productId: 'p', bankName: 'HDFC Bank', productName: 'Personal Loan', before: null, after: null }]
          : [],
        result: {
          applicationId: 'a-2',
          ruleVersion: url.includes('current=true') ? 9 : 7,
          eligibleCount: 1,
          totalBanksChecked: 1,
          eligibleBanks: [
            {
              bankId: 'b',
              productId: 'p',
              bankName: 'HDFC Bank',
              productName: 'Personal Loan',
              loanType: 'PERSONAL_LOAN',
              eligibilityStatus: 'ELIGIBLE',
              loanAmountDetails: { eligibleAmount: 1250000, interestRate: 11, estimatedEMI: 27000, btAmount: 0 },
              ...NO_OFFER,
              grantedTenure: 60,
              appliedMaxTenure: 60,
              failureReasons: [],
              failureCodes: [],
              bindingCap: 'requested',
            },
          ],
        },
      }),
    }),
  });
  return Object.assign(queries, { withdrawals });
}

afterEach(() => sessionActions.clear());

describe('Customer Master', () => {
  it('lists customers with filters kept in the URL, opens one and its evaluations', async () => {
    const queries = mockCustomers();
    signInAs(toAccessMap(fullAccess()));
    const { router } = renderApp('/customer-master?eligible=true');
    expect(await screen.findByRole('heading', { name: 'Customer Master' })).toBeTruthy();
    await waitFor(() => expect(queries.at(-1)?.get('eligible')).toBe('true'));
    fireEvent.change(screen.getByLabelText(/Last evaluated from/), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(router.state.location.search).toContain('from=2026-11-01'));
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe('2026-11-01'));

    fireEvent.click(await screen.findByRole('button', { name: 'Meera Iyer' }));
    expect(await screen.findByRole('heading', { name: 'Meera Iyer' })).toBeTruthy();
    expect(router.state.location.search).toContain('id=c-1');
    const table = screen.getByTestId('customer-evaluations');
    expect(within(table).getByTitle('₹12,50,000 · HDFC Bank · Personal Loan · 10.50% p.a. · APR 11.62%').textContent).toBe(
      '₹12,50,000HDFC Bank · Personal Loan · 10.50% p.a. · APR 11.62%',
    );
    expect(
      within(table)
        .getAllByTestId('evaluation-source')
        .map((cell) => cell.textContent),
    ).toEqual(['API key Partner app (for Asha Rao)', 'Console · Asha Rao', 'Bulk file leads.xlsx']);
    // The borrower's acknowledgement of a Key Fact Statement, under the evaluation it belongs to.
    const acknowledged = within(table).getAllByTestId('evaluation-acknowledgements');
    expect(acknowledged.map((row) => row.textContent)).toEqual([
      'HDFC Bank · Personal Loan: Acknowledged 28 Nov 2026, e-sign, Hindi · Key Fact Statement KFS-2026-000042 · recorded by Asha Rao',
    ]);
    expect(acknowledged[0]!.previousElementSibling!.textContent).toContain('API key Partner app');

    // The applicant as the latest evaluation saw them leads the page; what changed since says what it was.
    const profile = screen.getByTestId('applicant-profile');
    const figure = (label: string) => within(profile).getByText(label).parentElement!.textContent;
    expect(figure('Monthly salary')).toBe('Monthly salary₹85,000was ₹70,000');
    expect(figure('CIBIL score')).toBe('CIBIL score780was 720');
    expect(figure('Employer')).toBe('EmployerInfosys Limited');
    expect(figure('Existing EMIs')).toBe('Existing EMIs₹12,000 a month');

    fireEvent.click(within(table).getAllByRole('button', { name: /today's rules/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: "Evaluated again with today's rules" });
    await waitFor(() => expect(within(dialog).getAllByTestId('application-result-row')[0]!.dataset.changed).toBe('true'));
  });

  it("shows the customer's consent history and withdraws consent with a reason", async () => {
    const { withdrawals } = mockCustomers();
    signInAs(toAccessMap(fullAccess()));
    renderApp('/customer-master?id=c-1');
    const history = await screen.findByTestId('consent-history');
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '24 Nov 2026, 10:28 amGivenCheck eligibility for loans, Share the application with lendersWeb2026-05-v1—',
      '20 Nov 2026, 10:00 amWithdrawnCheck eligibility for loans, MarketingPaperRef. F-77PAPER-321 Nov 2026, 11:30 amBy Asha Rao: Asked by phone',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw consent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw consent' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }));
    expect(await within(dialog).findByText('Give the reason the customer gave')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '  Changed their mind ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(withdrawals).toEqual([{ reason: 'Changed their mind' }]);
    await waitFor(() => expect(within(screen.getByTestId('consent-history')).getAllByText('Withdrawn', { selector: 'span' })).toHaveLength(2));
    // Nothing in force: nothing to withdraw.
    expect(screen.queryByRole('button', { name: 'Withdraw consent' })).toBeNull();
  });

  it('offers no withdrawal without customer-master or privacy edit', async () => {
    mockCustomers();
    signInAs(toAccessMap([{ module_id: 'customer-master', view: true, create: false, edit: false, delete: false, export: false }]));
    renderApp('/customer-master?id=c-1');
    expect(await screen.findByTestId('consent-history')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw consent' })).toBeNull();
  });

  it('shows a card per customer on a phone, with the sort as one menu', async () => {
    setViewport(375);
    const queries = mockCustomers();
    signInAs(toAccessMap(fullAccess()));
    renderApp('/customer-master');
    const cards = await screen.findAllByTestId('customer-card');
    expect(cards).toHaveLength(1);
    expect(cards[0]!.textContent).toContain('₹12,50,000');
    expect(cards[0]!.textContent).toContain('LEAD-001');
    expect(cards[0]!.textContent).toContain('HDFC Bank · Personal Loan · 10.50% p.a. · APR 11.62%');
    expect(screen.queryByRole('table', { name: 'Customers' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'bestOfferAmount:asc' } });
    await waitFor(() => expect(queries.at(-1)?.get('sortBy')).toBe('bestOfferAmount'));
    expect(queries.at(-1)?.get('sortOrder')).toBe('asc');
  });

  it('tells a user without the customer-master permission', async () => {
    mockCustomers();
    signInAs(toAccessMap([{ module_id: 'loan-evaluator', view: true, create: true, edit: false, delete: false, export: false }]));
    renderApp('/customer-master');
    expect(await screen.findByText("You don't have access")).toBeTruthy();
    expect(screen.getByText(/does not allow you to view Customer Master/)).toBeTruthy();
  });
});
