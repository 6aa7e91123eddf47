import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken } from '../support/api-token';
import { mailCount, waitForMail } from '../support/mailbox';
import { signIn } from '../support/sign-in';
import { sampleApplicant } from '@lbo/contracts/testing/sample-applicant';

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

/** A user on a new role that may view and approve rule changes (and nothing about customers), signed up through the mailed link. */
async function newChecker(request: APIRequestContext, auth: Record<string, string>, label: string) {
  const roleName = `${label} ${suffix}`;
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
  const email = `${label.toLowerCase().replace(/\W+/g, '.')}.${suffix}@example.com`;
  const password = `checker-${suffix}-pw`;
  const since = mailCount();
  const user = await request.post('/api/crmAuth/createUser', {
    headers: auth,
    data: { name: label, email, role_id: roleId?.id ?? roleId?._id, status: 'Active' },
  });
  expect(user.ok()).toBe(true);
  const link = await waitForMail(email, since, /\/set-password\?token=([\w-]+)/);
  expect((await request.post('/api/crmAuth/setPassword', { data: { token: link[1], password } })).ok()).toBe(true);
  return { email, password };
}

/** Approve asks first; over broken test cases it asks again. */
async function approveConfirmed(page: Page, row: ReturnType<Page['getByRole']>) {
  await row.getByRole('button', { name: /^Approve/ }).click();
  const ask = page.getByRole('dialog', { name: 'Approve this change?' });
  await expect(ask.getByTestId('approve-summary')).toBeVisible();
  await ask.getByRole('button', { name: 'Approve', exact: true }).click();
  const anyway = page.getByRole('alertdialog', { name: 'This change breaks test cases' });
  const done = page.getByText(/Change approved: version \d+/);
  await expect(anyway.or(done).first()).toBeVisible();
  if (await anyway.isVisible()) await anyway.getByRole('button', { name: 'Approve anyway' }).click();
  await expect(done).toBeVisible();
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
    const { email, password } = await newChecker(request, auth, 'Rule Checker');

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
      await approveConfirmed(checker, row);
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

  test("the approver's view: the change in words, its impact and confirmation, at 1366 and 375 px", async ({ page, request }) => {
    test.slow();
    const auth = { Authorization: `Bearer ${await apiToken(request)}` };
    const company = (await (await request.get('/api/company/getAllCompanies?search=Infosys&page=1&limit=5', { headers: auth })).json()).data.companies[0];
    const city = (await (await request.get('/api/cities/getAllcities?search=Mumbai&page=1&limit=5', { headers: auth })).json()).data.cities[0];
    let eligible: { bankId: string; productId: string } | undefined;
    for (const salary of [60000, 90000, 150000]) {
      const res = await request.post('/api/loanapplication/apply', {
        headers: auth,
        data: sampleApplicant({ companyid: company.id, cityId: city.id }, { user_name: `Approver View ${salary}`, salary }),
      });
      expect(res.ok()).toBe(true);
      eligible ??= (await res.json()).data.eligibleBanks.find((e: { eligibilityStatus: string }) => e.eligibilityStatus === 'ELIGIBLE');
    }
    expect(eligible).toBeTruthy();
    const { email, password } = await newChecker(request, auth, 'Impact Checker');

    const general = (
      await (
        await request.get(`/api/generaleligibility/getGeneralRuleBybankandproduct?bank_id=${eligible!.bankId}&product_id=${eligible!.productId}`, {
          headers: auth,
        })
      ).json()
    ).data;
    const rule = (Array.isArray(general) ? general[0] : general) as Record<string, unknown>;
    // The whole row as the editor sends it (an update replaces the row), only the rate cut.
    const { id, _id, bank_id: _bank, product_id: _product, created_at: _created, updated_at: _updated, ...fields } = rule;
    const update = {
      ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v === null || typeof v !== 'object')),
      interest_rate: Number(rule.interest_rate) - 0.25,
    };
    expect((await request.put('/api/settings/rule-approvals', { headers: auth, data: { required: true } })).ok()).toBe(true);
    const reason = `E2E rate cut ${suffix}`;
    try {
      // The administrator proposes a rate cut of a quarter point: every eligible offer of the pair is repriced.
      const proposed = await request.put(`/api/generaleligibility/updateGeneralRule?id=${String(id ?? _id)}`, {
        headers: { ...auth, 'X-Change-Reason': encodeURIComponent(reason) },
        data: update,
      });
      expect(proposed.status(), await proposed.text()).toBe(202);

      await signIn(page, email, password);
      for (const [width, height] of [
        [1366, 768],
        [375, 812],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto('/rules-management?tab=approvals');
        // A table row from 640 px; a card on a phone.
        const row = (width === 375 ? page.getByTestId('approval-card') : page.getByRole('row')).filter({ hasText: reason });
        // Once, in words: where, and the field before → after; no second spelling of the group.
        const words = row.getByTestId('change-words');
        await expect(words).toContainText('Interest Rate');
        await expect(words).toContainText('→');
        // One field changes: the words say only that.
        await expect(words.getByRole('listitem')).toHaveCount(1);
        await expect(row.getByText(/General-Eligibility/)).toHaveCount(0);
        const impact = row.getByTestId('proposal-impact');
        await expect(impact).toContainText(/recent applications change: .* are repriced/);
        await impact.getByRole('button', { name: 'Show affected applications' }).click();
        await expect(impact.getByTestId('impact-row').first()).toBeVisible();
        // This checker may not see customers: rows are numbered, not named.
        await expect(impact.getByTestId('impact-row').first()).toContainText(/Application \d+/);
        await page.screenshot({ path: test.info().outputPath(`approver-view-${width}.png`), fullPage: true });

        await row.getByRole('button', { name: /^Approve/ }).click();
        const ask = page.getByRole('dialog', { name: 'Approve this change?' });
        await expect(ask.getByTestId('approve-summary')).toContainText('Interest Rate');
        await expect(ask.getByTestId('proposal-impact')).toContainText('repriced');
        await page.screenshot({ path: test.info().outputPath(`approver-confirm-${width}.png`) });
        await ask.getByRole('button', { name: 'Cancel' }).click();
        await expect(ask).toBeHidden();

        await row.getByRole('button', { name: /^Reject/ }).click();
        const reject = page.getByRole('dialog', { name: 'Reject this change?' });
        await reject.getByRole('button', { name: 'Reject', exact: true }).click();
        await expect(reject.getByText('Give a reason for this change')).toBeVisible();
        if (width === 375) {
          await reject.getByLabel(/Reason for this change/).fill('Not this quarter');
          await reject.getByRole('button', { name: 'Reject', exact: true }).click();
          await expect(page.getByText('Change rejected')).toBeVisible();
        } else {
          await reject.getByRole('button', { name: 'Cancel' }).click();
          await expect(reject).toBeHidden();
        }
      }
    } finally {
      await request.put('/api/settings/rule-approvals', { headers: auth, data: { required: false } });
    }
  });
});
