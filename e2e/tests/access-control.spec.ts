import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/constants';
import { mailCount, waitForMail } from '../support/mailbox';
import { signIn } from '../support/sign-in';

test.describe('access control', () => {
  test('a user whose role lacks user-management is invited, sets a password, signs in and cannot reach the settings', async ({ page, browser }) => {
    const suffix = randomBytes(3).toString('hex');
    const roleName = `Field Staff ${suffix}`;
    const email = `field.staff.${suffix}@example.com`;
    const password = `field-staff-${suffix}-pw`;

    // The administrator creates a role with the dashboard and the shortener only.
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto('/user-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Role Management' })).toBeVisible();
    await expect(page.getByText('Manage your Role Management and configurations')).toBeVisible();
    await page.getByRole('button', { name: 'Create New Role' }).click();
    const roleForm = page.getByRole('form', { name: 'Create role' });
    await roleForm.getByRole('button', { name: 'Create Role' }).click();
    await expect(roleForm.getByText('Role name is required')).toBeVisible();
    await roleForm.getByRole('textbox', { name: 'Role Name' }).fill(roleName);
    await roleForm.getByRole('checkbox', { name: 'Dashboard: View' }).check();
    await roleForm.getByRole('checkbox', { name: 'URL Shortener: all actions' }).check();
    await roleForm.getByRole('button', { name: 'Create Role' }).click();
    await expect(page.getByText('Role Created Successfully')).toBeVisible();
    await expect(roleForm).toBeHidden();

    // The new role's Action Set: two modules, and the matrix on hover.
    await page.getByRole('searchbox', { name: 'Search Roles' }).fill(roleName.toUpperCase());
    const roles = page.getByRole('table', { name: 'Roles' });
    // The search is case-insensitive; wait until it has narrowed the table (header row + one).
    await expect(roles.getByRole('row')).toHaveCount(2);
    const roleRow = roles.getByRole('row').filter({ hasText: roleName });
    await roleRow.getByRole('button', { name: /2 modules/ }).hover();
    const matrix = page.getByRole('table', { name: 'Permissions' });
    await expect(matrix).toBeVisible();
    await expect(matrix.getByRole('row', { name: /User Management/ }).getByLabel('No access')).toBeVisible();
    await expect(matrix.getByRole('row', { name: /URL Shortener/ }).getByLabel('Allowed')).toHaveCount(5);

    // Then a user on that role; the e-mail check runs first.
    await page.getByRole('tab', { name: 'User Management' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Create New User' }).click();
    const userForm = page.getByRole('form', { name: 'Create user' });
    await userForm.getByRole('textbox', { name: 'Name', exact: true }).fill('Field Staff');
    await userForm.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN_EMAIL);
    await userForm.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: roleName });
    await userForm.getByRole('button', { name: 'Create User' }).click();
    await expect(userForm.getByText('User already exists with this email')).toBeVisible();

    const since = mailCount();
    await userForm.getByRole('textbox', { name: 'Email', exact: true }).fill(`  ${email.toUpperCase()} `);
    await userForm.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('User Created Successfully')).toBeVisible();
    const userRow = page.getByRole('row').filter({ hasText: email });
    await expect(userRow).toContainText(roleName);
    await expect(userRow).toContainText('Active');

    // The invitation link leads to the set-password page.
    const link = await waitForMail(email, since, /\/set-password\?token=[\w-]+/);
    const invited = await browser.newContext();
    const userPage = await invited.newPage();
    await userPage.goto(link[0]);
    await expect(userPage.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await userPage.getByRole('textbox', { name: 'New password' }).fill(password);
    await userPage.getByRole('textbox', { name: 'Confirm password' }).fill(password);
    await userPage.getByRole('button', { name: 'Set password' }).click();
    await expect(userPage).toHaveURL(/\/login$/);

    // The link works once.
    await userPage.goto(link[0]);
    await userPage.getByRole('textbox', { name: 'New password' }).fill('another-password-1');
    await userPage.getByRole('textbox', { name: 'Confirm password' }).fill('another-password-1');
    await userPage.getByRole('button', { name: 'Set password' }).click();
    await expect(userPage.getByText('This link is invalid or has expired').first()).toBeVisible();

    // Signed in with the chosen password and the code: no settings, and a no-access state.
    await signIn(userPage, email, password);
    const sidebar = userPage.getByTestId('sidebar');
    await expect(sidebar.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(sidebar.getByText('Settings & Config')).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'User Management' })).toHaveCount(0);
    await userPage.goto('/user-management');
    await expect(userPage.getByTestId('no-access')).toBeVisible();
    await expect(userPage.getByText("You don't have access")).toBeVisible();
    await expect(userPage.getByRole('table', { name: 'Users' })).toHaveCount(0);
    await invited.close();
  });
});
