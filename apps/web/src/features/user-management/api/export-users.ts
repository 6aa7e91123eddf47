import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@lbo/contracts/common';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { listQuery, type ListParams } from './types';
import { API } from '@lbo/contracts/api-paths';

/** Every user the table's search and sort select, as .xlsx or .csv. */
export function useExportUsers() {
  return useMutation({
    mutationFn: async ({ params, format }: { params: ListParams; format: ExportFormat }) => {
      const { page: _page, page_limit: _limit, ...query } = listQuery(params);
      const file = await api.crm.download(API.crmAuth.exportUsers, { query: { ...query, format } });
      saveFile(file.blob, file.filename ?? `users.${format}`);
    },
  });
}
