import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiToken } from '../support/api-token';
import { evaluateApplicants } from '../support/evaluate-applicants';
import { expectPlainWords } from '../support/plain-words';
import { pickOption } from '../support/picker';
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
  await pickOption(page, { field: 'Customer', searchLabel: 'Search customers', search: reference, option: new RegExp(reference), within: dialog });
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
  await recordRequest(page, 'Access (a copy of the data)', reference, `E-mail from ${name}`);
  const accessRow = table.getByRole('row').filter({ hasText: reference }).filter({ hasText: 'Access' });
  await expect(accessRow).toHaveCount(1);
  await expect(accessRow).toContainText(name);
  await expect(accessRow).toContainText('Open');
  await expect(accessRow).toContainText(`E-mail from ${name}`);
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
  expect(report.sections.privacyRequests).toEqual([expect.objectContaining({ kind: 'ACCESS', note: `E-mail from ${name}` })]);
  const customerId = report.sections.customer.id;
  await expect(access).not.toContainText('Download the data before completing the request.');
  await access.getByRole('button', { name: 'Complete request' }).click();
  await expect(access).toBeHidden();
  await expect(accessRow).toContainText('Completed');
  await expect(accessRow).toContainText('Data handed over');
  await expect(accessRow).toContainText(/First downloaded \d{2} [A-Z][a-z]{2} \d{4}/);
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

  // The list no longer shows the name or the reference anywhere: both requests, and the note that named the person, name the pseudonym.
  const pseudonym = `Erased customer ${customerId.slice(0, 8)}`;
  await expect(table).not.toContainText(reference);
  await expect(table).not.toContainText(name);
  await expect(table).toContainText(`E-mail from ${pseudonym}`);
  const pseudonymRows = table.getByRole('row').filter({ hasText: pseudonym });
  await expect(pseudonymRows).toHaveCount(2);
  await expect(pseudonymRows.filter({ hasText: 'Erasure' })).toContainText('Completed');
  await expect(pseudonymRows.filter({ hasText: 'Erasure' })).toContainText(
    /Pseudonymised 1 customer\(s\): 1 evaluation\(s\).*Reason: Identity checked at the branch/,
  );

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

/** Asserts that nothing on the page scrolls sideways at the phone's width, and that the open dialog (if any) fits. */
async function expectFits(page: Page, what: string) {
  const widths = await page.evaluate(() => {
    const main = document.getElementById('main-content')!;
    return { document: document.documentElement.scrollWidth, main: main.scrollWidth, mainBox: main.clientWidth, window: window.innerWidth };
  });
  expect(widths.document, `${what}: the page is wider than the window`).toBeLessThanOrEqual(widths.window);
  expect(widths.main, `${what}: the content is wider than the screen`).toBeLessThanOrEqual(widths.mainBox);
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) > 0) {
    const box = (await dialog.boundingBox())!;
    expect(box.x, `${what}: the dialog starts off screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${what}: the dialog ends off screen`).toBeLessThanOrEqual(widths.window);
    // Text that spills out of its box (an ellipsis is meant; a scrolling box is too).
    const overflowing = await dialog.evaluate((d) =>
      Array.from(d.querySelectorAll<HTMLElement>('*'))
        .filter((e) => Array.from(e.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''))
        .filter((e) => e.scrollWidth > e.clientWidth + 1)
        .filter((e) => !['auto', 'scroll'].includes(getComputedStyle(e).overflowX) && getComputedStyle(e).textOverflow !== 'ellipsis')
        .map((e) => e.innerText.slice(0, 80)),
    );
    expect(overflowing, `${what}: text wider than its box in the dialog`).toEqual([]);
    const outside = await dialog.evaluate((d) => {
      const box = d.getBoundingClientRect();
      return Array.from(d.querySelectorAll<HTMLElement>('button, input, select, p, li, span'))
        .filter(
          (e) => e.getBoundingClientRect().width > 0 && (e.getBoundingClientRect().right > box.right + 1 || e.getBoundingClientRect().left < box.left - 1),
        )
        .map((e) => e.innerText.slice(0, 80) || e.tagName);
    });
    expect(outside, `${what}: controls outside the dialog`).toEqual([]);
  }
}

/** WCAG 2.1 AA serious or critical violations on the page as shown (the list with rows, or a dialog). */
async function expectAccessible(page: Page, what: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
  expect(serious, `axe on ${what}`).toEqual([]);
}

test('privacy requests on a wide screen and a phone: list, new request and both completions fit', async ({ page, request }) => {
  test.slow();
  const stamp = Date.now();
  const people = [
    { user_name: `Anantharamakrishnan Venkatasubramanian ${stamp}`, customer_reference: `PRIV-LAYOUT-LONG-REFERENCE-${stamp}`, age: 41, salary: 150_000 },
    { user_name: `Meera Layout ${stamp}`, customer_reference: `PRIV-LAYOUT-B-${stamp}`, age: 29, salary: 70_000 },
  ];
  await evaluateApplicants(request, people);
  const token = await apiToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const customerId = async (reference: string) =>
    (await (await request.get(`/api/customers?q=${reference}`, { headers: auth })).json()).data.items[0].id as string;
  const record = async (kind: string, reference: string, note: string) => {
    const res = await request.post('/api/privacy/requests', { headers: auth, data: { kind, customerId: await customerId(reference), note } });
    expect(res.status()).toBe(201);
    return (await res.json()).data.id as string;
  };
  const [long, short] = people.map((p) => p.customer_reference) as [string, string];
  // Completed: an access request whose data was downloaded.
  const done = await record('ACCESS', short, 'Asked by e-mail');
  expect((await request.get(`/api/privacy/requests/${done}/download?format=json`, { headers: auth })).ok()).toBe(true);
  expect((await request.post(`/api/privacy/requests/${done}/complete`, { headers: auth, data: {} })).ok()).toBe(true);
  const overdue = await record(
    'CORRECTION',
    short,
    'Letter received at the Andheri branch: the surname is spelt wrongly on every statement; a copy of the PAN card is attached to the letter.',
  );
  await record('ERASURE', long, 'Asked at the branch after closing the account');
  await record('ACCESS', long, 'Asked by e-mail');
  // A request falls overdue after PRIVACY_REQUEST_DUE_DAYS (30 at the least a day): the screen is shown
  // one, by the server's own answer with one request's due date moved back.
  await page.route(/\/api\/privacy\/requests\?/, async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    for (const item of body.data.items) if (item.id === overdue) Object.assign(item, { overdue: true, dueAt: yesterday });
    body.data.overdue += body.data.items.some((i: { id: string }) => i.id === overdue) ? 1 : 0;
    await route.fulfill({ response: res, json: body });
  });

  await signIn(page);
  for (const [width, height] of [
    [1366, 768],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/privacy-requests');
    await expect(page.getByRole('heading', { name: 'Privacy requests', level: 1 })).toBeVisible();
    const shown = page.getByRole('main');
    await expect(shown).toContainText('Overdue');
    await expect(shown).toContainText('Completed');
    await expect(shown).toContainText(long);
    await expectPlainWords(shown, `Privacy requests at ${width} px`);
    if (width === 375) {
      // A card per request: the status and the Complete button are in view, not behind a sideways scroll.
      await expect(page.getByRole('table', { name: 'Privacy requests' })).toHaveCount(0);
      const card = page.getByTestId('privacy-request-card').filter({ hasText: 'Overdue' }).filter({ hasText: people[1]!.user_name });
      await expect(card).toHaveCount(1);
      const button = (await card.getByRole('button', { name: /^Complete the correction request of / }).boundingBox())!;
      expect(button.x + button.width).toBeLessThanOrEqual(width);
    } else {
      const table = page.getByRole('table', { name: 'Privacy requests' });
      await expect(table.getByRole('row').filter({ hasText: 'Overdue' })).toContainText(short);
      // On a laptop every column, the row's Complete button included, fits without a sideways scroll.
      const scroll = await table.evaluate((t) => ({ inner: t.parentElement!.scrollWidth, box: t.parentElement!.clientWidth }));
      expect(scroll.inner, 'the table scrolls sideways at 1366 px').toBeLessThanOrEqual(scroll.box);
    }
    await expectAccessible(page, `the list at ${width} px`);
    await expectFits(page, `the list at ${width} px`);
    await page.screenshot({ path: test.info().outputPath(`privacy-list-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: 'New request' }).click();
    const create = page.getByRole('dialog', { name: 'New privacy request' });
    await pickOption(page, { field: 'Customer', searchLabel: 'Search customers', search: long, option: new RegExp(long), within: create });
    // The picker cuts a long choice short; the whole of it is repeated under it.
    await expect(create).toContainText(`${people[0]!.user_name}, reference ${long}`);
    await expectAccessible(page, `the new request at ${width} px`);
    await expectFits(page, `the new request at ${width} px`);
    await page.screenshot({ path: test.info().outputPath(`privacy-new-${width}.png`) });
    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect(create).toBeHidden();

    for (const [kind, title] of [
      ['access', 'Access request'],
      ['erasure', 'Erase the customer'],
      ['correction', 'Correct the customer'],
    ] as const) {
      await page
        .getByRole('button', { name: new RegExp(`^Complete the ${kind} request of `) })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, `completing ${kind} at ${width} px`);
      await expectFits(page, `completing ${kind} at ${width} px`);
      await page.screenshot({ path: test.info().outputPath(`privacy-${kind}-${width}.png`) });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
});
