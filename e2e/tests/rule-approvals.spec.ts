import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken } from '../support/api-token';
import { mailCount, waitForMail } from '../support/mailbox';
import { signIn } from '../support/sign-in';

/*
 * Accountable rule changes in the browser: an unsaved edit survives a tab switch and leaving asks
 * first; with approvals on, a change is proposed with its reason and applies only when a second
 * person, in a second browser context, approves it.
 */

const suffix = Date.now().toString(36);

async function firstPair(request: APIRequestContext, auth: Record<string, string>) {
  const info = await (await request.get('/api/rulesinfo/getAllRulesinfo?page=1&limit=5', { headers: auth })).json();
  const rows = (info.rulesInfoData ?? info.data?.rulesInfoData) as { bank_id: string; product_id: string }[];
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]!;
}

const foirField = (page: Page) => page.getByRole('spinbutton', { name: 'FOIR %', exact: true }).first();

async function openFoir(page: Page, pair: { bank_id: string; product_id: string }) {
  await page.goto(`/rules-management?bank_id=${pair.bank_id}&product_id=${pair.product_id}&mode=edit&group=foir`);
  await expect(page.getByRole('heading', { name: 'FOIR Rules' })).toBeVisible();
  await expect(foirField(page)).not.toHaveValue('');
}

test.describe('accountable rule changes', () => {
  test('an unsaved edit survives a tab switch, and leaving the editor asks first', async ({ page, request }) => {
    const auth = { Authorization: `Bearer ${await apiToken(request)}` };
    const pair = await firstPair(request, auth);
    await signIn(page);
    await openFoir(page, pair);
    const before = await foirField(page).inputValue();
    const edited = before === '41' ? '42' : '41';
    await foirField(page).fill(edited);

    await page.getByRole('tab', { name: 'Multiplier', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Multiplier Rules' })).toBeVisible();
    await page.getByRole('tab', { name: 'Foir', exact: true }).click();
    await expect(foirField(page)).toHaveValue(edited);

    // The back arrow asks; Stay keeps the edit.
    await page.getByRole('button', { name: 'Back to rules list' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(foirField(page)).toHaveValue(edited);

    // Another page through the sidebar asks too; Leave discards the edit.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard', exact: true }).click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A reload asks through the browser.
    await openFoir(page, pair);
    await expect(foirField(page)).toHaveValue(before);
    await foirField(page).fill(edited);
    let asked = false;
    page.once('dialog', async (dialog) => {
      asked = dialog.type() === 'beforeunload';
      await dialog.dismiss();
    });
    // Dismissing the prompt cancels the reload, so the reload never finishes: it is given a moment.
    await page.reload({ timeout: 3_000 }).catch(() => undefined);
    expect(asked).toBe(true);
    await expect(foirField(page)).toHaveValue(edited);
  });

  test('with approvals on, a change is proposed with its reason and applies once a second user approves it', async ({ page, request, browser }) => {
    test.slow();
    const auth = { Authorization: `Bearer ${await apiToken(request)}` };
    const pair = await firstPair(request, auth);

    // A checker: a role that may view and approve rule changes, and a user on it.
    const roleName = `Rule Checker ${suffix}`;
    const role = await request.post('/api/role/create', {
      headers: auth,
      data: {
        role_name: roleName,
        role_access: [
          { module_id: 'data-dashboard', view: true, create: false, edit: false, delete: false, export: false },
          { module_id: 'rules-management', view: true, create: false, edit: false, delete: false, export: false, approve: true },
        ],
      },
    });
    expect(role.ok()).toBe(true);
    const roles = await (await request.get(`/api/role/getAllRoles?search=${encodeURIComponent(roleName)}&page=1&limit=5`, { headers: auth })).json();
    const roleId = ((roles.userdata ?? roles.data?.userdata) as { id?: string; _id?: string; role_name: string }[]).find((r) => r.role_name === roleName);
    const email = `rule.checker.${suffix}@example.com`;
    const password = `rule-checker-${suffix}-pw`;
    const since = mailCount();
    const user = await request.post('/api/crmAuth/createUser', {
      headers: auth,
      data: { name: 'Rule Checker', email, role_id: roleId?.id ?? roleId?._id, status: 'Active' },
    });
    expect(user.ok()).toBe(true);
    const link = await waitForMail(email, since, /\/set-password\?token=([\w-]+)/);
    expect((await request.post('/api/crmAuth/setPassword', { data: { token: link[1], password } })).ok()).toBe(true);

    // The maker turns approvals on and proposes a FOIR change with a reason.
    await signIn(page);
    await page.goto('/rules-management?tab=approvals');
    const toggle = page.getByRole('switch', { name: 'Changes need approval' });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    try {
      await openFoir(page, pair);
      const before = await foirField(page).inputValue();
      const proposed = before === '41' ? '42' : '41';
      await foirField(page).fill(proposed);
      await page.getByRole('button', { name: 'Save & Next' }).click();
      const why = page.getByRole('dialog', { name: /^Save / });
      await why.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(why.getByText('Give a reason for this change')).toBeVisible();
      const reason = `E2E maker-checker ${suffix}`;
      await why.getByLabel(/Reason for this change/).fill(reason);
      await why.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Change proposed for approval')).toBeVisible();
      // Nothing applied yet.
      await page.getByRole('button', { name: 'Back to rules list' }).click();
      const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      await leave.getByRole('button', { name: 'Leave' }).click();
      await openFoir(page, pair);
      await expect(foirField(page)).toHaveValue(before);

      // The checker, in a second browser context, approves it.
      const checkerContext = await browser.newContext();
      const checker = await checkerContext.newPage();
      await signIn(checker, email, password);
      await checker.goto('/rules-management?tab=approvals');
      const row = checker.getByRole('row').filter({ hasText: reason });
      await expect(row).toContainText('FOIR');
      await row.getByRole('button', { name: /^Approve/ }).click();
      const anyway = checker.getByRole('alertdialog', { name: 'This change breaks test cases' });
      if (await anyway.isVisible()) await anyway.getByRole('button', { name: 'Approve anyway' }).click();
      await expect(checker.getByText(/Change approved: version \d+/)).toBeVisible();
      await checkerContext.close();

      // Applied, and the version says why.
      await openFoir(page, pair);
      await expect(foirField(page)).toHaveValue(proposed);
      await page.goto('/rules-management?tab=versions');
      await expect(page.getByRole('row').filter({ hasText: reason }).first()).toContainText('Approval');
    } finally {
      await request.put('/api/settings/rule-approvals', { headers: auth, data: { required: false } });
    }
  });
});
