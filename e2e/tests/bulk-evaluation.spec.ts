import { readFileSync, writeFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

/**
 * Evaluate a file: the template as offered (headers in words, the example on a sheet of its own),
 * filled with two applicants, evaluated on the server; the result file holds one row per applicant
 * (its inputs, its result in words, its largest offer) and every applicant × bank product. A file
 * with a bad row is refused whole with an error file named after it that names the row.
 */
test('bulk evaluation: template, upload, progress, result; bad rows give an error file', async ({ page }) => {
  test.slow();
  await signIn(page);
  await page.goto('/loan-evaluator');
  await page.getByRole('button', { name: 'Evaluate a file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Evaluate a file' });
  await expect(dialog).toBeVisible();

  const templateDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download template' }).click();
  const book = XLSX.read(readFileSync((await (await templateDownload).path())!));
  // Sheets to fill in headed in words; the example applicant on a sheet of its own.
  expect(book.SheetNames).toEqual(['Applicants', 'Existing loans', 'Example', 'Allowed values']);
  const applicants = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Applicants!, { header: 1 });
  expect(applicants).toHaveLength(1);
  const header = applicants[0] as string[];
  const example = (XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Example!, { header: 1, defval: null })[2] as unknown[]).slice(0, header.length);
  const second = [...example];
  second[header.indexOf('Applicant ref')] = 'A2';
  second[header.indexOf('Customer reference')] = `BULK-E2E-${Date.now()}`;
  second[header.indexOf('Net monthly salary (₹)')] = 12000;
  book.Sheets.Applicants = XLSX.utils.aoa_to_sheet([header, example, second]);
  const good = test.info().outputPath('leads.xlsx');
  writeFileSync(good, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

  await dialog.getByLabel('Applicants file').setInputFiles(good);
  await dialog.getByRole('button', { name: 'Upload and evaluate' }).click();
  const job = dialog.getByRole('region', { name: 'Evaluation of leads.xlsx' });
  await expect(job.getByText('Completed')).toBeVisible({ timeout: 30_000 });
  await expect(job).toContainText('2 of 2 applicants');
  // Recent files says what the card says of the same job.
  const recent = dialog.getByRole('button', { name: /leads\.xlsx/ }).first();
  await expect(recent).toContainText('Completed');
  await expect(recent).toContainText('2 of 2 applicants');
  await page.screenshot({ path: test.info().outputPath('bulk-evaluation.png') });

  const resultDownload = page.waitForEvent('download');
  await job.getByRole('button', { name: 'Download result' }).click();
  const result = XLSX.read(readFileSync((await (await resultDownload).path())!));
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(result.Sheets.Applicants!);
  expect(rows.map((r) => r['Applicant ref'])).toEqual(['A1', 'A2']);
  expect(rows[1]).toMatchObject({ Name: example[header.indexOf('Name')], 'Net monthly salary (₹)': 12000, Result: 'Not eligible' });
  const pairs = XLSX.utils.sheet_to_json<Record<string, unknown>>(result.Sheets['Bank products']!);
  expect(pairs.length).toBeGreaterThan(0);
  expect(pairs.length % 2).toBe(0);
  expect(pairs.filter((p) => p['Applicant ref'] === 'A2').every((p) => p.Status === 'Not eligible')).toBe(true);
  expect(rows[1]!['Main reason not eligible']).toBeTruthy();

  // A bad row: nothing is evaluated, the error file says where and why.
  second[header.indexOf('Age')] = 'thirty';
  book.Sheets.Applicants = XLSX.utils.aoa_to_sheet([header, example, second]);
  const bad = test.info().outputPath('bad-leads.xlsx');
  writeFileSync(bad, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  await dialog.getByLabel('Applicants file').setInputFiles(bad);
  await dialog.getByRole('button', { name: 'Upload and evaluate' }).click();
  await expect(dialog.getByRole('alert')).toContainText('1 row cannot be evaluated; nothing was evaluated.');
  const errorDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download error file' }).click();
  const errorFile = await errorDownload;
  // Named after the upload, found beside it in the downloads.
  expect(errorFile.suggestedFilename()).toBe('bad-leads — errors.xlsx');
  const errors = XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(readFileSync((await errorFile.path())!)).Sheets.Errors!);
  expect(errors).toEqual([{ Sheet: 'Applicants', Row: 3, Column: 'Age', Value: 'thirty', Reason: 'must be a number ≥ 18' }]);
  await page.screenshot({ path: test.info().outputPath('bulk-evaluation-errors.png') });

  // The dashboard leads with what the evaluator decided, the file's two applicants among them.
  await page.keyboard.press('Escape');
  await page.goto('/dashboard');
  const lending = page.getByRole('region', { name: 'Lending, last 30 days' });
  await expect(lending).toBeVisible();
  const evaluations = Number((await lending.getByTestId('stat-evaluations').getByTestId('stat-value').textContent())!.replace(/,/g, ''));
  expect(evaluations).toBeGreaterThanOrEqual(2);
  await expect(lending.getByTestId('stat-with-an-eligible-offer')).toContainText('%');
  await page.screenshot({ path: test.info().outputPath('dashboard-lending.png') });
});

// A credit-operations laptop and a phone: the dialog's actions are on screen without scrolling
// the page, however long the list of recent files makes its body.
for (const size of [
  { width: 1366, height: 768 },
  { width: 375, height: 812 },
]) {
  test(`Evaluate a file keeps Close and Upload and evaluate in view at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page);
    await page.goto('/loan-evaluator');
    await page.getByRole('button', { name: 'Evaluate a file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Evaluate a file' });
    await expect(dialog.getByRole('heading', { name: 'Recent files' })).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close', exact: true }).last();
    const upload = dialog.getByRole('button', { name: 'Upload and evaluate' });
    await expect(close).toBeInViewport({ ratio: 1 });
    await expect(upload).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`bulk-dialog-${size.width}x${size.height}.png`) });
  });
}
