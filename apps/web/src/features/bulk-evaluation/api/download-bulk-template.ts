import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { API } from '@lbo/contracts/api-paths';

/** GET loanapplication/bulk/template: the applicants, existing loans and allowed values sheets. */
export function useDownloadBulkTemplate() {
  return useMutation({
    mutationFn: async () => {
      const file = await api.bre.download(API.loanapplication.bulkTemplate);
      saveFile(file.blob, file.filename ?? 'bulk-evaluation-template.xlsx');
    },
  });
}
