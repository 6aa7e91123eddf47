import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, test, type Page } from '@playwright/test';
import { sampleLoan } from '@lbo/contracts/testing/sample-applicant';
import { evaluateApplicants } from '../support/evaluate-applicants';
import { expectPlainWords } from '../support/plain-words';
import { signIn } from '../support/sign-in';

const ENQUIRIES = { CAPSLast7Days: 0, CAPSLast30Days: 0, CAPSLast90Days: 0, CAPSLast180Days: 0 };

/** The customer's page, the two evaluations ticked and compared: the dialog, once its offers are in. */
async function compareBoth(page: Page) {
  const evaluations = page.getByTestId('customer-evaluations');
  for (const box of await evaluations.getByRole('checkbox', { name: /^Compare the evaluation of/ }).all()) await box.check();
  await page.getByRole('button', { name: 'Compare (2 of 2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare evaluations' });
  await expect(dialog.getByTestId('compare-offer').first()).toBeVisible();
  return dialog;
}

const changedInputs = (page: Page) =>
  page.getByRole('dialog').locator('[data-testid="compare-input"][data-changed="true"]').getByRole('rowheader').allInnerTexts();

/**
 * A customer evaluated twice, the second time earning more and paying a new loan: the page shows
 * what each evaluation was asked, compares the two side by side at 1366 and 375 px, and exports them.
 */
test('two evaluations of a customer compared side by side, and exported', async ({ page, request }) => {
  test.slow();
  const reference = `CMP-${Date.now()}`;
  await evaluateApplicants(request, [
    { user_name: 'Farah Compare', customer_reference: reference, salary: 40000 },
    {
      user_name: 'Farah Compare',
      customer_reference: reference,
      salary: 95000,
      CIBIL_REPORT_PARAMETERS: { Loans: [sampleLoan({ emi_amount: 15000 })], ENQUIRIES_SUMMARY: ENQUIRIES },
    },
  ]);

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  await page.goto(`/customer-master?q=${reference}`);
  await page.getByRole('row').filter({ hasText: reference }).getByRole('button', { name: 'Farah Compare' }).click();
  const evaluations = page.getByTestId('customer-evaluations');
  await expect(evaluations.getByTestId('customer-evaluation')).toHaveCount(2);
  await expect(evaluations.getByTestId('evaluation-emis')).toHaveText(['EMIs ₹15,000 a month', 'No existing EMIs']);
  await expect(evaluations.getByTestId('evaluation-request').first()).toHaveText(/₹5,00,000\s*over 36 months/);
  await expect(evaluations.getByTestId('evaluation-source').first()).toHaveText('Evaluated in the back office by Administrator');
  expect(await evaluations.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth + 1), 'the evaluations table fits at 1366 px').toBe(
    true,
  );
  await expectPlainWords(page.getByRole('main'), 'the customer page');
  await page.screenshot({ path: test.info().outputPath('customer-evaluations-1366.png'), fullPage: true });

  const dialog = await compareBoth(page);
  expect(await changedInputs(page)).toEqual(['Monthly salary', 'Existing EMIs']);
  await expect(dialog.getByTestId('compare-input').filter({ hasText: 'Monthly salary' }).getByRole('cell')).toHaveText(['₹40,000', /₹95,000/]);
  await expect(dialog.getByTestId('compare-input').filter({ hasText: 'Existing EMIs' }).getByRole('cell')).toHaveText(['None', /₹15,000 a month/]);
  // The lenders' answers side by side: every part's two answers fit without scrolling at 1366 px.
  const offers = dialog.getByRole('table', { name: 'Offers per lender' });
  await expect(offers).toBeVisible();
  expect(await offers.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth + 1), 'the offers fit at 1366 px').toBe(true);
  await expectPlainWords(dialog, 'the comparison');
  await page.screenshot({ path: test.info().outputPath('compare-1366.png') });
  await offers.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('compare-1366-offers.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('group', { name: "Export customer's evaluations" }).getByRole('button', { name: 'Export .xlsx' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^customer-${reference}-evaluations-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const book = XLSX.read(readFileSync((await file.path())!));
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Evaluations!);
  expect(rows.map((r) => [r['Monthly salary (₹)'], r['Existing EMIs (₹ a month)']])).toEqual([
    [95000, 15000],
    [40000, 0],
  ]);

  await page.setViewportSize({ width: 375, height: 812 });
  // The Compare button and the boxes that choose what it compares are in view without scrolling sideways.
  await page.getByRole('button', { name: 'Compare (2 of 2)' }).scrollIntoViewIfNeeded();
  for (const control of [page.getByRole('button', { name: 'Compare (2 of 2)' }), evaluations.getByRole('checkbox').first()]) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  await page.screenshot({ path: test.info().outputPath('customer-evaluations-375.png') });
  const phone = await compareBoth(page);
  expect(await changedInputs(page)).toEqual(['Monthly salary', 'Existing EMIs']);
  const card = phone.getByTestId('compare-offer').first();
  await expect(card).toBeVisible();
  for (const region of [phone, card]) {
    const box = (await region.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  // No box in the dialog scrolls or cuts its content sideways (screen-reader-only text, one pixel wide, aside).
  const clipped = await phone.evaluate((d) =>
    [d, ...Array.from(d.querySelectorAll('*'))]
      .filter((el) => el.clientWidth > 1 && getComputedStyle(el).overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(clipped, 'nothing in the dialog is cut off sideways at 375 px').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('compare-375.png') });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('compare-375-offers.png') });
});
