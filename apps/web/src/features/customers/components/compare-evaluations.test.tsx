import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fullAccess, toAccessMap } from '@lbo/contracts/permissions';
import { customerDetailAnswer } from '@lbo/contracts/customers-answers';
import type { CustomerEvaluation } from '@lbo/contracts/customers';
import { replayAnswer } from '@lbo/contracts/loan-application-answers';
import { NO_OFFER } from '@lbo/eligibility';
import { okBody } from '@/testing/answers';
import { setViewport } from '@/testing/match-media';
import { mockSignedInFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs } from '@/testing/render-app';
import { sessionActions } from '@/lib/session-store';

const applicant = {
  salary: 70000,
  age: 31,
  cibilScore: 720,
  companyName: 'Infosys Limited',
  cityName: 'Pune',
  requestedLoanAmount: 1000000,
  requestedTenureMonths: 60,
  existingEmi: 0,
  currentEmploymentMonths: 26,
};

const evaluation = (applicationId: string, evaluatedAt: string, over: Partial<CustomerEvaluation>): CustomerEvaluation => ({
  applicationId,
  evaluatedAt,
  ruleVersion: 7,
  totalBanksChecked: 2,
  eligibleCount: 1,
  source: { kind: 'console', userName: 'Administrator', apiKeyId: null, apiKeyLabel: null, bulkJobId: null, fileName: null },
  bestOffer: null,
  applicant,
  acknowledgements: [],
  ...over,
});

// The later evaluation: a rise in salary and a new loan of ₹12,000 a month; the earlier one from a file.
const later = evaluation('a-2', '2026-11-24T05:00:00Z', { applicant: { ...applicant, salary: 85000, existingEmi: 12000 } });
const earlier = evaluation('a-1', '2026-11-20T05:00:00Z', {
  source: { kind: 'bulk', userName: 'Asha Rao', apiKeyId: null, apiKeyLabel: null, bulkJobId: 'j1', fileName: 'leads.xlsx' },
});
const older = evaluation('a-0', '2026-11-18T05:00:00Z', {
  ruleVersion: null,
  source: { kind: 'api', userName: 'Asha Rao', apiKeyId: 'k1', apiKeyLabel: 'Partner app', bulkJobId: null, fileName: null },
});

type Answer = { bank: string; eligible: boolean; amount: number; apr: number | null; emi: number };
const entry = ({ bank, eligible, amount, apr, emi }: Answer) => ({
  bankId: bank,
  productId: 'p',
  bankName: `${bank} Bank`,
  productName: 'Personal Loan',
  loanType: 'PERSONAL_LOAN' as const,
  eligibilityStatus: eligible ? ('ELIGIBLE' as const) : ('NOT_ELIGIBLE' as const),
  loanAmountDetails: { eligibleAmount: amount, interestRate: eligible ? 11 : null, estimatedEMI: emi, btAmount: 0 },
  ...NO_OFFER,
  apr,
  grantedTenure: 60,
  appliedMaxTenure: 60,
  failureReasons: eligible ? [] : ['Salary is below the minimum'],
  failureCodes: eligible ? [] : ['SALARY_BELOW_MIN' as const],
  bindingCap: eligible ? ('requested' as const) : null,
});
const replay = (applicationId: string, answers: Answer[]) => ({
  body: okBody(replayAnswer, {
    applicationId,
    evaluatedVersion: 7,
    version: 7,
    matches: true,
    differences: [],
    result: {
      applicationId,
      ruleVersion: 7,
      eligibleCount: answers.filter((a) => a.eligible).length,
      totalBanksChecked: answers.length,
      eligibleBanks: answers.map(entry),
    },
  }),
});

function mockCustomer() {
  const exports: string[] = [];
  mockSignedInFetch({
    'GET /api/customers/c-1': {
      body: okBody(customerDetailAnswer, {
        id: 'c-1',
        reference: 'LEAD-001',
        name: 'Meera Iyer',
        createdAt: '2026-11-18T05:00:00Z',
        evaluations: 3,
        lastEvaluatedAt: later.evaluatedAt,
        lastEligibleCount: 1,
        bestOfferAmount: 1250000,
        largestOffer: null,
        history: [later, earlier, older],
        consents: [],
      }),
    },
    'POST /api/loanapplication/a-1/replay': replay('a-1', [
      { bank: 'HDFC', eligible: false, amount: 0, apr: null, emi: 0 },
      { bank: 'Axis', eligible: true, amount: 500000, apr: 12.4, emi: 11200 },
    ]),
    'POST /api/loanapplication/a-2/replay': replay('a-2', [
      { bank: 'HDFC', eligible: true, amount: 1250000, apr: 11.62, emi: 27000 },
      { bank: 'Axis', eligible: true, amount: 500000, apr: 12.4, emi: 11200 },
    ]),
    'GET /api/customers/c-1/export': ({ url }) => {
      exports.push(new URL(url, 'http://localhost').search);
      return { body: 'file' };
    },
  });
  return { exports };
}

afterEach(() => sessionActions.clear());

async function openComparison() {
  signInAs(toAccessMap(fullAccess()));
  renderApp('/customer-master?id=c-1');
  const table = await screen.findByTestId('customer-evaluations');
  const compare = screen.getByRole('button', { name: /^Compare/ });
  expect((compare as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(within(table).getByRole('checkbox', { name: /24 Nov 2026/ }));
  fireEvent.click(within(table).getByRole('checkbox', { name: /20 Nov 2026/ }));
  expect(compare.textContent).toBe('Compare (2 of 2)');
  fireEvent.click(compare);
  const dialog = await screen.findByRole('dialog', { name: 'Compare evaluations' });
  await within(dialog).findAllByTestId('compare-offer');
  return dialog;
}

describe("A customer's evaluations", () => {
  it('show per evaluation what was asked and the existing EMIs, and their source in words', async () => {
    mockCustomer();
    signInAs(toAccessMap(fullAccess()));
    renderApp('/customer-master?id=c-1');
    const rows = await screen.findAllByTestId('customer-evaluation');
    const text = (testId: string) => rows.map((row) => within(row).getByTestId(testId).textContent);
    expect(text('evaluation-request')).toEqual(['₹10,00,000over 60 months', '₹10,00,000over 60 months', '₹10,00,000over 60 months']);
    expect(text('evaluation-emis')).toEqual(['EMIs ₹12,000 a month', 'No existing EMIs', 'No existing EMIs']);
    expect(text('evaluation-source')).toEqual([
      'Evaluated in the back office by Administrator',
      'Evaluated from the bulk file leads.xlsx, uploaded by Asha Rao',
      "Evaluated through the API with Asha Rao's key Partner app",
    ]);
    // One made before rule versions has no results to compare.
    expect((within(rows[2]!).getByRole('checkbox') as HTMLButtonElement).disabled).toBe(true);
  });

  it('compare side by side: each changed input and each changed answer of a lender is marked in the later evaluation', async () => {
    mockCustomer();
    const dialog = await openComparison();
    expect(within(dialog).getByText(/^20 Nov 2026 and 24 Nov 2026: 2 inputs changed; 1 of 2 lenders answered differently/)).toBeTruthy();

    const inputs = within(dialog).getAllByTestId('compare-input');
    const line = (label: string) => inputs.find((row) => within(row).getByRole('rowheader').textContent === label)!;
    const cells = (label: string) =>
      within(line(label))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Monthly salary')).toEqual(['₹70,000', '₹85,000 (changed)']);
    expect(cells('Existing EMIs')).toEqual(['None', '₹12,000 a month (changed)']);
    expect(inputs.filter((row) => row.dataset.changed === 'true').map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Monthly salary',
      'Existing EMIs',
    ]);
    expect(cells('Source')).toEqual(['Evaluated from the bulk file leads.xlsx, uploaded by Asha Rao', 'Evaluated in the back office by Administrator']);
    expect(cells('Loan asked for')).toEqual(['₹10,00,000', '₹10,00,000']);

    const offers = within(dialog).getAllByTestId('compare-offer');
    expect(offers.map((o) => [within(o).getByRole('rowheader').textContent, o.dataset.changed])).toEqual([
      ['HDFC BankPersonal Loan', 'true'],
      ['Axis BankPersonal Loan', 'false'],
    ]);
    expect(
      within(offers[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Not eligible', 'Eligible (changed)', 'No offer', '₹12,50,000 (changed)', '—', '11.62% (changed)', '—', '₹27,000 (changed)']);
    expect(
      within(offers[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Eligible', 'Eligible', '₹5,00,000', '₹5,00,000', '12.40%', '12.40%', '₹11,200', '₹11,200']);
  });

  it('on a phone the offers of the comparison are a card per lender', async () => {
    setViewport(375);
    mockCustomer();
    const dialog = await openComparison();
    const offers = within(dialog).getAllByTestId('compare-offer');
    expect(offers.every((o) => o.tagName === 'LI')).toBe(true);
    const hdfc = offers[0]!;
    expect(hdfc.textContent).toContain('HDFC Bank');
    const line = (part: string) =>
      within(within(hdfc).getByRole('rowheader', { name: part }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(line('EMI')).toEqual(['—', '₹27,000 (changed)']);
    expect(line('Eligibility')).toEqual(['Not eligible', 'Eligible (changed)']);
  });

  it("exports the customer's evaluations as .xlsx", async () => {
    const { exports } = mockCustomer();
    // jsdom has no object URLs: the file handed to the browser is made one here.
    const saved = vi.fn(() => 'blob:evaluations');
    Object.assign(URL, { createObjectURL: saved, revokeObjectURL: () => undefined });
    try {
      signInAs(toAccessMap(fullAccess()));
      renderApp('/customer-master?id=c-1');
      const group = await screen.findByRole('group', { name: "Export customer's evaluations" });
      fireEvent.click(within(group).getByRole('button', { name: 'Export .xlsx' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      expect(exports).toEqual(['?format=xlsx']);
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });
});
