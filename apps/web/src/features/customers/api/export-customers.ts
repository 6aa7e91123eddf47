import { useMutation } from '@tanstack/react-query';
import type { CustomersQuery } from '@lbo/contracts/customers';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { API } from '@lbo/contracts/api-paths';

/** The customers the list's filters match, as .xlsx or .csv. */
export function useExportCustomers() {
  return useMutation({
    mutationFn: async ({ filters, format }: { filters: Omit<CustomersQuery, 'page' | 'limit'>; format: 'xlsx' | 'csv' }) => {
      const file = await api.bre.download(API.customers.export, { query: { ...filters, format } });
      saveFile(file.blob, file.filename ?? `customers.${format}`);
    },
  });
}
