import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@lbo/contracts/common';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { shortUrlFilterQuery } from './get-short-urls';
import type { ShortUrlListParams } from './types';
import { API } from '@lbo/contracts/api-paths';

/** Every link the table's search, filters and sort select, as .xlsx or .csv. */
export function useExportShortUrls() {
  return useMutation({
    mutationFn: async ({ params, format }: { params: ShortUrlListParams; format: ExportFormat }) => {
      const file = await api.adminAuth.download(API.short.export, { query: { ...shortUrlFilterQuery(params), format } });
      saveFile(file.blob, file.filename ?? `short-links.${format}`);
    },
  });
}
