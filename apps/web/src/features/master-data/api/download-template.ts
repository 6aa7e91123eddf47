import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET <entity>/importTemplate: the .xlsx with the header row and one example row. */
export function useDownloadTemplate() {
  return useMutation({
    mutationFn: async ({ path, filename }: { path: string; filename: string }) => {
      const file = await api.crm.download(path);
      saveFile(file.blob, file.filename ?? filename);
    },
  });
}
