import { expect, type Page } from '@playwright/test';

interface ToastWindow {
  toastsSeen?: string[];
}

/**
 * Notes the text of every toast the page shows from now on. A success toast lives 2 s (the
 * specification's figure); on a loaded host the test's next look can come later than that, so it
 * asks what was shown instead of what still is.
 */
export async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as ToastWindow).toastsSeen = seen;
    const note = () => {
      for (const toast of Array.from(document.querySelectorAll('[role=status]'))) {
        const text = toast.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    note();
  });
}

/** Waits until a toast with exactly `text` has been shown since `recordToasts`. */
export async function expectToastShown(page: Page, text: string) {
  await expect.poll(() => page.evaluate(() => (window as ToastWindow).toastsSeen ?? [])).toContain(text);
}
