import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@lbo/contracts/common';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { API, pathTo } from '@lbo/contracts/api-paths';

/** One customer's evaluations, newest first, as .xlsx or .csv (customer-master export). */
export function useExportCustomerEvaluations(customerId: string) {
  return useMutation({
    mutationFn: async (format: ExportFormat) => {
      const file = await api.bre.download(pathTo(API.customers.byIdExport, { id: customerId }), { query: { format } });
      saveFile(file.blob, file.filename ?? `customer-evaluations.${format}`);
    },
  });
}
