import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

// Headless Chromium calls itself "HeadlessChrome", which the server rightly does
// not count as a person; these tests browse as the desktop Chrome a user has.
test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36' });

const suffix = () => randomBytes(3).toString('hex');

async function totalClicksOnDashboard(page: Page): Promise<number> {
  await page.goto('/dashboard');
  const value = page.getByTestId('stat-total-clicks').getByTestId('stat-value');
  await expect(value).toBeVisible();
  return Number((await value.innerText()).replace(/[^\d]/g, ''));
}

async function linkRow(page: Page, campaign: string) {
  await page.goto('/shortener');
  await page.getByRole('textbox', { name: 'Campaign ID' }).last().fill(campaign);
  const row = page.getByRole('row').filter({ hasText: campaign });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('short links and API keys', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('a short link to a page of the app lands there and its click shows on the Shortener page and the dashboard', async ({ page, baseURL }) => {
    const before = await totalClicksOnDashboard(page);
    const campaign = `e2e-${suffix()}`;

    await page.goto('/shortener');
    const form = page.getByRole('form', { name: 'Create short URL' });
    await form.getByRole('button', { name: 'Shorten URL' }).click();
    await expect(form.getByText('Destination URL is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Destination URL' }).fill('javascript:alert(1)');
    await expect(form.getByText('Please enter a valid URL with http:// or https://')).toBeVisible();
    await form.getByRole('textbox', { name: 'Destination URL' }).fill(`${baseURL}/profile`);
    await form.getByRole('textbox', { name: 'Campaign ID' }).fill(campaign);
    await form.getByRole('button', { name: 'Shorten URL' }).click();
    await expect(page.getByText('Short URL created successfully!')).toBeVisible();
    const shortUrl = await page.getByTestId('created-short-url').getByRole('link').getAttribute('href');
    expect(shortUrl).toMatch(/\/s\/[0-9A-Za-z]{7}$/);

    let row = await linkRow(page, campaign);
    await expect(row.getByTestId('clicks')).toHaveText('0');
    await expect(row.getByText('Active')).toBeVisible();
    await expect(row.getByText('Never')).toBeVisible();

    // Following the short link lands on the page it points to.
    await page.goto(shortUrl!);
    await expect(page).toHaveURL(`${baseURL}/profile`);
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();

    // Clicks are written in batches (at most a second later): look again until it is there.
    await expect.poll(async () => (await linkRow(page, campaign)).getByTestId('clicks').innerText(), { timeout: 30_000 }).toBe('1');
    expect(await totalClicksOnDashboard(page)).toBe(before + 1);
    await expect(page.getByRole('img', { name: /Clicks per day over the last 30 days/ })).toBeVisible();

    // Copy and delete from the table.
    row = await linkRow(page, campaign);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await row.getByRole('button', { name: /^Copy / }).click();
    await expect(page.getByText('URL copied to clipboard!')).toBeVisible();
    await row.getByRole('button', { name: /^Delete / }).click();
    await expect(page.getByText('Are you sure you want to delete this short URL?')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Short URL deleted successfully')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: campaign })).toHaveCount(0);
  });

  test('an API key created on the API Keys page creates a link through the API, within its scope', async ({ page, request }) => {
    const label = `E2E partner ${suffix()}`;
    await page.goto('/api-keys');
    await page.getByRole('button', { name: 'Create New API Key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New API Key' });
    await expect(dialog.getByRole('spinbutton', { name: 'Quota (requests)' })).toHaveValue('100');
    await expect(dialog.getByRole('spinbutton', { name: 'Quota window (days)' })).toHaveValue('30');
    await expect(dialog.getByRole('checkbox', { name: 'short.create' })).toBeChecked();
    await dialog.getByRole('spinbutton', { name: 'Quota (requests)' }).press('-');
    await dialog.getByRole('spinbutton', { name: 'Quota (requests)' }).press('ArrowUp');
    await expect(dialog.getByRole('spinbutton', { name: 'Quota (requests)' })).toHaveValue('100');
    await dialog.getByRole('textbox', { name: 'Label' }).fill(label);
    await dialog.getByRole('textbox', { name: 'Business ID' }).fill('BIZ-E2E');
    await dialog.getByRole('button', { name: 'Create API Key' }).click();
    await expect(page.getByText('API Key created successfully!')).toBeVisible();

    const plainKey = await page.getByTestId('plain-key').inputValue();
    expect(plainKey).toMatch(/^lbo_[A-Za-z0-9_-]{43}$/);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy API key' }).click();
    await expect(page.getByText('API key copied to clipboard!')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();

    // The table shows the key shortened, never whole.
    const keyRow = page.getByRole('row').filter({ hasText: label });
    await expect(keyRow).toContainText(`${plainKey.slice(0, 12)}…`);
    await expect(keyRow).not.toContainText(plainKey);
    await expect(keyRow.getByText('Active')).toBeVisible();

    const destination = `https://partner.example.com/${suffix()}`;
    const created = await request.post('/api/short', { headers: { 'x-api-key': plainKey }, data: { destination } });
    expect(created.status()).toBe(201);
    expect((await created.json()).destination).toBe(destination);
    // short.create only: listing needs short.read.
    expect((await request.get('/api/short', { headers: { 'x-api-key': plainKey } })).status()).toBe(403);

    await page.goto('/shortener');
    await page.getByRole('searchbox', { name: 'Search Short URLs' }).fill(destination);
    await expect(page.getByRole('row').filter({ hasText: destination })).toHaveCount(1);

    await page.goto('/api-keys');
    await expect(page.getByRole('row').filter({ hasText: label })).toContainText('1 / 100');

    // Revoked on the server: the key stops working.
    await page
      .getByRole('row')
      .filter({ hasText: label })
      .getByRole('button', { name: `Revoke ${label}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByRole('row').filter({ hasText: label }).getByText('Revoked')).toBeVisible();
    expect((await request.post('/api/short', { headers: { 'x-api-key': plainKey }, data: { destination } })).status()).toBe(401);
  });
});
