import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** The JavaScript /login needs, as the browser receives it, stays within 150 KiB gzip. */
const BUDGET = 150 * 1024;

test('/login ships at most 150 KiB of JavaScript (gzip)', async ({ page }) => {
  const scripts: { url: string; sent: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    const sizes = await response.request().sizes();
    scripts.push({ url: new URL(response.url()).pathname, sent: sizes.responseBodySize, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const sent = scripts.reduce((sum, s) => sum + s.sent, 0);
  console.log(`/login JavaScript: ${scripts.length} files, ${(total / 1024).toFixed(1)} KiB gzip -9, ${(sent / 1024).toFixed(1)} KiB sent`);
  for (const s of scripts) console.log(`  ${s.url} ${(s.gzip / 1024).toFixed(1)} KiB`);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total, scripts.map((s) => `${s.url} ${s.gzip}`).join('\n')).toBeLessThanOrEqual(BUDGET);
});
