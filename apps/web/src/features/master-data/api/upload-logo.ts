import { useMutation } from '@tanstack/react-query';
import { logoUploadAnswer } from '@lbo/contracts/master-data-answers';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

/** POST bank/upload-file?type=view; the link is read at data.s3UploadedLink (null when absent). */
async function uploadLogo(file: File, onProgress?: (percent: number) => void): Promise<string | null> {
  const form = new FormData();
  form.append('file', file);
  const reply = await api.crm.sendForm(API.bank.uploadFile, form, { query: { type: 'view' }, onProgress, answer: logoUploadAnswer });
  return reply.data.s3UploadedLink;
}

export function useUploadLogo() {
  return useMutation({ mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) => uploadLogo(file, onProgress) });
}
