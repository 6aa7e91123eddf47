import toast from 'react-hot-toast';
import { API_KEY_MESSAGES } from '@lbo/contracts/shortener';

/**
 * Copies text with the Clipboard API, or with a hidden text area where that
 * API is missing (pages served over plain http from another host).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the older way
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Spec §8: 'API key copied to clipboard!', or 'No key available to copy' when there is none. */
export async function copyApiKey(key: string | null | undefined): Promise<void> {
  if (!key) {
    toast.error(API_KEY_MESSAGES.noKeyToCopy);
    return;
  }
  if (await copyText(key)) toast.success(API_KEY_MESSAGES.copied);
  else toast.error('Could not copy the key');
}
