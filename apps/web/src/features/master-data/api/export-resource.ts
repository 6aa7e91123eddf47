import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@lbo/contracts/common';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { listQuery, type ListParams } from './types';

/** Every row of a master-data list its search, filters and sort select, as .xlsx or .csv. */
export function useExportResource(path: string, fileStem: string) {
  return useMutation({
    mutationFn: async ({ params, format }: { params: ListParams; format: ExportFormat }) => {
      const { page: _page, limit: _limit, ...query } = listQuery(params);
      const file = await api.crm.download(path, { query: { ...query, format } });
      saveFile(file.blob, file.filename ?? `${fileStem}.${format}`);
    },
  });
}
