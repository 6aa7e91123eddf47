import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { sampleApplicant } from '@lbo/contracts/testing/sample-applicant';
import { evaluateApplicants } from '../support/evaluate-applicants';
import { mailCount, waitForCode, waitForMail } from '../support/mailbox';
import { expectPlainWords } from '../support/plain-words';
import { signIn } from '../support/sign-in';

/** A user's bearer token through both sign-in steps, for what a partner's program sends. */
async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const since = mailCount();
  const login = await request.post('/api/crmAuth/adminLogin', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const userId = (await login.json()).data.user_id as string;
  const verify = await request.post('/api/crmAuth/verifyOTP', { data: { user_id: userId, otp: await waitForCode(email, since) } });
  expect(verify.ok()).toBe(true);
  return (await verify.json()).data.token as string;
}

/**
 * Channel partners: the administrator adds a partner and a user of it; that user's evaluations
 * are the only ones their Customer Master lists, while the administrator sees everyone's and
 * narrows them to the partner with the staff filter.
 */
test("a partner's user sees only the partner's applicants; staff see all and filter by partner", async ({ page, browser, request }) => {
  test.slow();
  const suffix = randomBytes(3).toString('hex');
  const partnerName = `Quick Loans ${suffix}`;
  const email = `agent.${suffix}@quickloans.example`;
  const password = `agent-${suffix}-password`;
  const staffReference = `STAFF-${suffix}`;
  const partnerReference = `QL-${suffix}`;

  // The administrator adds the partner.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Partners' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  await expect(page).toHaveTitle('Partners · Loan Back Office');
  await page.getByRole('button', { name: 'Add partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add partner' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(partnerName);
  await dialog.getByRole('textbox', { name: 'Code' }).fill(`ql_${suffix}`);
  await dialog.getByRole('textbox', { name: 'Contact e-mail' }).fill(`ops.${suffix}@quickloans.example`);
  await dialog.getByRole('spinbutton', { name: 'Evaluations a month' }).fill('5000');
  await dialog.getByRole('button', { name: 'Add partner' }).click();
  await expect(page.getByText('Partner created')).toBeVisible();
  const partnerRow = page.getByRole('table', { name: 'Partners' }).getByRole('row').filter({ hasText: partnerName });
  await expect(partnerRow).toContainText('5,000 evaluations a month');
  await expect(partnerRow).toContainText('0 users');
  await expectPlainWords(page.getByRole('main'), 'Partners', [`ql_${suffix}`]);
  await page.screenshot({ path: test.info().outputPath('partners-1366.png') });

  // A user of the partner, with the administrator's own role: the partner bounds them, not the role.
  await page.goto('/user-management?tab=users');
  await page.getByRole('button', { name: 'Create New User' }).click();
  const userForm = page.getByRole('form', { name: 'Create user' });
  await userForm.getByRole('textbox', { name: 'Name', exact: true }).fill(`Agent ${suffix}`);
  await userForm.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await userForm.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Administrator' });
  const partnerSelect = userForm.getByRole('combobox', { name: 'Partner', exact: true });
  await expect(partnerSelect).toHaveValue('');
  await expect(partnerSelect.locator('option').first()).toHaveText('None — marketplace staff');
  await partnerSelect.selectOption({ label: partnerName });
  const since = mailCount();
  await userForm.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User Created Successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText(partnerName);
  const link = await waitForMail(email, since, /\/set-password\?token=[\w-]+/);

  // One applicant of the marketplace's own staff, one of the partner's user.
  await evaluateApplicants(request, [{ user_name: 'Staff Applicant', customer_reference: staffReference }]);
  const agentContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const agent = await agentContext.newPage();
  await agent.goto(link[0]);
  await agent.getByRole('textbox', { name: 'New password' }).fill(password);
  await agent.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await agent.getByRole('button', { name: 'Set password' }).click();
  await expect(agent).toHaveURL(/\/login$/);
  const agentAuth = { Authorization: `Bearer ${await tokenOf(request, email, password)}` };
  const company = (await (await request.get('/api/company/getAllCompanies?search=Infosys&page=1&limit=5', { headers: agentAuth })).json()).data.companies[0];
  const city = (await (await request.get('/api/cities/getAllcities?search=Mumbai&page=1&limit=5', { headers: agentAuth })).json()).data.cities[0];
  const applied = await request.post('/api/loanapplication/apply', {
    headers: agentAuth,
    data: sampleApplicant({ companyid: company.id, cityId: city.id }, { user_name: 'Partner Applicant', customer_reference: partnerReference }),
  });
  expect(applied.ok(), await applied.text()).toBe(true);

  // The partner's user: their applicant only, no partner filter, no marketplace screens.
  await signIn(agent, email, password);
  const sidebar = agent.getByTestId('sidebar');
  await expect(sidebar.getByRole('link', { name: 'Customer Master' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Partners' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Business Rules' })).toHaveCount(0);
  await agent.goto('/customer-master');
  const agentTable = agent.getByRole('table', { name: 'Customers' });
  await expect(agentTable.getByRole('row').filter({ hasText: partnerReference })).toHaveCount(1);
  await expect(agentTable.getByRole('row')).toHaveCount(2);
  await expect(agentTable).not.toContainText(staffReference);
  await expect(agent.getByLabel('Partner')).toHaveCount(0);
  await agent.screenshot({ path: test.info().outputPath('partner-user-customers.png') });
  await agent.goto('/partners');
  await expect(agent.getByTestId('no-access')).toBeVisible();
  await agentContext.close();

  // The administrator sees both, and the Partner filter narrows the list to the partner's.
  await page.goto('/customer-master');
  const staffTable = page.getByRole('table', { name: 'Customers' });
  await page.getByRole('searchbox', { name: 'Search Customers' }).fill(suffix);
  await expect(staffTable.getByRole('row').filter({ hasText: partnerReference })).toHaveCount(1);
  await expect(staffTable.getByRole('row').filter({ hasText: staffReference })).toHaveCount(1);
  await page.getByLabel('Partner').selectOption({ label: partnerName });
  await expect(page).toHaveURL(/partnerId=/);
  await expect(staffTable.getByRole('row').filter({ hasText: staffReference })).toHaveCount(0);
  await expect(staffTable.getByRole('row').filter({ hasText: partnerReference })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('staff-customers-filtered.png') });

  // The partner now holds a user, so it is deactivated rather than deleted.
  await page.goto('/partners');
  await expect(partnerRow).toContainText('1 user');
  await expect(partnerRow).toContainText('1 customer');
  await partnerRow.getByRole('button', { name: `Delete ${partnerName}` }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: `Delete ${partnerName}?` });
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/This partner still has 1 user.*Deactivate it instead/).first()).toBeVisible();
  await confirmDelete.getByRole('button', { name: 'Cancel' }).click();

  // On a phone: a card per partner.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByTestId('partner-card').filter({ hasText: partnerName })).toBeVisible();
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth }));
  expect(widths.document).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('partners-375.png') });
  await page
    .getByTestId('partner-card')
    .filter({ hasText: partnerName })
    .getByRole('button', { name: `Edit ${partnerName}` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit partner' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('partners-375-edit.png') });
});
