import { expect, test } from '@playwright/test';
import { apiToken } from '../support/api-token';
import { expectPlainWords } from '../support/plain-words';
import { signIn } from '../support/sign-in';
import { sampleApplicant } from '@lbo/contracts/testing/sample-applicant';

/**
 * The rule governance issue, browser acceptance: a save that breaks a test case
 * lists it and is saved only when confirmed; the Versions tab shows the
 * difference and restores the version before it.
 */
test('a save that breaks a test case lists it; the version diff shows the edit; restore undoes it', async ({ page, request }) => {
  test.slow();
  const caseName = `Governance applicant stays eligible ${Date.now()}`;
  const token = await apiToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const company = (await (await request.get('/api/company/getAllCompanies?search=Infosys&page=1&limit=5', { headers: auth })).json()).data.companies[0];
  const city = (await (await request.get('/api/cities/getAllcities?search=Mumbai&page=1&limit=5', { headers: auth })).json()).data.cities[0];
  const applied = await request.post('/api/loanapplication/apply', {
    headers: auth,
    data: sampleApplicant({ companyid: company.id, cityId: city.id }, { user_name: 'Governance Applicant' }),
  });
  const decision = (await applied.json()).data;
  const pair = decision.eligibleBanks.find((e: { eligibilityStatus: string }) => e.eligibilityStatus === 'ELIGIBLE') as {
    bankId: string;
    productId: string;
    bankName: string;
    productName: string;
  };
  expect(pair).toBeTruthy();
  const created = await request.post('/api/rule-test-cases', {
    headers: auth,
    data: { name: caseName, applicationId: decision.applicationId, expectations: [{ bankId: pair.bankId, productId: pair.productId, status: 'ELIGIBLE' }] },
  });
  expect(created.status()).toBe(201);
  const caseId = (await created.json()).data.id as string;
  const before = (await (await request.get('/api/rule-versions?limit=1', { headers: auth })).json()).data.current as number;

  await signIn(page);
  await page.goto('/rules-management');
  await expect(page.getByRole('heading', { name: 'Business Rules' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectPlainWords(page.getByRole('main'), 'the rules list');
  await page.goto(`/rules-management?bank_id=${pair.bankId}&product_id=${pair.productId}&mode=edit`);
  await expect(page.getByTestId('editor-bank-name')).toHaveText(pair.bankName);
  const minSalary = page.getByRole('textbox', { name: 'Min Salary', exact: true });
  await minSalary.fill('900000');
  await expect(minSalary).toHaveValue('9,00,000');
  await page.getByRole('button', { name: 'Save & Next' }).click();
  const why = page.getByRole('dialog', { name: /^Save / });
  await why.getByLabel(/Reason for this change/).fill('E2E: a minimum salary no applicant meets');
  await why.getByRole('button', { name: 'Save', exact: true }).click();

  const broken = page.getByRole('dialog', { name: 'This change breaks test cases' });
  await expect(broken.getByTestId('broken-test-cases')).toContainText(caseName);
  await expect(broken.getByTestId('broken-test-cases')).toContainText(`${pair.bankName} · ${pair.productName}`);
  await page.screenshot({ path: test.info().outputPath('broken-test-cases.png') });
  await broken.getByRole('button', { name: 'Save anyway' }).click();
  await expect(broken).toBeHidden();
  await expect.poll(async () => (await (await request.get('/api/rule-versions?limit=1', { headers: auth })).json()).data.current).toBe(before + 1);

  // Versions tab: the new version's changes, then restore the one before it.
  await page.goto('/rules-management?tab=versions');
  await expect(page.getByRole('button', { name: `Changes in version ${before + 1}` })).toBeVisible();
  await expectPlainWords(page.getByRole('main'), 'the versions tab');
  await page.getByRole('button', { name: `Changes in version ${before + 1}` }).click();
  const diff = page.getByRole('dialog', { name: `Version ${before} → version ${before + 1}` });
  await expect(diff.getByTestId('version-diff')).toContainText('0 added, 0 removed, 1 changed');
  await expect(diff.getByTestId('version-diff')).toContainText('Min Salary');
  await expect(diff.getByTestId('version-diff')).toContainText('₹9,00,000');
  await expectPlainWords(diff, 'the version diff');
  await page.screenshot({ path: test.info().outputPath('version-diff.png') });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Restore version ${before}` }).click();
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByText(`Version ${before} restored as version ${before + 2}`)).toBeVisible();

  const rule = await request.get(`/api/generaleligibility/getGeneralRuleBybankandproduct?bank_id=${pair.bankId}&product_id=${pair.productId}`, {
    headers: auth,
  });
  expect(JSON.stringify((await rule.json()).data)).not.toContain('900000');
  const testCase = (await (await request.get(`/api/rule-test-cases/${caseId}`, { headers: auth })).json()).data;
  expect(testCase.lastResult.passed).toBe(true);

  await page.goto('/rules-management?tab=test-cases');
  await expect(page.getByRole('cell', { name: caseName }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: caseName }).first()).toContainText('Passing');
  await expectPlainWords(page.getByRole('main'), 'the test cases tab');
  await page.goto('/rules-management?tab=checks');
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expectPlainWords(page.getByRole('main'), 'the checks tab');
  await page.screenshot({ path: test.info().outputPath('test-cases.png') });
  expect((await request.delete(`/api/rule-test-cases/${caseId}`, { headers: auth })).ok()).toBe(true);
});
