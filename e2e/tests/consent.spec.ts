import { expect, test, type Page } from '@playwright/test';
import { CURRENT_CONSENT_NOTICE } from '@lbo/contracts/consent';
import { apiToken } from '../support/api-token';
import { pickOption } from '../support/picker';
import { signIn } from '../support/sign-in';

/**
 * Consent (ADR 0040): with the requirement on, the rich wizard shows the notice and asks for the
 * applicant's consent; the customer's page lists it, and withdrawing it there (with a reason) puts
 * it in the history as withdrawn.
 */

/** Picks the applicant's employer or city through its searchable picker. */
const pick = (page: Page, field: 'Company' | 'City', search: string, option: RegExp) =>
  pickOption(page, { field, searchLabel: field === 'Company' ? 'Search companies' : 'Search cities', search, option });

async function fillApplicant(page: Page, reference: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Farah Siddiqui');
  await page.getByRole('textbox', { name: 'Customer reference', exact: true }).fill(reference);
  await page.getByRole('spinbutton', { name: 'Age', exact: true }).fill('34');
  await page.getByRole('spinbutton', { name: 'CIBIL Score', exact: true }).fill('770');
  await page.getByRole('textbox', { name: 'Monthly Salary (₹)', exact: true }).fill('90000');
  await pick(page, 'Company', 'Infosys', /Infosys.*Listed/);
  await pick(page, 'City', 'Mumbai', /Mumbai.*Metro/);
  await page.getByRole('textbox', { name: 'Requested Loan Amount (₹)', exact: true }).fill('500000');
  await page.getByRole('spinbutton', { name: 'Requested Tenure (Months)', exact: true }).fill('36');
  await page.getByRole('spinbutton', { name: 'Months at Present Residence', exact: true }).fill('24');
  await page.getByRole('group', { name: 'Married', exact: true }).getByText('No').click();
  await page.getByRole('group', { name: 'House Owned', exact: true }).getByText('No').click();
  await page.getByRole('group', { name: 'Home Loan with Spouse', exact: true }).getByText('No').click();
}

test('consent: required, given in the wizard, withdrawn on the customer page', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await apiToken(request);
  const setRequired = (required: boolean) => request.put('/api/settings/consent', { headers: { Authorization: `Bearer ${token}` }, data: { required } });
  expect((await setRequired(true)).ok()).toBe(true);
  try {
    const reference = `CONSENT-${Date.now()}`;
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page);
    await page.goto('/loan-evaluator');
    await expect(page.getByTestId('consent-notice')).toHaveText(CURRENT_CONSENT_NOTICE.text);
    await fillApplicant(page, reference);
    await page.getByRole('button', { name: 'Run CIBIL Analysis →' }).click();
    await expect(page.getByText("Record the applicant's consent to continue")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('consent-wizard.png'), fullPage: true });
    await page.getByRole('checkbox', { name: /The applicant consents/ }).click();
    await page.getByRole('button', { name: 'Run CIBIL Analysis →' }).click();
    const applied = page.waitForResponse((r) => r.url().endsWith('/api/loanapplication/apply') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Calculate BRE →' }).click();
    expect((await applied).status()).toBe(200);

    await page.goto(`/customer-master?q=${reference}`);
    await page.getByRole('row').filter({ hasText: reference }).getByRole('button', { name: 'Farah Siddiqui' }).click();
    const history = page.getByTestId('consent-history');
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history).toContainText('Given');
    await expect(history).toContainText('Check eligibility for loans, Share the application with lenders');
    await expect(history).toContainText(CURRENT_CONSENT_NOTICE.version);

    await page.getByRole('button', { name: 'Withdraw consent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw consent' });
    await dialog.getByLabel('Reason').fill('Asked at the branch');
    await dialog.getByRole('button', { name: 'Withdraw consent' }).click();
    await expect(dialog).toBeHidden();
    await expect(history).toContainText('Withdrawn');
    await expect(history).toContainText('By Administrator: Asked at the branch');
    await expect(page.getByRole('button', { name: 'Withdraw consent' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('consent-customer.png'), fullPage: true });
  } finally {
    expect((await setRequired(false)).ok()).toBe(true);
  }
});
