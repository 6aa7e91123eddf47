import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@lbo/contracts/common';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { API } from '@lbo/contracts/api-paths';

/** Every rule-set version, newest first, as .xlsx or .csv. */
export function useExportRuleVersions() {
  return useMutation({
    mutationFn: async (format: ExportFormat) => {
      const file = await api.bre.download(API.ruleVersions.export, { query: { format } });
      saveFile(file.blob, file.filename ?? `rule-versions.${format}`);
    },
  });
}
