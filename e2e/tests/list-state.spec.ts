import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

/** A list's search and filters live in the address: a reload, the back button and a shared link keep them. */
test('a master-data search survives a reload; another tab starts afresh', async ({ page }) => {
  await signIn(page);
  await page.goto('/master-configuration');
  const search = page.getByRole('searchbox', { name: 'Search Bank Management' });
  await search.fill('HDFC');
  await expect(page).toHaveURL(/q=HDFC/);
  await expect(page.getByRole('row').filter({ hasText: 'Axis Bank' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search Bank Management' })).toHaveValue('HDFC');
  await expect(page.getByRole('row').filter({ hasText: 'HDFC Bank' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Axis Bank' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'City' }).click();
  await expect(page).toHaveURL(/tab=city/);
  await expect(page).not.toHaveURL(/q=HDFC/);
});
