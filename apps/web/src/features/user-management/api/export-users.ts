import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@lbo/contracts/common';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { listQuery, type ListParams } from './types';

/** Every user the table's search and sort select, as .xlsx or .csv. */
export function useExportUsers() {
  return useMutation({
    mutationFn: async ({ params, format }: { params: ListParams; format: ExportFormat }) => {
      const { page: _page, page_limit: _limit, ...query } = listQuery(params);
      const file = await api.crm.download('/api/crmAuth/exportUsers', { query: { ...query, format } });
      saveFile(file.blob, file.filename ?? `users.${format}`);
    },
  });
}
