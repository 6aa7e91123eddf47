import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/constants';
import { mailCount, waitForCode } from '../support/mailbox';
import { signIn } from '../support/sign-in';

test.describe('sign-in and the shell', () => {
  test('anonymous users are sent to /login; unknown and / paths need a session too', async ({ page }) => {
    for (const path of ['/dashboard', '/', '/no-such-page', '/user-management']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByText('Need help? Contact support')).toBeVisible();
  });

  test('validation messages and a wrong password with the tries left', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.getByLabel('Email').fill('someone-else@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText("Invalid email or password. You've only 4 tries remaining")).toBeVisible();
  });

  test('signs in end to end with the code from the SMTP receiver, pasted at once', async ({ page }) => {
    await page.goto('/login');
    const since = mailCount();
    await page.getByLabel('Email').fill(ADMIN_EMAIL.toUpperCase());
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Verify Your Identity' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend OTP/ })).toBeDisabled();
    const code = await waitForCode(ADMIN_EMAIL, since);
    await page.getByLabel('Digit 1 of 6').focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(code[5]!);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('user-email')).toHaveText(ADMIN_EMAIL);
    await expect(page.getByTestId('user-role')).toHaveText('Administrator');
    for (const card of ['Total Links', 'Total Clicks', 'Active Links', 'Countries']) await expect(page.getByText(card, { exact: true })).toBeVisible();

    // Signed in: /login and unknown paths go to the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/somewhere-else');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a wrong code is refused inline; Back to Login returns to the first step', async ({ page }) => {
    await page.goto('/login');
    const since = mailCount();
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const code = await waitForCode(ADMIN_EMAIL, since);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid OTP' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  test('dark mode survives a reload', async ({ page }) => {
    await signIn(page);
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const before = await isDark();
    await page.getByTestId('dark-mode-toggle').click();
    expect(await isDark()).toBe(!before);
    await page.reload();
    await expect(page.getByTestId('dark-mode-toggle')).toBeVisible();
    expect(await isDark()).toBe(!before);
  });

  test('below 1024 px the sidebar is a drawer opened from the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signIn(page);
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await page.getByTestId('menu-button').click();
    const drawer = page.getByTestId('sidebar-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Business Rules' }).click();
    await expect(page).toHaveURL(/\/rules-management/);
    await expect(drawer).toBeHidden();
  });

  test('an expired session sends the browser to /login', async ({ page, context }) => {
    await signIn(page);
    const token = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const value = localStorage.getItem(localStorage.key(i)!) ?? '';
        if (/^"?[A-Za-z0-9_-]{43}"?$/.test(value)) return value.replace(/"/g, '');
      }
      return null;
    });
    expect(token).not.toBeNull();
    // The server revokes the session, as an expiry or an administrator would.
    const res = await context.request.post('/api/crmAuth/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(res.ok()).toBe(true);
    await page.goto('/user-management');
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  });

  test('logout revokes the session and returns to /login', async ({ page, context }) => {
    await signIn(page);
    await page.getByTestId('logout-button').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    const profile = await context.request.get('/api/adminAuth/profile');
    expect(profile.status()).toBe(401);
  });
});
