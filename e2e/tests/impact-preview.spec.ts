import { expect, test } from '@playwright/test';
import { apiToken } from '../support/api-token';
import { signIn } from '../support/sign-in';
import { sampleApplicant } from '@lbo/contracts/testing/sample-applicant';

/**
 * The rule governance issue, browser acceptance: the impact of an unsaved edit on the demo
 * data is previewed in the rule editor, with the applications whose decision flips.
 */
test('previews the impact of an unsaved rule edit on stored applications', async ({ page, request }) => {
  test.slow();
  const token = await apiToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const company = (await (await request.get('/api/company/getAllCompanies?search=Infosys&page=1&limit=5', { headers: auth })).json()).data.companies[0];
  const city = (await (await request.get('/api/cities/getAllcities?search=Mumbai&page=1&limit=5', { headers: auth })).json()).data.cities[0];

  // Applicants whose answers the preview will reconsider.
  let eligible: { bankId: string; productId: string; bankName: string; productName: string } | undefined;
  for (const salary of [45000, 60000, 80000, 120000, 200000]) {
    const res = await request.post('/api/loanapplication/apply', {
      headers: auth,
      data: sampleApplicant({ companyid: company.id, cityId: city.id }, { user_name: `Preview Applicant ${salary}`, salary }),
    });
    expect(res.ok()).toBe(true);
    eligible ??= (await res.json()).data.eligibleBanks.find((e: { eligibilityStatus: string }) => e.eligibilityStatus === 'ELIGIBLE');
  }
  expect(eligible).toBeTruthy();

  await signIn(page);
  await page.goto(`/rules-management?bank_id=${eligible!.bankId}&product_id=${eligible!.productId}&mode=edit`);
  await expect(page.getByTestId('editor-bank-name')).toHaveText(eligible!.bankName);
  // Raise the minimum salary above every applicant's, without saving.
  const minSalary = page.getByRole('textbox', { name: 'Min Salary', exact: true });
  await expect(minSalary).toBeVisible();
  await minSalary.fill('900000');
  await page.getByRole('button', { name: 'Preview impact' }).click();

  const dialog = page.getByRole('dialog', { name: 'Impact preview' });
  await expect(dialog.getByTestId('impact-results')).toBeVisible();
  const flips = dialog.getByRole('term').filter({ hasText: 'Eligible → not eligible' }).locator('xpath=following-sibling::dd');
  await expect(flips).not.toHaveText('0');
  await expect(dialog.getByTestId('impact-row').first()).toContainText('Not eligible');
  await expect(dialog.getByRole('cell', { name: `${eligible!.bankName} · ${eligible!.productName}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('impact-preview.png'), fullPage: false });

  // Nothing was saved: the rule still has its old minimum.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  const rule = await request.get(`/api/generaleligibility/getGeneralRuleBybankandproduct?bank_id=${eligible!.bankId}&product_id=${eligible!.productId}`, {
    headers: auth,
  });
  expect(JSON.stringify((await rule.json()).data)).not.toContain('900000');
});
