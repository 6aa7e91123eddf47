import toast from 'react-hot-toast';
import { copyText } from '@/lib/clipboard';

export async function copySecret(secret: string): Promise<void> {
  if (await copyText(secret)) toast.success('Signing secret copied to clipboard!');
  else toast.error('Could not copy the secret: select it and copy it by hand');
}

export async function copySnippet(code: string): Promise<void> {
  if (await copyText(code)) toast.success('Code copied to clipboard!');
  else toast.error('Could not copy the code: select it and copy it by hand');
}
