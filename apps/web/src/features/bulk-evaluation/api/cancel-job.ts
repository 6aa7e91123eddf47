import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkJobAnswer } from '@lbo/contracts/bulk-evaluation-answers';
import { api } from '@/lib/api-client';
import { bulkKeys } from './bulk-keys';
import { API, pathTo } from '@lbo/contracts/api-paths';

export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.bre.send('POST', pathTo(API.jobs.byIdCancel, { id }), undefined, { answer: bulkJobAnswer })).data,
    onSuccess: (job) => {
      queryClient.setQueryData(bulkKeys.one(job.id), job);
      void queryClient.invalidateQueries({ queryKey: bulkKeys.all });
    },
  });
}
