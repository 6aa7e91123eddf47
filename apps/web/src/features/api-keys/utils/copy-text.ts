import toast from 'react-hot-toast';
import { API_KEY_MESSAGES } from '@lbo/contracts/shortener';
import { copyText } from '@/lib/clipboard';

/** Spec §8: 'API key copied to clipboard!', or 'No key available to copy' when there is none. */
export async function copyApiKey(key: string | null | undefined): Promise<void> {
  if (!key) {
    toast.error(API_KEY_MESSAGES.noKeyToCopy);
    return;
  }
  if (await copyText(key)) toast.success(API_KEY_MESSAGES.copied);
  else toast.error('Could not copy the key');
}
