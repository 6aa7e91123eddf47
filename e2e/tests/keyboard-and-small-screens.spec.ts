import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/constants';
import { mailCount, waitForCode } from '../support/mailbox';
import { SCREENS } from '../support/screens';
import { signIn } from '../support/sign-in';

/** Presses Tab until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, name: string, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`"${name}" not reached in ${max} Tab presses`);
}

test('keyboard only: sign in, open a dialog, close it with Escape and get the focus back', async ({ page }) => {
  await page.goto('/login');
  // The e-mail field has the focus; Tab goes to the password before "Forgot password?".
  await page.keyboard.type(ADMIN_EMAIL);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('current-password');
  const since = mailCount();
  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Verify Your Identity' })).toBeVisible();
  await page.keyboard.type(await waitForCode(ADMIN_EMAIL, since));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/loan-evaluator');
  await expect(page.getByRole('heading', { name: 'Loan Evaluator', exact: true })).toBeVisible();
  await tabTo(page, 'Evaluate a file');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Evaluate a file' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The focus comes back once the dialog has cleaned up after itself.
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim())).toBe('Evaluate a file');

  // The evaluator's first field is reachable and its errors are announced.
  await page.getByRole('textbox', { name: 'Name', exact: true }).focus();
  await page.keyboard.type('Asha Rao');
  await tabTo(page, 'Run CIBIL Analysis →', 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').first()).toBeVisible();
});

// The simple evaluator was never in this pass: the same screen as the full one, on fewer fields.
const SMALL_SCREENS = SCREENS.filter((path) => path !== '/loan-evaluator-simple');

test('at 375 px no screen scrolls sideways: wide tables scroll inside their own box', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  for (const path of SMALL_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const widths = await page.evaluate(() => {
      const main = document.getElementById('main-content')!;
      return { document: document.documentElement.scrollWidth, main: main.scrollWidth, mainBox: main.clientWidth };
    });
    expect(widths.document, `${path}: the page is wider than the phone`).toBeLessThanOrEqual(375);
    expect(widths.main, `${path}: the content is wider than the screen`).toBeLessThanOrEqual(widths.mainBox);
    await page.screenshot({ path: test.info().outputPath(`375${path.replaceAll('/', '-')}.png`) });
  }
});
