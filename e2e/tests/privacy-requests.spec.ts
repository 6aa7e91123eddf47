import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { evaluateApplicants } from '../support/evaluate-applicants';
import { expectPlainWords } from '../support/plain-words';
import { signIn } from '../support/sign-in';

/**
 * Privacy requests (ADR 0041, docs/privacy.md): a borrower's access request is recorded on the
 * screen, its data downloaded as JSON (the customer and their evaluation in it) and the request
 * completed; an erasure request, completed through its confirmation, pseudonymises the customer:
 * Customer Master no longer finds the name or the reference, only the pseudonym.
 */

/** Records a request of `kind` for the customer found by `reference` through the "New request" dialog. */
async function recordRequest(page: Page, kind: string, reference: string, note: string) {
  await page.getByRole('button', { name: 'New request' }).click();
  const dialog = page.getByRole('dialog', { name: 'New privacy request' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Kind' }).selectOption({ label: kind });
  await dialog.getByRole('combobox', { name: 'Customer', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search customers' }).fill(reference);
  await page.getByRole('option', { name: new RegExp(reference) }).click();
  await expect(dialog.getByRole('combobox', { name: 'Customer', exact: true })).toContainText(reference);
  await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/privacy/requests') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Record request' }).click();
  expect((await created).status()).toBe(201);
  await expect(dialog).toBeHidden();
}

test('privacy requests: access downloaded and completed, erasure pseudonymises the customer', async ({ page, request }) => {
  test.slow();
  const stamp = Date.now();
  const name = `Zoravar Privacy${stamp}`;
  const reference = `PRIV-${stamp}`;
  await evaluateApplicants(request, [{ user_name: name, customer_reference: reference, age: 36, salary: 87_654 }]);

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  await page.goto('/privacy-requests');
  await expect(page).toHaveTitle('Privacy requests · Loan Back Office');
  await expect(page.getByRole('heading', { name: 'Privacy requests', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Privacy requests' });

  // Access: recorded, downloaded as JSON, completed.
  await recordRequest(page, 'Access (a copy of the data)', reference, 'Asked by e-mail');
  const accessRow = table.getByRole('row').filter({ hasText: reference }).filter({ hasText: 'Access' });
  await expect(accessRow).toHaveCount(1);
  await expect(accessRow).toContainText(name);
  await expect(accessRow).toContainText('Open');
  await expect(accessRow).toContainText('Asked by e-mail');
  await expectPlainWords(page.getByRole('main'), 'Privacy requests');

  await accessRow.getByRole('button', { name: `Complete the access request of ${name}` }).click();
  const access = page.getByRole('dialog', { name: 'Access request' });
  await expect(access).toContainText(`For ${name} (${reference}).`);
  await expect(access).toContainText('Download the data before completing the request.');
  const download = page.waitForEvent('download');
  await access.getByRole('button', { name: 'Download JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^personal-data-[0-9a-f]{8}\.json$/);
  const report = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
    request: { kind: string };
    sections: {
      customer: { id: string; name: string; reference: string; erasedAt: string | null };
      evaluations: { input: { user_name: string; customer_reference: string; salary: number }; offers: unknown[] }[];
      privacyRequests: { kind: string; note: string }[];
    };
  };
  expect(report.request.kind).toBe('ACCESS');
  expect(report.sections.customer).toMatchObject({ name, reference, erasedAt: null });
  expect(report.sections.evaluations).toHaveLength(1);
  expect(report.sections.evaluations[0]!.input).toMatchObject({ user_name: name, customer_reference: reference, salary: 87_654 });
  expect(report.sections.evaluations[0]!.offers.length).toBeGreaterThan(0);
  expect(report.sections.privacyRequests).toEqual([expect.objectContaining({ kind: 'ACCESS', note: 'Asked by e-mail' })]);
  const customerId = report.sections.customer.id;
  await expect(access).not.toContainText('Download the data before completing the request.');
  await access.getByRole('button', { name: 'Complete request' }).click();
  await expect(access).toBeHidden();
  await expect(accessRow).toContainText('Completed');
  await expect(accessRow.getByRole('button', { name: /^Complete the/ })).toHaveCount(0);

  // Erasure: recorded, confirmed, completed.
  await recordRequest(page, 'Erasure', reference, 'Asked at the branch');
  const erasureRow = table.getByRole('row').filter({ hasText: reference }).filter({ hasText: 'Erasure' });
  await expect(erasureRow).toContainText('Open');
  await erasureRow.getByRole('button', { name: `Complete the erasure request of ${name}` }).click();
  const erasure = page.getByRole('dialog', { name: 'Erase the customer' });
  await expect(erasure).toContainText(`For ${name} (${reference}).`);
  await expect(erasure).toContainText('This cannot be undone. It removes:');
  await erasure.getByRole('textbox', { name: 'Reason' }).fill('Identity checked at the branch');
  const erased = page.waitForResponse((r) => r.url().endsWith('/complete') && r.request().method() === 'POST');
  await erasure.getByRole('button', { name: 'Erase' }).click();
  expect((await erased).status()).toBe(200);
  await expect(erasure).toBeHidden();

  // The list no longer shows the name or the reference anywhere: both requests now name the pseudonym.
  const pseudonym = `Erased customer ${customerId.slice(0, 8)}`;
  await expect(table).not.toContainText(reference);
  await expect(table).not.toContainText(name);
  await expect(table).not.toContainText('Asked by e-mail');
  const pseudonymRows = table.getByRole('row').filter({ hasText: pseudonym });
  await expect(pseudonymRows).toHaveCount(2);
  await expect(pseudonymRows.filter({ hasText: 'Erasure' })).toContainText('Completed');

  // Customer Master finds neither the name nor the reference, and shows the customer pseudonymised.
  const customers = page.getByRole('table', { name: 'Customers' });
  for (const search of [reference, name]) {
    await page.goto(`/customer-master?q=${encodeURIComponent(search)}`);
    await expect(page.getByText('No customers found.')).toBeVisible();
    await expect(customers.getByRole('row').filter({ hasText: search })).toHaveCount(0);
  }
  await page.goto(`/customer-master?q=${encodeURIComponent(pseudonym)}`);
  const row = customers.getByRole('row').filter({ hasText: pseudonym });
  await expect(row).toHaveCount(1);
  // The reference becomes the whole id, its 32 hex digits in capitals (pseudonym.ts).
  await expect(row).toContainText(`ERASED-${customerId.replaceAll('-', '').toUpperCase()}`);
  await row.getByRole('button', { name: pseudonym }).click();
  await expect(page.getByRole('heading', { name: pseudonym })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(name);
});
