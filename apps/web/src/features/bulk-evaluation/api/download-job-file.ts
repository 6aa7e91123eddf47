import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** A job's result, or an upload's error file: both are files of the signed-in user's session. */
export function useDownloadJobFile() {
  return useMutation({
    mutationFn: async ({ url, filename }: { url: string; filename: string }) => {
      const file = await api.bre.download(new URL(url, window.location.origin).pathname);
      saveFile(file.blob, file.filename ?? filename);
    },
  });
}
