import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkJob } from '@lbo/contracts/bulk-evaluation';
import { api } from '@/lib/api-client';
import { bulkKeys } from './bulk-keys';

export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.bre.post<{ data: BulkJob }>(`/api/jobs/${encodeURIComponent(id)}/cancel`)).data,
    onSuccess: (job) => {
      queryClient.setQueryData(bulkKeys.one(job.id), job);
      void queryClient.invalidateQueries({ queryKey: bulkKeys.all });
    },
  });
}
