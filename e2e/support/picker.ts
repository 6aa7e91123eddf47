import { expect, type Locator, type Page } from '@playwright/test';

export interface PickOptions {
  /** The picker's own name (its label): a string matches exactly. */
  field: string | RegExp;
  /** The name of the search box and list inside its popover, e.g. "Search banks". */
  searchLabel: string;
  search: string;
  option: string | RegExp;
  /** Text the picker shows once the option is taken; the search by default. */
  shows?: string;
  /** Where the picker is (a dialog, say); the page by default. The popover is always on the page. */
  within?: Locator;
}

/**
 * Opens a searchable picker, searches and takes the option, then checks that the picker shows it.
 * The list is replaced when the search's answer arrives (after a 500 ms debounce): on a loaded host a
 * click can land on an option being replaced and take nothing, so a miss is tried again, as a
 * person would.
 */
export async function pickOption(page: Page, { field, searchLabel, search, option, shows = search, within }: PickOptions) {
  const trigger = (within ?? page).getByRole('combobox', { name: field, exact: typeof field === 'string' });
  const searchBox = page.getByRole('combobox', { name: searchLabel });
  await expect(async () => {
    if (!(await searchBox.isVisible())) await trigger.click();
    await searchBox.fill(search);
    await page.getByRole('option', { name: option }).first().click({ timeout: 5_000 });
    await expect(trigger).toContainText(shows, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}
