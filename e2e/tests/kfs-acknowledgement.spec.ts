import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken } from '../support/api-token';
import { expectPlainWords } from '../support/plain-words';
import { pickOption } from '../support/picker';
import { signIn } from '../support/sign-in';

/**
 * The borrower's acknowledgement of a Key Fact Statement (RBI's KFS directions): recorded from the
 * results screen once the KFS is issued, shown on the offer and on the customer's page.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-ack';
mkdirSync(SHOTS, { recursive: true });

/** Today in India as the screens write days: "28 Nov 2026". */
const todayInIndia = () => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date());

/** Picks the applicant's employer or city through its searchable picker. */
const pick = (page: Page, field: 'Company' | 'City', search: string, option: RegExp) =>
  pickOption(page, { field, searchLabel: field === 'Company' ? 'Search companies' : 'Search cities', search, option });

/** The rich wizard's first step for an applicant with no loans (the demo data makes offers to them). */
async function fillApplicant(page: Page, reference: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Nandini Kulkarni');
  await page.getByRole('textbox', { name: 'Customer reference', exact: true }).fill(reference);
  await page.getByRole('spinbutton', { name: 'Age', exact: true }).fill('32');
  await page.getByRole('spinbutton', { name: 'CIBIL Score', exact: true }).fill('780');
  await page.getByRole('textbox', { name: 'Monthly Salary (₹)', exact: true }).fill('90000');
  await pick(page, 'Company', 'Infosys', /Infosys.*Listed/);
  await pick(page, 'City', 'Mumbai', /Mumbai.*Metro/);
  await page.getByRole('textbox', { name: 'Requested Loan Amount (₹)', exact: true }).fill('500000');
  await page.getByRole('spinbutton', { name: 'Requested Tenure (Months)', exact: true }).fill('36');
  await page.getByRole('spinbutton', { name: 'Current Employment (Months)', exact: true }).fill('36');
  await page.getByRole('spinbutton', { name: 'Total Employment (Months)', exact: true }).fill('84');
  await page.getByRole('spinbutton', { name: 'Months at Present Residence', exact: true }).fill('24');
  await page.getByRole('group', { name: 'Married', exact: true }).getByText('Yes').click();
  await page.getByRole('group', { name: 'House Owned', exact: true }).getByText('No').click();
  await page.getByRole('group', { name: 'Home Loan with Spouse', exact: true }).getByText('No').click();
  await page.getByRole('checkbox', { name: 'Current Address Proof' }).click();
  await page.getByRole('checkbox', { name: 'Permanent Address Proof' }).click();
  await page.getByRole('button', { name: 'Run CIBIL Analysis →' }).click();
}

/** Nothing of `region` lies past the page's left or right edge at this width, while it appears too. */
async function expectWithinWidth(region: Locator, width: number, what: string) {
  const box = await region.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what} at ${width} px`).toBeGreaterThanOrEqual(-1);
  expect(box!.x + box!.width, `${what} at ${width} px`).toBeLessThanOrEqual(width + 1);
}

test('an acknowledgement recorded on the results screen shows on the offer and on the customer page', async ({ page, request }) => {
  test.slow();
  const reference = `ACK-${Date.now()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.goto('/loan-evaluator');
  await fillApplicant(page, reference);
  await expect(page.getByText('No existing loans')).toBeVisible();
  const applied = page.waitForResponse((r) => r.url().endsWith('/api/loanapplication/apply') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Calculate BRE →' }).click();
  const answer = (await (await applied).json()).data as {
    applicationId: string;
    eligibleBanks: { bankId: string; productId: string; bankName: string; productName: string; eligibilityStatus: string }[];
  };
  const offer = answer.eligibleBanks.find((e) => e.eligibilityStatus === 'ELIGIBLE');
  expect(offer, 'the demo data makes this applicant an offer').toBeDefined();

  const card = page
    .locator('[data-testid=result-card][data-status=ELIGIBLE]')
    .filter({ has: page.getByTestId('result-bank').getByText(offer!.bankName, { exact: true }) })
    .filter({ has: page.getByTestId('result-product').getByText(offer!.productName, { exact: true }) });
  await expect(card).toHaveCount(1);

  // Before the KFS is issued the server refuses, and the dialog says what to do.
  await card.getByRole('button', { name: /^Record acknowledgement/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Record acknowledgement' });
  await dialog.getByText('E-sign', { exact: true }).click();
  await dialog.getByText('Hindi', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Record acknowledgement' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Issue the Key Fact Statement first');
  await page.screenshot({ path: `${SHOTS}/dialog-1366.png` });

  // The officer opens the KFS and takes the borrower through it (issued here through the API, as the button's GET does).
  const kfs = await request.get(`/api/loanapplication/${answer.applicationId}/pairs/${offer!.bankId}/${offer!.productId}/kfs`, {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
  });
  expect(kfs.ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Record acknowledgement' }).click();
  await expect(dialog).toHaveCount(0);

  const shown = card.getByTestId('kfs-acknowledgement');
  await expect(shown).toHaveText(`Acknowledged ${todayInIndia()}, e-sign, Hindi`);
  await expect(card.getByRole('button', { name: /^Record acknowledgement/ })).toHaveCount(0);
  await expectPlainWords(card, 'an acknowledged offer');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/results-1366.png` });
  await card.screenshot({ path: `${SHOTS}/offer-card-1366.png` });
  await expectWithinWidth(shown, 1366, 'the acknowledgement');

  await page.setViewportSize({ width: 375, height: 812 });
  await card.scrollIntoViewIfNeeded();
  await expect(shown).toBeVisible();
  await expectWithinWidth(shown, 375, 'the acknowledgement');
  await expectWithinWidth(card.getByRole('button', { name: 'Key Fact Statement', exact: true }), 375, 'the KFS button');
  await page.screenshot({ path: `${SHOTS}/results-375.png` });
  await card.screenshot({ path: `${SHOTS}/offer-card-375.png` });
  // The dialog on a phone: another offer's, closed unrecorded.
  await page
    .getByRole('button', { name: /^Record acknowledgement/ })
    .first()
    .click();
  await expect(dialog.getByText('Recorded call', { exact: true })).toBeVisible();
  await expectWithinWidth(dialog, 375, 'the dialog');
  // Its first frame too: the opening animation replayed and held at its start, then let finish.
  const opening = await dialog.evaluate((el: HTMLElement) => {
    el.style.animation = 'none';
    void el.offsetWidth;
    el.style.animation = '';
    for (const animation of el.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    const { left, right } = el.getBoundingClientRect();
    for (const animation of el.getAnimations()) animation.finish();
    return { left, right };
  });
  expect(opening.left, 'the dialog as it opens').toBeGreaterThanOrEqual(-1);
  expect(opening.right, 'the dialog as it opens').toBeLessThanOrEqual(376);
  await page.screenshot({ path: `${SHOTS}/dialog-375.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The customer's page: the acknowledgement under the evaluation it belongs to.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/customer-master?q=${reference}`);
  await page.getByRole('row').filter({ hasText: reference }).getByRole('button', { name: 'Nandini Kulkarni' }).click();
  await expect(page.getByRole('heading', { name: 'Nandini Kulkarni' })).toBeVisible();
  const acknowledged = page.getByTestId('customer-evaluations').getByTestId('evaluation-acknowledgements');
  await expect(acknowledged).toHaveCount(1);
  await expect(acknowledged).toContainText(`${offer!.bankName} · ${offer!.productName}: Acknowledged ${todayInIndia()}, e-sign, Hindi`);
  await expect(acknowledged).toContainText(/· Key Fact Statement KFS-\d{4}-\d{6} · recorded by Administrator/);
  await expectPlainWords(page.getByRole('main'), 'the customer page with an acknowledgement');
  const table = page.getByTestId('customer-evaluations');
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth + 1), 'the evaluations table fits at 1366 px').toBe(true);
  await page.screenshot({ path: `${SHOTS}/customer-1366.png`, fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  const line = acknowledged.getByRole('listitem');
  await line.scrollIntoViewIfNeeded();
  await expect(line).toBeVisible();
  await expectWithinWidth(line, 375, 'the acknowledgement on the customer page');
  await page.screenshot({ path: `${SHOTS}/customer-375.png` });
  // Scrolled sideways to the table's end, the line stays in view.
  await table.evaluate((t) => t.parentElement!.scrollTo({ left: t.parentElement!.scrollWidth }));
  await expect.poll(async () => (await line.boundingBox())!.x).toBeGreaterThanOrEqual(0);
  await expectWithinWidth(line, 375, 'the acknowledgement, the table scrolled sideways');
  await page.screenshot({ path: `${SHOTS}/customer-375-scrolled.png` });
});
