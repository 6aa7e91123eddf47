import { useMutation } from '@tanstack/react-query';
import type { AuditQuery } from '@lbo/contracts/audit-trail';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { API } from '@lbo/contracts/api-paths';

/** The entries the trail's filters match, as .xlsx or .csv. */
export function useExportAudit() {
  return useMutation({
    mutationFn: async ({ filters, format }: { filters: Omit<AuditQuery, 'page' | 'limit'>; format: 'xlsx' | 'csv' }) => {
      const file = await api.bre.download(API.audit.export, { query: { ...filters, format } });
      saveFile(file.blob, file.filename ?? `audit-trail.${format}`);
    },
  });
}
