import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { evaluateApplicants } from '../support/evaluate-applicants';
import { expectPlainWords } from '../support/plain-words';
import { signIn } from '../support/sign-in';

/**
 * Decision analytics: decisions the evaluator stores show up per bank at once; the bank filter
 * narrows every figure and survives a reload; each chart has its table and a CSV of it.
 */
test('decision analytics: figures per bank, a filter that survives reload, the table and CSV behind a chart', async ({ page, request }) => {
  test.slow();
  await evaluateApplicants(
    request,
    [40000, 120000].map((salary) => ({ user_name: 'Analytics Applicant', cibilScore: 760, salary })),
  );

  await signIn(page);
  await page.getByRole('link', { name: 'Decision Analytics', exact: true }).click();
  await expect(page).toHaveTitle('Decision Analytics · Loan Back Office');
  const evaluated = page.getByTestId('stat-pairs-evaluated').getByTestId('stat-value');
  await expect(evaluated).not.toHaveText('0');
  await expectPlainWords(page.getByRole('main'), 'Decision Analytics');
  const allPairs = Number((await evaluated.innerText()).replaceAll(',', ''));
  const byBank = page.getByRole('heading', { name: 'Eligibility by bank' }).locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]');
  await expect(byBank.getByRole('listitem').first()).toBeVisible();
  const banksShown = await byBank.getByRole('listitem').count();
  expect(banksShown).toBeGreaterThan(1);

  const bank = page.getByLabel('Bank', { exact: true });
  const firstBank = (await bank.locator('option').nth(1).innerText()).trim();
  await bank.selectOption({ label: firstBank });
  await expect(page).toHaveURL(/bankId=/);
  await expect(byBank.getByRole('listitem')).toHaveCount(1);
  await expect(byBank.getByRole('listitem')).toContainText(firstBank);
  await page.reload();
  await expect(page.getByLabel('Bank', { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await expect(byBank.getByRole('listitem')).toHaveCount(1);
  const onePair = Number((await evaluated.innerText()).replaceAll(',', ''));
  expect(onePair).toBeLessThan(allPairs);

  await byBank.getByText('Show as a table').click();
  const table = byBank.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(firstBank);
  const download = page.waitForEvent('download');
  await byBank.getByRole('button', { name: 'Download Eligibility by bank as CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv[0]).toBe('Bank,Pairs evaluated,Eligible,Eligibility rate');
  expect(csv).toHaveLength(2);
  expect(csv[1]!.startsWith(`${firstBank},${onePair},`)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('analytics.png'), fullPage: true });
});
