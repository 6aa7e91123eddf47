import toast from 'react-hot-toast';
import { copyText } from '@/lib/clipboard';

export async function copySecret(secret: string): Promise<void> {
  if (await copyText(secret)) toast.success('Signing secret copied to clipboard!');
  else toast.error('Could not copy the secret: select it and copy it by hand');
}
