import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PermissionFlags } from '@lbo/contracts/permissions';
import { sessionActions } from '@/lib/session-store';
import { mockFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs, slow } from '@/testing/render-app';
import { applyAnswer, explanationAnswer } from '@lbo/contracts/loan-application-answers';
import { cityRow, companyRow, masterListBody, okBody } from '@/testing/answers';
import { cityDtoSchema, companyDtoSchema } from '@lbo/contracts/master-data-answers';
import { consentSettingsStateAnswer, CURRENT_CONSENT_NOTICE } from '@lbo/contracts/consent';
import type { EligibilityEntry, EvaluationResult, Explanation } from '../types';

// jsdom renders these long forms slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const COMPANY = '3f0c5a53-8a43-4b8e-9d0e-0b7e4f1f2a11';
const CITY = '7d8b1f8e-2f0a-4a4c-8c51-6a1a9f3a2b22';
const ALL: PermissionFlags = { create: true, edit: true, view: true, delete: true, export: true };

const explanation: Explanation = {
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
  checks: [
    { code: 'AGE_BELOW_MIN', passed: true, detail: 'age 30 ≥ min_age 21' },
    { code: 'SALARY_BELOW_MIN', passed: false, detail: 'salary 60000 < salary_min 75000' },
  ],
  tenureLimits: [{ name: 'requested', value: 36 }],
  interestRate: 12,
  obligations: { total: 8000, perLoan: [{ index: 0, bank_name: 'HDFC Bank', Loan_Type: 'Personal Loan', amount: 8000, rule: 'emi' }] },
  foirPercent: 50,
  emiCapacity: 22000,
  caps: [
    { name: 'requested', value: 500000 },
    { name: 'foir', value: 662345.5 },
  ],
  bindingCap: 'requested',
  computedAmount: 500000,
  transferredLoans: [],
  notes: ['Salary band ₹28,000 and above chosen for category CAT A: the highest band the salary meets'],
};

function entry(bankName: string, productName: string, eligible: boolean, extra: Partial<EligibilityEntry> = {}): EligibilityEntry {
  return {
    bankId: `${bankName}-id`,
    bankName,
    productId: `${productName}-id`,
    productName,
    loanType: productName === 'Home Loan' ? 'HOME_LOAN' : 'PERSONAL_LOAN',
    eligibilityStatus: eligible ? 'ELIGIBLE' : 'NOT_ELIGIBLE',
    loanAmountDetails: { eligibleAmount: eligible ? 500000 : 0, interestRate: 12, estimatedEMI: eligible ? 16607 : 0, btAmount: 0 },
    grantedTenure: 36,
    appliedMaxTenure: 30,
    failureReasons: eligible ? [] : ['Salary is below the minimum'],
    failureCodes: eligible ? [] : ['SALARY_BELOW_MIN'],
    bindingCap: eligible ? 'requested' : null,
    apr: eligible ? 12.87 : null,
    netDisbursedAmount: eligible ? 490560 : null,
    upfrontCharges: eligible ? 9440 : null,
    totalInterest: eligible ? 97852 : null,
    totalAmountPayable: eligible ? 607292 : null,
    penalCharges: eligible ? '2% a month on the overdue instalment' : null,
    ...extra,
  };
}

const result: EvaluationResult = {
  eligibleBanks: [
    entry('HDFC Bank', 'Personal Loan', true, { loanAmountDetails: { eligibleAmount: 1250000, interestRate: null, estimatedEMI: 41000, btAmount: 120000 } }),
    entry('Axis Bank', 'Home Loan', false),
    entry('ICICI Bank', 'Personal Loan', false),
  ],
  totalBanksChecked: 3,
  eligibleCount: 1,
  applicationId: 'app-1',
  customerId: 'customer-1',
  ruleVersion: 3,
};

/** Offers of two loan types (no purpose narrowed them): a cheaper home loan, and a dearer one that costs less in all. */
const mixed: EvaluationResult = {
  ...result,
  eligibleBanks: [
    ...result.eligibleBanks,
    entry('Kotak Bank', 'Home Loan', true, { apr: 9.1, totalAmountPayable: 700000 }),
    entry('SBI', 'Home Loan', true, { apr: 8.9, totalAmountPayable: 720000 }),
  ],
  totalBanksChecked: 5,
  eligibleCount: 3,
};

function mockApi(apply: (body: unknown) => { status?: number; body: unknown }, extra: Parameters<typeof mockFetch>[0] = {}) {
  const sent: unknown[] = [];
  const spy = mockFetch({
    ...extra,
    'GET /api/company/getAllCompanies': {
      body: masterListBody('companies', companyDtoSchema, [companyRow({ id: COMPANY, company_name: 'Infosys', is_listed: true })]),
    },
    'GET /api/cities/getAllcities': { body: masterListBody('cities', cityDtoSchema, [cityRow({ id: CITY, city_name: 'Mumbai', is_metro: true })]) },
    'GET /api/loanapplication/app-1/pairs/HDFC%20Bank-id/Personal%20Loan-id/explanation': {
      body: okBody(explanationAnswer, { ...entry('HDFC Bank', 'Personal Loan', true), explanation }),
    },
    'POST /api/loanapplication/apply': ({ body }) => {
      sent.push(body);
      return apply(body);
    },
  });
  return { sent, spy };
}

const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function pick(field: 'Company' | 'City', option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: field }));
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(option) }));
  // Radix hands focus back to the trigger after the list closes; let it, before the next picker opens.
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

async function fillBasicDetails() {
  change(/^Name/, 'Asha Rao');
  change(/^Age/, '30');
  change(/^CIBIL Score/, '750');
  change(/^Monthly Salary/, '60000');
  await pick('Company', 'Infosys');
  await pick('City', 'Mumbai');
  change(/^Requested Loan Amount/, '500000');
  change(/^Requested Tenure/, '36');
  change(/^Months at Present Residence/, '24');
  for (const [group, answer] of [
    ['Married', 'Yes'],
    ['House Owned', 'No'],
    ['Home Loan with Spouse', 'No'],
  ] as const) {
    fireEvent.click(within(screen.getByRole('group', { name: new RegExp(`^${group}`) })).getByLabelText(answer));
  }
}

/** The loan types a loan row's picker offers, in order. */
const loanTypesOffered = (loan: HTMLElement) =>
  within(loan)
    .getAllByRole('option')
    .map((o) => o.textContent);

// The page is loaded lazily by the router, and the pickers wait out their 500 ms debounce.
describe('Loan Evaluator wizard', () => {
  afterEach(() => sessionActions.clear());

  it('shows the no-access state without loan-evaluator create', async () => {
    mockApi(() => ({ body: {} }));
    signInAs({ 'loan-evaluator': { ...ALL, create: false } });
    renderApp('/loan-evaluator');
    expect(await screen.findByTestId('no-access', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run CIBIL Analysis →' })).toBeNull();
  });

  it('simple variant: required messages, then a full run to the results with counts, rate and filters', async () => {
    const { sent } = mockApi(() => ({ body: okBody(applyAnswer, result, 'BRE calculation completed successfully') }));
    signInAs({ 'loan-evaluator': ALL });
    renderApp('/loan-evaluator-simple');

    fireEvent.click(await screen.findByRole('button', { name: 'Run CIBIL Analysis →' }, slow));
    for (const message of [
      'Name is required',
      'Age is required',
      'CIBIL Score is required',
      'Loan Amount is required',
      'Tenure is required',
      'Company is required',
      'City is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.queryByLabelText(/Lives in a hostel or PG/)).toBeNull();
    expect(screen.queryByLabelText('What is the loan for?')).toBeNull();
    expect(screen.queryByLabelText(/^Preferred language/)).toBeNull();

    await fillBasicDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Run CIBIL Analysis →' }));

    // Step 2: the simple variant starts with one loan, offers three types and no balance transfer.
    const loan = await screen.findByRole('listitem', { name: 'Loan 1' });
    expect(loanTypesOffered(loan)).toEqual(['Credit Card', 'Personal Loan', 'Home Loan']);
    expect(within(loan).queryByText('Balance transfer')).toBeNull();
    expect((within(loan).getByRole('button', { name: 'Remove loan 1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(loan).getByLabelText('Bank Name'), { target: { value: 'HDFC Bank' } });
    fireEvent.change(within(loan).getByLabelText('EMI Amount (₹)'), { target: { value: '8000' } });
    expect((screen.getByLabelText('Last 7 Days') as HTMLInputElement).value).toBe('0');

    // The step circles keep what was typed.
    fireEvent.click(screen.getByTestId('step-1'));
    expect((await screen.findByLabelText<HTMLInputElement>(/^Name/)).value).toBe('Asha Rao');
    expect(screen.getByRole('combobox', { name: 'Company' }).textContent).toContain('Infosys');
    fireEvent.click(screen.getByTestId('step-2'));
    expect((await screen.findByLabelText<HTMLInputElement>('EMI Amount (₹)')).value).toBe('8000');

    fireEvent.click(screen.getByRole('button', { name: 'Calculate BRE →' }));
    expect(await screen.findByText('BRE calculation completed successfully')).toBeTruthy();
    expect(sent[0]).toMatchObject({
      user_name: 'Asha Rao',
      age: 30,
      cibilScore: 750,
      companyid: COMPANY,
      cityId: CITY,
      requestedLoanAmount: 500000,
      currentEmploymentMonths: 0,
      isMarried: true,
      isHouseowned: false,
      CIBIL_REPORT_PARAMETERS: {
        Loans: [{ bank_name: 'HDFC Bank', Loan_Type: 'Personal Loan', openDate: null, emi_amount: 8000, outstanding: 0, is_secured: false }],
        ENQUIRIES_SUMMARY: { CAPSLast7Days: 0, CAPSLast30Days: 0, CAPSLast90Days: 0, CAPSLast180Days: 0 },
      },
    });
    expect(sent[0]).not.toHaveProperty('isHostel');
    expect(sent[0]).not.toHaveProperty('loanPurpose');
    // One loan type among the offers: one list, as before.
    expect(screen.queryAllByTestId('offer-group')).toHaveLength(0);

    expect(screen.getByTestId('success-rate').textContent).toBe('33%');
    expect(screen.getByTestId('total-count').textContent).toBe('3');
    expect(screen.getByTestId('eligible-count').textContent).toBe('1');
    expect(screen.getByTestId('not-eligible-count').textContent).toBe('2');
    expect(screen.getAllByTestId('result-card')).toHaveLength(3);
    // Simple variant: the applied maximum tenure; a missing rate is a dash; BT shown when > 0.
    const first = screen.getAllByTestId('result-card')[0]!;
    expect(within(first).getByText('30 months')).toBeTruthy();
    expect(within(first).getByText('—')).toBeTruthy();
    expect(within(first).getByText('₹12,50,000')).toBeTruthy();
    expect(within(first).getByText('₹1,20,000')).toBeTruthy();
    expect(screen.getAllByText('Salary is below the minimum')).toHaveLength(2);
    expect(screen.queryByRole('searchbox')).toBeNull();
    // The offer as a borrower may be shown it: APR, upfront and penal charges, its KFS; the refusals apart; the order in words.
    expect(within(first).getByTestId('result-apr').textContent).toBe('12.87%');
    expect(within(first).getByText('₹9,440')).toBeTruthy();
    expect(within(first).getByTestId('result-penal-charges').textContent).toContain('2% a month on the overdue instalment');
    expect(within(first).getByRole('button', { name: 'Key Fact Statement' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Offers (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lenders that made no offer (2)' })).toBeTruthy();
    expect(screen.getByTestId('offer-order').textContent).toContain('Sorted by APR, lowest first');
    fireEvent.click(screen.getByRole('button', { name: 'EMI' }));
    expect(screen.getByTestId('offer-order').textContent).toContain('Sorted by EMI, lowest first');
    expect(screen.queryByText(/^(best|recommended)/i)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^NOT_ELIGIBLE/ }));
    expect(screen.getAllByTestId('result-card').map((c) => c.dataset.status)).toEqual(['NOT_ELIGIBLE', 'NOT_ELIGIBLE']);
    // A refused pair shows no rate, EMI or tenure beside its ₹0: nothing that reads like an offer.
    const refused = screen.getAllByTestId('result-card')[0]!;
    expect(within(refused).queryByText(/% p\.a\.|months/)).toBeNull();
    expect(within(refused).getAllByText('—')).toHaveLength(3);
    expect(within(refused).getByTestId('result-amount').textContent).toBe('No offer');
    fireEvent.click(screen.getByRole('button', { name: /^ELIGIBLE/ }));
    expect(screen.getAllByTestId('result-card')).toHaveLength(1);

    // The explanation: checks with their details, obligations, every cap with the binding one marked.
    // The explanation is loaded from the server when the card is expanded.
    fireEvent.click(screen.getByRole('button', { name: 'Show explanation' }));
    expect(screen.getByTestId('explanation-status').textContent).toBe('Loading explanation…');
    const panel = await screen.findByTestId('explanation');
    expect(within(panel).getByText('Monthly salary ₹60,000 is below the minimum salary, ₹75,000')).toBeTruthy();
    expect(
      within(panel)
        .getAllByTestId('explanation-check')
        .map((c) => c.dataset.passed),
    ).toEqual(['true', 'false']);
    expect(within(panel).getByText('Loan 1: HDFC Bank · Personal Loan (EMI)')).toBeTruthy();
    expect(
      within(panel)
        .getAllByTestId('explanation-cap')
        .filter((c) => c.dataset.binding),
    ).toHaveLength(1);
    expect(within(panel).getByText('₹6,62,345.50')).toBeTruthy();
    expect(within(panel).getByText('Salary band ₹28,000 and above chosen for category CAT A: the highest band the salary meets')).toBeTruthy();
  });

  it('rich variant: a 400 is toasted with friendly labels and the wizard stays on step 2; search narrows the results', async () => {
    let fail = true;
    const { sent } = mockApi(() =>
      fail
        ? {
            status: 400,
            body: {
              status: false,
              statusCode: 400,
              message: ['CIBIL_REPORT_PARAMETERS.Loans.0.emi_amount must be a number ≥ 0', 'companyid must be an existing company'],
            },
          }
        : { body: okBody(applyAnswer, mixed) },
    );
    signInAs({ 'loan-evaluator': ALL });
    renderApp('/loan-evaluator');

    fireEvent.click(await screen.findByRole('button', { name: 'Run CIBIL Analysis →' }, slow));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.queryByText('CIBIL Score is required')).toBeNull();
    change(/^Age/, '17');
    change(/^CIBIL Score/, '950');
    fireEvent.blur(screen.getByLabelText(/^CIBIL Score/));
    expect(await screen.findByText('Must be at least 18 years old')).toBeTruthy();
    expect(await screen.findByText('CIBIL Score must be between 300-900')).toBeTruthy();

    await fillBasicDetails();
    change(/^CIBIL Score/, '');
    change(/^Preferred language/, 'hi');
    fireEvent.click(screen.getByLabelText(/Lives in a hostel or PG/));
    // What the loan is for: Any unless chosen, then one of the products' loan types in words.
    const purpose = screen.getByLabelText<HTMLSelectElement>('What is the loan for?');
    expect(purpose.value).toBe('');
    expect(
      within(purpose)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any', 'Personal Loan', 'Home Loan', 'Business Loan', 'Car Loan', 'Education Loan', 'Loan Against Property', 'Other']);
    change('What is the loan for?', 'HOME_LOAN');
    fireEvent.click(screen.getByRole('button', { name: 'Run CIBIL Analysis →' }));

    // The rich variant starts with no loans; each added loan has a balance-transfer box.
    expect(await screen.findByText('No existing loans')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Loan' }));
    const loan = await screen.findByRole('listitem', { name: 'Loan 1' });
    expect(loanTypesOffered(loan)).toEqual(expect.arrayContaining(['Car Loan', 'Education Loan']));
    fireEvent.click(within(loan).getByLabelText(/Balance transfer/));

    fireEvent.click(screen.getByRole('button', { name: 'Calculate BRE →' }));
    expect(await screen.findByText('EMI Amount must be a number ≥ 0')).toBeTruthy();
    expect(await screen.findByText('Company must be an existing company')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Calculate BRE →' })).toBeTruthy();
    expect(screen.getByTestId('step-2').getAttribute('aria-current')).toBe('step');
    expect(sent[0]).toMatchObject({
      cibilScore: null,
      isHostel: true,
      loanPurpose: 'HOME_LOAN',
      preferredLanguage: 'hi',
      CIBIL_REPORT_PARAMETERS: { Loans: [{ bt: true }] },
    });

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Calculate BRE →' }));
    expect(await screen.findByTestId('success-rate')).toBeTruthy();
    // Rich variant: the granted tenure.
    expect(within(screen.getAllByTestId('result-card')[0]!).getByText('36 months')).toBeTruthy();

    // Offers of two loan types: grouped, in the fixed order of the types, each group in the order stated.
    const groups = () => screen.getAllByTestId('offer-group');
    expect(groups().map((g) => g.dataset.loanType)).toEqual(['PERSONAL_LOAN', 'HOME_LOAN']);
    expect(screen.getByRole('heading', { name: 'Personal Loan (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Home Loan (2)' })).toBeTruthy();
    const homeBanks = () =>
      within(groups()[1]!)
        .getAllByTestId('result-bank')
        .map((b) => b.textContent);
    expect(homeBanks()).toEqual(['SBI', 'Kotak Bank']);
    expect(screen.getByTestId('offer-order').textContent).toContain('Sorted by APR, lowest first, within each loan type');
    fireEvent.click(screen.getByRole('button', { name: 'Total cost' }));
    expect(screen.getByTestId('offer-order').textContent).toContain('Sorted by total amount payable, lowest first, within each loan type');
    expect(homeBanks()).toEqual(['Kotak Bank', 'SBI']);
    expect(screen.queryByText(/^(best|recommended)/i)).toBeNull();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'axis' } });
    await screen.findByText('Axis Bank');
    await expect.poll(() => screen.getAllByTestId('result-card').length, slow).toBe(1);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nothing like this' } });
    expect(await screen.findByText('No matching results', {}, slow)).toBeTruthy();
  });

  it('sends the user back to step 1 when it was skipped, and shows "No Results Available" before a run', async () => {
    const { sent } = mockApi(() => ({ body: {} }));
    signInAs({ 'loan-evaluator': ALL });
    renderApp('/loan-evaluator');

    fireEvent.click(await screen.findByTestId('step-3', {}, slow));
    expect(await screen.findByText('No Results Available')).toBeTruthy();

    fireEvent.click(screen.getByTestId('step-2'));
    fireEvent.click(await screen.findByRole('button', { name: 'Calculate BRE →' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByTestId('step-1').getAttribute('aria-current')).toBe('step');
    expect(sent).toHaveLength(0);
  });

  it('rich variant, consent required: the notice and a consent box in step 1; the evaluation carries the consent', async () => {
    const { sent } = mockApi(() => ({ body: okBody(applyAnswer, result) }), {
      'GET /api/settings/consent': {
        body: okBody(consentSettingsStateAnswer, {
          required: true,
          notice: { ...CURRENT_CONSENT_NOTICE, purposes: [...CURRENT_CONSENT_NOTICE.purposes] },
          changes: [],
        }),
      },
    });
    signInAs({ 'loan-evaluator': ALL });
    renderApp('/loan-evaluator');

    expect((await screen.findByTestId('consent-notice', {}, slow)).textContent).toBe(CURRENT_CONSENT_NOTICE.text);
    await fillBasicDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Run CIBIL Analysis →' }));
    expect(await screen.findByText("Record the applicant's consent to continue")).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/The applicant consents/));
    fireEvent.click(screen.getByRole('button', { name: 'Run CIBIL Analysis →' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Calculate BRE →' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const before = Date.now();
    const { consent } = sent[0] as { consent: { obtainedAt: string } };
    expect(consent).toEqual({
      noticeVersion: CURRENT_CONSENT_NOTICE.version,
      purposes: ['ELIGIBILITY_CHECK', 'SHARE_WITH_LENDERS'],
      obtainedAt: expect.any(String),
      channel: 'WEB',
    });
    expect(Math.abs(Date.parse(consent.obtainedAt) - before)).toBeLessThan(60_000);
  });

  it('simple variant: checks only that the age is given; the server refusing 17 shows as the error and step 2 stays', async () => {
    // The server's answer to an applicant of 17, as its error handler writes it.
    const { sent } = mockApi(() => ({
      status: 400,
      body: { status: false, statusCode: 400, response: 400, message: ['age must be at least 18'], errors: { age: 'must be at least 18' }, requestId: 'r' },
    }));
    signInAs({ 'loan-evaluator': ALL });
    renderApp('/loan-evaluator-simple');
    await fillBasicDetailsWhenShown();
    change(/^Age/, '17');
    fireEvent.click(screen.getByRole('button', { name: 'Run CIBIL Analysis →' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Calculate BRE →' }));
    expect(await screen.findByText('Age must be at least 18')).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ age: 17 })]);
    expect(screen.getByTestId('step-2').getAttribute('aria-current')).toBe('step');
    expect(screen.queryByText('Must be at least 18 years old')).toBeNull();
  });

  it('rich variant, consent not required: no consent box and no consent sent', async () => {
    const { sent } = mockApi(() => ({ body: okBody(applyAnswer, result) }), {
      'GET /api/settings/consent': {
        body: okBody(consentSettingsStateAnswer, {
          required: false,
          notice: { ...CURRENT_CONSENT_NOTICE, purposes: [...CURRENT_CONSENT_NOTICE.purposes] },
          changes: [],
        }),
      },
    });
    signInAs({ 'loan-evaluator': ALL });
    renderApp('/loan-evaluator');
    await fillBasicDetailsWhenShown();
    fireEvent.click(screen.getByRole('button', { name: 'Run CIBIL Analysis →' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Calculate BRE →' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('consent');
    expect(screen.queryByTestId('consent-notice')).toBeNull();
  });
});

async function fillBasicDetailsWhenShown() {
  await screen.findByRole('button', { name: 'Run CIBIL Analysis →' }, slow);
  await fillBasicDetails();
}
