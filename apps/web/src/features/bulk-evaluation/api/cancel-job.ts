import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkJob } from '@lbo/contracts/bulk-evaluation';
import { api } from '@/lib/api-client';
import { bulkKeys } from './bulk-keys';
import { API, pathTo } from '@lbo/contracts/api-paths';

export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.bre.post<{ data: BulkJob }>(pathTo(API.jobs.byIdCancel, { id }))).data,
    onSuccess: (job) => {
      queryClient.setQueryData(bulkKeys.one(job.id), job);
      void queryClient.invalidateQueries({ queryKey: bulkKeys.all });
    },
  });
}
