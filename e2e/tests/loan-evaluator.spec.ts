import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillApplicant, fillPersonalLoan } from '../support/applicant-form';
import { expectPlainWords } from '../support/plain-words';
import { signIn } from '../support/sign-in';
import { expectToastShown, recordToasts } from '../support/toasts';

/**
 * Acceptance 3 of the Loan Evaluator: both wizards, end to end, against the demo banks,
 * products, companies, cities and rules that the server seeds on its first start.
 */

/** A served document's Print button runs its script (allowed by the answer's CSP) and calls the browser's print. */
async function expectPrintable(doc: Page) {
  await doc.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await doc.getByRole('button', { name: 'Print' }).click();
  expect(await doc.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
}

const number = async (locator: Locator) => Number((await locator.textContent())?.replace(/[^\d]/g, ''));

/** The summary agrees with itself and with the cards, and something was both granted and refused. */
async function checkSummary(page: Page) {
  await expectToastShown(page, 'BRE calculation completed successfully');
  await expect(page.getByTestId('success-rate')).toBeVisible();
  const total = await number(page.getByTestId('total-count'));
  const eligible = await number(page.getByTestId('eligible-count'));
  const notEligible = await number(page.getByTestId('not-eligible-count'));
  const rate = await number(page.getByTestId('success-rate'));
  expect(total).toBeGreaterThan(0);
  expect(eligible).toBeGreaterThan(0);
  expect(notEligible).toBeGreaterThan(0);
  expect(eligible + notEligible).toBe(total);
  expect(rate).toBe(Math.round((eligible / total) * 100));
  expect(rate).toBeGreaterThan(0);

  const cards = page.getByTestId('result-card');
  await expect(cards).toHaveCount(total);
  await expect(page.locator('[data-testid=result-card][data-status=ELIGIBLE]')).toHaveCount(eligible);
  // At least one refusal says why.
  await expect(page.getByTestId('failure-reasons').first()).toBeVisible();
  expect((await page.getByTestId('failure-reasons').first().textContent())?.trim().length).toBeGreaterThan(0);
  return { total, eligible, notEligible };
}

/** ELIGIBLE and NOT_ELIGIBLE each show only their own cards, in the numbers the summary gave. */
async function checkFilters(page: Page, counts: { total: number; eligible: number; notEligible: number }) {
  const cards = page.getByTestId('result-card');
  await page.getByRole('button', { name: /^ELIGIBLE/ }).click();
  await expect(cards).toHaveCount(counts.eligible);
  await expect(page.locator('[data-testid=result-card][data-status=NOT_ELIGIBLE]')).toHaveCount(0);
  await page.getByRole('button', { name: /^NOT_ELIGIBLE/ }).click();
  await expect(cards).toHaveCount(counts.notEligible);
  await expect(page.locator('[data-testid=result-card][data-status=ELIGIBLE]')).toHaveCount(0);
  await page.getByRole('button', { name: /^ALL/ }).click();
  await expect(cards).toHaveCount(counts.total);
}

test.describe('Loan Evaluator', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('simple wizard: an applicant end to end, with counts, success rate, reasons and filters', async ({ page }) => {
    await page.goto('/loan-evaluator-simple');
    await expect(page.getByRole('heading', { name: 'Loan Evaluator (Simple)' })).toBeVisible();

    // Step 1 refuses an empty form with the spec's messages.
    await page.getByRole('button', { name: 'Run CIBIL Analysis →' }).click();
    for (const message of [
      'Name is required',
      'Age is required',
      'CIBIL Score is required',
      'Loan Amount is required',
      'Tenure is required',
      'Company is required',
      'City is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    await fillApplicant(page);
    await expect(page.getByTestId('step-2')).toHaveAttribute('aria-current', 'step');
    const loans = page.getByTestId('loan-row');
    await expect(loans).toHaveCount(1);
    await fillPersonalLoan(loans.first());
    await recordToasts(page);
    await page.getByRole('button', { name: 'Calculate BRE →' }).click();

    await expect(page.getByTestId('step-3')).toHaveAttribute('aria-current', 'step');
    const counts = await checkSummary(page);
    await checkFilters(page, counts);

    // At laptop widths every eligible amount is shown whole, inside its card.
    for (const width of [1366, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const cut = await page.getByTestId('result-card').evaluateAll(
        (cards) =>
          cards.filter((card) => {
            const amount = card.querySelector('[data-testid=result-amount]') as HTMLElement;
            return amount.scrollWidth > amount.clientWidth + 1 || amount.getBoundingClientRect().right > card.getBoundingClientRect().right;
          }).length,
      );
      expect(cut, `cards with a cut amount at ${width} px`).toBe(0);
    }
    await page.screenshot({ path: test.info().outputPath('results-1280.png') });

    // Under a refusal's reasons: what would make it eligible (a change, or why none helps).
    const refused = page.locator('[data-testid=result-card][data-status=NOT_ELIGIBLE]').first();
    await refused.getByRole('button', { name: 'What would make it eligible?' }).click();
    const suggestions = refused.getByRole('region', { name: 'What would make it eligible' });
    await expect(suggestions).toBeVisible();
    await expect(suggestions.locator('li, p').first()).toHaveText(/^(Eligible .+|.{10,})$/);
    await refused.screenshot({ path: test.info().outputPath('card-suggestions.png') });

    // The explanation of a refusal names the failed check.
    await refused.getByRole('button', { name: 'Show explanation' }).click();
    await expect(refused.getByTestId('explanation')).toBeVisible();
    await expect(refused.locator('[data-testid=explanation-check][data-passed=false]').first()).toBeVisible();
    await expectPlainWords(refused, 'a refused card with its suggestions and explanation');
    const eligible = page.locator('[data-testid=result-card][data-status=ELIGIBLE]').first();
    await eligible.getByRole('button', { name: 'Show explanation' }).click();
    await expect(eligible.getByTestId('explanation')).toBeVisible();
    await expectPlainWords(eligible, 'an eligible card with its explanation');

    // The step circles keep the inputs.
    await page.getByTestId('step-1').click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Asha Rao');
    await expect(page.getByRole('combobox', { name: 'Company', exact: true })).toContainText('Infosys');
  });

  test('rich wizard: the same applicant, with search narrowing the results to one bank', async ({ page }) => {
    await page.goto('/loan-evaluator');
    await expect(page.getByRole('heading', { name: 'Loan Evaluator', exact: true })).toBeVisible();

    // Rich checks ranges on the client.
    await page.getByRole('spinbutton', { name: 'Age', exact: true }).fill('17');
    await page.getByRole('spinbutton', { name: 'CIBIL Score', exact: true }).fill('950');
    await page.getByRole('button', { name: 'Run CIBIL Analysis →' }).click();
    await expect(page.getByText('Must be at least 18 years old')).toBeVisible();
    await expect(page.getByText('CIBIL Score must be between 300-900')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Lives in a hostel or PG/ })).not.toBeChecked();

    await fillApplicant(page);
    // The rich variant starts with no loans and allows none; add the personal loan.
    await expect(page.getByText('No existing loans')).toBeVisible();
    await page.getByRole('button', { name: 'Add Loan' }).click();
    const loan = page.getByTestId('loan-row').first();
    await fillPersonalLoan(loan);
    await expect(loan.getByRole('checkbox', { name: /Balance transfer/ })).not.toBeChecked();
    await recordToasts(page);
    await page.getByRole('button', { name: 'Calculate BRE →' }).click();

    const counts = await checkSummary(page);
    await checkFilters(page, counts);

    // Search by the name of the bank of the first refusal: only that bank's products remain.
    const bank = (await page.locator('[data-testid=result-card][data-status=NOT_ELIGIBLE]').first().getByTestId('result-bank').textContent())!.trim();
    await page.getByRole('searchbox', { name: 'Search bank or product' }).fill(bank);
    const cards = page.getByTestId('result-card');
    await expect.poll(async () => new Set(await page.getByTestId('result-bank').allTextContents()).size).toBe(1);
    await expect(page.getByTestId('result-bank').first()).toHaveText(bank);
    expect(await cards.count()).toBeLessThan(counts.total);

    await page.getByRole('searchbox', { name: 'Search bank or product' }).fill('no bank is called this');
    await expect(page.getByText('No matching results')).toBeVisible();
  });

  test('offers a borrower may be shown: APR and charges on each, its Key Fact Statement, an order stated and changeable', async ({ page, context }) => {
    // Four documents are opened besides the evaluation (the KFS in two languages, the comparison at two widths).
    test.slow();
    await page.goto('/loan-evaluator-simple');
    await fillApplicant(page);
    await fillPersonalLoan(page.getByTestId('loan-row').first());
    await recordToasts(page);
    await page.getByRole('button', { name: 'Calculate BRE →' }).click();
    const { eligible, notEligible } = await checkSummary(page);
    await expect(page.getByRole('heading', { name: `Offers (${eligible})` })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Lenders that made no offer (${notEligible})` })).toBeVisible();

    const offers = page.locator('[data-testid=result-card][data-status=ELIGIBLE]');
    // The demo's products are of three loan types, and no purpose was given: the offers come type by type.
    const groups = page.getByTestId('offer-group');
    await expect(groups).toHaveCount(3);
    expect(await groups.evaluateAll((list) => list.map((g) => (g as HTMLElement).dataset.loanType))).toEqual(['PERSONAL_LOAN', 'HOME_LOAN', 'BUSINESS_LOAN']);
    for (const name of ['Personal Loan', 'Home Loan', 'Business Loan'])
      await expect(page.getByRole('heading', { name: new RegExp(`^${name} \\(\\d+\\)$`) })).toBeVisible();
    /** Each group's figures of one kind, in the order shown. */
    const figuresByGroup = async (testId: string) => {
      const out: number[][] = [];
      for (const group of await groups.all()) out.push((await group.getByTestId(testId).allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, ''))));
      return out;
    };
    const inOrder = (lists: number[][], direction: 1 | -1) => lists.every((l) => l.every((v, i) => i === 0 || (v - l[i - 1]!) * direction >= 0));
    // By APR, lowest first within each type, said so in words; each offer with its penal charges and its KFS.
    await expect(page.getByTestId('offer-order')).toContainText('Sorted by APR, lowest first, within each loan type');
    const aprs = await figuresByGroup('result-apr');
    expect(aprs.flat()).toHaveLength(eligible);
    for (const apr of aprs.flat()) expect(apr).toBeGreaterThan(0);
    expect(inOrder(aprs, 1), JSON.stringify(aprs)).toBe(true);
    await expect(offers.getByTestId('result-penal-charges')).toHaveCount(eligible);
    await expect(offers.getByRole('button', { name: 'Key Fact Statement', exact: true })).toHaveCount(eligible);
    await expect(page.getByText(/^(best|recommended)/i)).toHaveCount(0);
    await offers.first().screenshot({ path: test.info().outputPath('offer-card.png') });

    const sortBy = page.getByRole('group', { name: 'Sort offers by' });
    await sortBy.getByRole('button', { name: 'EMI', exact: true }).click();
    await expect(page.getByTestId('offer-order')).toContainText('Sorted by EMI, lowest first');
    expect(inOrder(await figuresByGroup('result-emi'), 1)).toBe(true);
    await sortBy.getByRole('button', { name: 'Amount', exact: true }).click();
    await expect(page.getByTestId('offer-order')).toContainText('Sorted by eligible amount, highest first');
    expect(inOrder(await figuresByGroup('result-amount'), -1)).toBe(true);
    await sortBy.getByRole('button', { name: 'Total cost', exact: true }).click();
    await expect(page.getByTestId('offer-order')).toContainText('Sorted by total amount payable, lowest first, within each loan type');
    const costs = await figuresByGroup('result-total-cost');
    expect(costs.flat()).toHaveLength(eligible);
    expect(inOrder(costs, 1), JSON.stringify(costs)).toBe(true);

    // The KFS opens in a tab of its own, at its own address (the session cookie signs it): numbered,
    // with the APR the card shows, and a Print button the served page adds and its CSP lets run.
    await sortBy.getByRole('button', { name: 'APR', exact: true }).click();
    const firstApr = (await offers.first().getByTestId('result-apr').textContent())!.trim();
    const [kfs] = await Promise.all([context.waitForEvent('page'), offers.first().getByRole('button', { name: 'Key Fact Statement', exact: true }).click()]);
    await kfs.waitForLoadState();
    expect(kfs.url()).toMatch(/\/api\/loanapplication\/[\w-]+\/pairs\/[\w-]+\/[\w-]+\/kfs$/);
    await expect(kfs.getByText(/KFS-\d{4}-\d{6}/).first()).toBeVisible();
    await expect(kfs.getByText(firstApr).first()).toBeVisible();
    // "Type of loan" is the product's loan type in words: the first offer is of the first group.
    await expect(kfs.getByRole('row', { name: /^Type of loan/ })).toContainText('Personal Loan');
    await expectPrintable(kfs);
    await kfs.screenshot({ path: test.info().outputPath('kfs.png'), fullPage: false });
    // The same statement in Hindi: Devanagari in the embedded font (the machine has none), the same number.
    const proposal = (await kfs
      .getByText(/KFS-\d{4}-\d{6}/)
      .first()
      .textContent())!.match(/KFS-\d{4}-\d{6}/)![0];
    await kfs.getByRole('link', { name: 'Hindi', exact: true }).click();
    await expect(kfs.getByRole('heading', { name: 'मुख्य तथ्य विवरण (KFS)' })).toBeVisible();
    await expect(kfs.getByText(proposal).first()).toBeVisible();
    expect(await kfs.evaluate(async () => (await document.fonts.load('16px "Noto Sans Devanagari"', 'मुख्य')).length)).toBe(1);
    await kfs.screenshot({ path: test.info().outputPath('kfs-hi.png'), fullPage: false });
    await kfs.close();

    // "Print / PDF": the comparison to hand over, at its own address: every offer by APR, every refusal.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: test.info().outputPath('offers-1366.png'), fullPage: true });
    await page.getByRole('button', { name: 'Print / PDF' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('print-button-1366.png') });
    const [comparison] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Print / PDF' }).click()]);
    await comparison.waitForLoadState();
    expect(comparison.url()).toMatch(/\/api\/loanapplication\/[\w-]+\/comparison$/);
    await expect(comparison.getByRole('heading', { name: 'Loan offers compared' })).toBeVisible();
    await expect(comparison.getByRole('heading', { name: `Offers (${eligible})` })).toBeVisible();
    await expect(comparison.getByRole('heading', { name: `Lenders that made no offer (${notEligible})` })).toBeVisible();
    await expect(comparison.locator('table.offers tbody tr')).toHaveCount(eligible);
    // The comparison orders every offer by APR, across loan types (the screen groups them first).
    await expect(comparison.locator('table.offers tbody tr').first()).toContainText(`${Math.min(...aprs.flat()).toFixed(2)}%`);
    await expect(comparison.locator('table.refused tbody tr')).toHaveCount(notEligible);
    await expect(comparison.getByText('No offer is marked best or recommended', { exact: false })).toBeVisible();
    await expectPrintable(comparison);
    for (const width of [1366, 375]) {
      await comparison.setViewportSize({ width, height: 900 });
      // The page never scrolls sideways; a phone scrolls the table in its own box.
      expect(await comparison.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await comparison.screenshot({ path: test.info().outputPath(`comparison-${width}.png`), fullPage: false });
    }
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Print / PDF' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('offers-375.png'), fullPage: false });
  });

  test('rich wizard: step 1 asks what the loan is for; a purpose narrows the products, Any groups the offers by type', async ({ page }) => {
    // Two evaluations of the demo rules and six whole-page screenshots.
    test.slow();
    /** The whole page at this width (the app scrolls inside <main>: the window is made as tall as its content), for a person to look at. */
    const shot = async (name: string, width: number) => {
      await page.setViewportSize({ width, height: 900 });
      const tall = await page.evaluate(() => document.getElementById('main-content')!.scrollHeight + 64);
      await page.setViewportSize({ width, height: Math.min(tall, 12_000) });
      await page.screenshot({ path: path.join(process.env.E2E_SHOTS_DIR ?? test.info().outputPath(), `${name}-${width}.png`) });
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.getElementById('main-content')!.scrollWidth - document.getElementById('main-content')!.clientWidth)).toBe(0);
      await page.setViewportSize({ width: 1366, height: 900 });
    };
    await page.goto('/loan-evaluator');
    const purpose = page.getByRole('combobox', { name: 'What is the loan for?' });
    await expect(purpose).toHaveValue('');
    await expect(purpose.locator('option:checked')).toHaveText('Any');
    await purpose.selectOption({ label: 'Home Loan' });
    await shot('step1', 1366);
    await shot('step1', 375);

    await fillApplicant(page);
    await page.getByRole('button', { name: 'Calculate BRE →' }).click();
    // Home loans only: one per lender, one list.
    await expect(page.getByTestId('step-3')).toHaveAttribute('aria-current', 'step');
    await expect.poll(async () => number(page.getByTestId('total-count'))).toBe(8);
    await expect(page.getByTestId('result-card')).toHaveCount(8);
    expect(new Set(await page.getByTestId('result-product').allTextContents())).toEqual(new Set(['Home Loan']));
    await expect(page.getByTestId('offer-group')).toHaveCount(0);
    await expect(page.getByTestId('offer-order')).toHaveText(/^Sorted by APR, lowest first\. /);
    await shot('results-home-loan', 1366);

    // Any: every product, the offers type by type.
    await page.getByTestId('step-1').click();
    await page.getByRole('combobox', { name: 'What is the loan for?' }).selectOption({ label: 'Any' });
    await page.getByRole('button', { name: 'Run CIBIL Analysis →' }).click();
    await page.getByRole('button', { name: 'Calculate BRE →' }).click();
    await expect.poll(async () => number(page.getByTestId('total-count'))).toBe(24);
    const groups = page.getByTestId('offer-group');
    expect(await groups.count()).toBeGreaterThan(1);
    const types = await groups.evaluateAll((list) => list.map((g) => (g as HTMLElement).dataset.loanType));
    // The fixed order of the types, whatever the figures.
    expect(types).toEqual(['PERSONAL_LOAN', 'HOME_LOAN', 'BUSINESS_LOAN'].filter((t) => types.includes(t)));
    for (const group of await groups.all()) {
      const label = (await group.getByRole('heading').first().textContent())!.replace(/\s*\(\d+\)$/, '');
      expect(new Set(await group.getByTestId('result-product').allTextContents())).toEqual(new Set([label]));
    }
    await page.getByRole('group', { name: 'Sort offers by' }).getByRole('button', { name: 'Total cost', exact: true }).click();
    await expect(page.getByTestId('offer-order')).toContainText('Sorted by total amount payable, lowest first, within each loan type');
    await expect(page.getByText(/^(best|recommended)/i)).toHaveCount(0);
    await shot('results', 1366);
    await shot('results', 375);
  });
});
