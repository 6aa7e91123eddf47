import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { evaluateApplicants } from '../support/evaluate-applicants';
import { expectPlainWords } from '../support/plain-words';
import { signIn } from '../support/sign-in';

/**
 * Customer Master: evaluations filed under a customer by the reference the user gives; the list's
 * filters survive a reload; the export holds exactly the filtered customers; a customer's
 * evaluation opens with its results and can be evaluated again with today's rules.
 */
test('customers of the evaluator: find, open, see results, evaluate again, export', async ({ page, request }) => {
  test.slow();
  const reference = `E2E-${Date.now()}`;
  await evaluateApplicants(
    request,
    [45000, 95000].map((salary) => ({ user_name: 'Kavya Menon', customer_reference: reference, age: 31, salary })),
  );

  await signIn(page);
  await page.goto(`/customer-master?q=${reference}`);
  await expect(page).toHaveTitle('Customer Master · Loan Back Office');
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Kavya Menon');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: reference })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('customers-list.png') });
  await expectPlainWords(page.getByRole('main'), 'Customer Master');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '.csv' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8')
    .trim()
    .split('\n');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(reference);

  await row.getByRole('button', { name: 'Kavya Menon' }).click();
  await expect(page.getByRole('heading', { name: 'Kavya Menon' })).toBeVisible();
  const evaluations = page.getByTestId('customer-evaluations');
  await expect(evaluations.getByRole('row')).toHaveCount(3);
  await expect(page.getByTestId('applicant-profile')).toContainText('₹95,000');
  await expectPlainWords(page.getByRole('main'), 'the customer page');
  await evaluations.getByRole('button', { name: 'Results' }).first().click();
  const results = page.getByRole('dialog', { name: 'Evaluation results' });
  await expect(results.getByTestId('application-result-row').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('customer-results.png') });
  await expectPlainWords(results, 'the results of an evaluation');
  await page.keyboard.press('Escape');
  await evaluations
    .getByRole('button', { name: /today's rules/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: "Evaluated again with today's rules" })).toContainText('Rule version');
  await page.screenshot({ path: test.info().outputPath('customer-detail.png') });
});

test('on a phone Customer Master is a card per customer; the dashboard draws the lending trend', async ({ page, request }) => {
  test.slow();
  const reference = `PHONE-${Date.now()}`;
  await evaluateApplicants(request, [{ user_name: 'Ravi Phone', customer_reference: reference, age: 33, salary: 120000 }]);

  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  await page.goto(`/customer-master?q=${reference}`);
  const card = page.getByTestId('customer-card').filter({ hasText: reference });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Ravi Phone');
  await expect(card).toContainText(/₹[\d,]+/);
  await expect(card).toContainText(/% p\.a\./);
  await expect(page.getByRole('table', { name: 'Customers' })).toHaveCount(0);
  const box = await card.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await expectPlainWords(page.getByRole('main'), 'Customer Master on a phone');
  await page.screenshot({ path: test.info().outputPath('customers-375.png') });
  await card.getByRole('button', { name: 'Ravi Phone' }).click();
  await expect(page.getByTestId('applicant-profile')).toContainText('₹1,20,000');
  await page.screenshot({ path: test.info().outputPath('customer-375.png'), fullPage: true });

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/dashboard');
  const trend = page.getByRole('img', { name: /^Evaluations per day over the last \d+ days/ });
  await expect(trend).toBeVisible();
  await expect(trend.getByTestId('lending-day')).not.toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('dashboard-1366.png'), fullPage: true });
});
