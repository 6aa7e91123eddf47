import toast from 'react-hot-toast';
import { SHORTENER_MESSAGES } from '@lbo/contracts/shortener';
import { copyText } from '@/lib/clipboard';

export async function copyShortUrl(url: string): Promise<void> {
  if (await copyText(url)) toast.success(SHORTENER_MESSAGES.copied);
  else toast.error('Could not copy the URL');
}
