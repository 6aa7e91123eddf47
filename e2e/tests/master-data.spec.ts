import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { apiToken } from '../support/api-token';
import { signIn } from '../support/sign-in';

/** A 1×1 PNG: the logo upload checks the content, not the name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Companies');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

async function openTab(page: Page, tab: string, heading: string) {
  await page.goto('/master-configuration');
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('master data', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('exports exactly the rows the search and status filter show, as .csv and .xlsx', async ({ page, request }) => {
    const prefix = `E2E Export ${Date.now()}`;
    const auth = { Authorization: `Bearer ${await apiToken(request)}` };
    for (const [suffix, is_active] of [
      ['Active', true],
      ['Closed One', false],
      ['Closed Two', false],
    ] as const) {
      expect((await request.post('/api/bank/createBank', { headers: auth, data: { name: `${prefix} ${suffix}`, is_active } })).ok()).toBe(true);
    }
    await openTab(page, 'Bank', 'Bank Management');
    await page.getByRole('searchbox', { name: 'Search Bank Management' }).fill(prefix);
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('false');
    await expect(row(page, prefix)).toHaveCount(2);
    const shown = (await row(page, prefix).locator('td:first-child').allInnerTexts()).map((t) => t.trim());

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export .csv' }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toMatch(/^banks-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await csvFile.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Bank,Status,Logo URL,Grievance officer name,Grievance officer phone,Grievance officer e-mail,Uses recovery agents,Created (IST),Updated (IST)',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(shown);
    expect(lines.slice(1).every((l) => l.split(',')[1] === 'Inactive')).toBe(true);

    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export .xlsx' }).click();
    const book = XLSX.read(readFileSync((await (await xlsxDownload).path())!), { cellDates: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    expect(
      XLSX.utils
        .sheet_to_json<unknown[]>(sheet, { header: 1 })
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(shown);
    expect(sheet.H2?.t).toBe('d');
    await page.screenshot({ path: test.info().outputPath('banks-export.png') });
  });

  test('adds a bank with a logo, edits it, deactivates it and deletes it', async ({ page }) => {
    const name = `E2E Bank ${Date.now()}`;
    const renamed = `${name} Renamed`;
    await page.goto('/master-configuration');
    await expect(page.getByRole('tab', { name: 'Bank', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Bank Management' })).toBeVisible();
    await expect(page.getByText('Manage your banking partners and configurations')).toBeVisible();

    await page.getByRole('button', { name: 'Add Bank' }).click();
    await page.getByRole('button', { name: 'Create Bank' }).click();
    await expect(page.getByText('Bank name is required')).toBeVisible();
    await page.getByLabel('Bank Name').fill(name);
    await page.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Bank' }).click();
    await expect(page.getByText('Bank created successfully')).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search Bank Management' });
    await search.fill(name);
    await expect(row(page, name)).toHaveCount(1);
    await expect(row(page, name).getByText('Active', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page.getByLabel('Bank Name')).toHaveValue(name);
    await page.getByLabel('Bank Name').fill(renamed);
    await page.getByRole('button', { name: 'Update Bank' }).click();
    await expect(page.getByText('Bank updated successfully')).toBeVisible();
    await expect(row(page, renamed)).toHaveCount(1);

    await page.getByRole('button', { name: `Deactivate ${renamed}` }).click();
    const toggle = page.getByRole('alertdialog', { name: 'Deactivate Bank' });
    await toggle.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Bank deactivated successfully')).toBeVisible();
    await expect(row(page, renamed).getByText('Inactive', { exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('true');
    await expect(page.getByText('No results found.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('false');
    await expect(row(page, renamed)).toHaveCount(1);

    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete Bank' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Bank deleted successfully')).toBeVisible();
    await expect(page.getByText('No results found.')).toBeVisible();
  });

  test('imports a companies file with one bad row: partial success and the error file', async ({ page }) => {
    const stamp = Date.now();
    const good = [`E2E Import Co ${stamp} A`, `E2E Import Co ${stamp} B`];
    const file = workbook([
      ['Company Name', 'Listed', 'Registration'],
      [good[0], 'Yes', 'LLP'],
      ['', 'perhaps', 'LLP'],
      [good[1], 'No', 'Private Limited'],
    ]);
    await openTab(page, 'Company', 'Companies Management');

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Companies' });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByText('No file selected. Please choose an Excel file first.')).toBeVisible();
    await dialog.getByLabel('Spreadsheet file').setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b') });
    await expect(dialog.getByText('Please select a valid Excel file (.xlsx or .xls).')).toBeVisible();

    await dialog.getByLabel('Spreadsheet file').setInputFiles({
      name: 'companies.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(
      dialog.getByText("2 companies imported. Some rows couldn't be processed. Please review the error file and upload the corrected rows."),
    ).toBeVisible();
    await expect(dialog.getByText("2 rows imported, 1 row couldn't be processed (1 invalid)")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('import-with-counts.png') });
    const link = dialog.getByRole('link', { name: 'Download error file' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/files\/import-errors\/[0-9a-f-]{36}\.xlsx$/);

    const errorFile = await page.request.get(href!);
    expect(errorFile.ok()).toBe(true);
    const book = XLSX.read(await errorFile.body(), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: null });
    expect(rows).toEqual([
      ['Row', 'Company Name', 'Listed', 'Registration', 'reason'],
      [3, '', 'perhaps', 'LLP', 'Company name is required; Listed must be Yes or No (got "perhaps")'],
    ]);

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('searchbox', { name: 'Search Companies Management' }).fill(`E2E Import Co ${stamp}`);
    for (const name of good) await expect(row(page, name)).toHaveCount(1);
    await expect(row(page, good[1]!).getByText('Private Limited')).toBeVisible();
  });

  test('follows a large import on the server to the end, and imports nothing of a bad file when asked', async ({ page }) => {
    const stamp = Date.now();
    const rows: unknown[][] = [['company_name', 'is_listed', 'registration_type']];
    for (let i = 0; i < 40_000; i++) rows.push([`E2E Bulk Co ${stamp} ${i}`, i % 2 ? 'Yes' : 'No', 'LLP']);
    await openTab(page, 'Company', 'Companies Management');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Companies' });
    await dialog.getByLabel('Spreadsheet file').setInputFiles({ name: 'companies-40k.xlsx', mimeType: 'application/octet-stream', buffer: workbook(rows) });

    // Every state the bar takes, as the page shows it.
    await page.evaluate(() => {
      const seen: [string | null, string | null][] = [];
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      new MutationObserver(() => {
        for (const bar of Array.from(document.querySelectorAll('[role=progressbar]')))
          seen.push([bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')]);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow', 'aria-label'] });
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('40000 companies imported successfully')).toBeVisible({ timeout: 60_000 });
    await expect(dialog).toBeHidden();

    const seen = await page.evaluate(() => (window as unknown as { progressSeen: [string | null, string | null][] }).progressSeen);
    const serverSide = seen.filter(([label]) => label?.startsWith('Importing…') && label.endsWith('rows read')).map(([, value]) => Number(value));
    // The server's figures arrived while it worked, rising, short of the end and then at it.
    expect(serverSide.some((value) => value > 0 && value < 100)).toBe(true);
    expect(serverSide).toEqual([...serverSide].sort((a, b) => a - b));
    expect(seen.some(([label]) => label === 'Uploading')).toBe(true);

    // All or nothing: one bad row, and not one of the good rows goes in.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByLabel('Spreadsheet file').setInputFiles({
      name: 'strict.xlsx',
      mimeType: 'application/octet-stream',
      buffer: workbook([
        ['company_name', 'is_listed'],
        [`E2E Strict Co ${stamp} A`, 'Yes'],
        [`E2E Strict Co ${stamp} B`, 'perhaps'],
      ]),
    });
    await dialog.getByRole('checkbox', { name: /Import nothing if any row has an error/ }).check();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByText('Duplicate or invalid rows detected. Kindly check the error file, correct the issues, and upload again.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('searchbox', { name: 'Search Companies Management' }).fill(`E2E Strict Co ${stamp}`);
    await expect(page.getByText('No results found.')).toBeVisible();
  });
});
