import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SCREENS } from '../support/screens';
import { signIn } from '../support/sign-in';

async function seriousViolations(page: Page) {
  // Colours are measured as shown: a dialog still fading in would read as low contrast.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/**
 * WCAG 2.1 AA by axe-core on every screen, light and dark: no critical or serious violation.
 * Every screen is visited before the test fails, so one run lists all of them.
 */
for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious violation on any screen (${theme})`, async ({ page }) => {
    // Every screen in one test: three times the configured ceiling.
    test.slow();
    await page.addInitScript((dark) => localStorage.setItem('darkMode', dark), String(theme === 'dark'));
    const found: string[] = [];
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    for (const v of await seriousViolations(page)) found.push(`/login ${v}`);
    await signIn(page);
    for (const path of SCREENS) {
      await page.goto(path);
      await settle(page);
      for (const v of await seriousViolations(page)) found.push(`${path} ${v}`);
    }
    // The evaluator's results and the dialog a user opens most.
    await page.goto('/loan-evaluator');
    await settle(page);
    await page.getByRole('button', { name: 'Evaluate a file' }).click();
    await expect(page.getByRole('dialog', { name: 'Evaluate a file' })).toBeVisible();
    for (const v of await seriousViolations(page)) found.push(`/loan-evaluator (Evaluate a file) ${v}`);
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('the shell never grows past the window: pages scroll inside main', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  for (const path of ['/dashboard', '/loan-evaluator', '/customer-master', '/rules-management']) {
    await page.goto(path);
    await settle(page);
    const heights = await page.evaluate(() => ({ document: document.scrollingElement!.scrollHeight, window: window.innerHeight }));
    expect(heights.document, path).toBe(heights.window);
  }
  // A failed step-1 submit must not move the shell either.
  await page.goto('/loan-evaluator');
  await page.getByRole('button', { name: 'Run CIBIL Analysis →' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBe(900);
});
