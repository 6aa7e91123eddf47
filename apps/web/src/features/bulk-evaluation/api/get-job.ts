import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkJob } from '@lbo/contracts/bulk-evaluation-answers';
import { bulkJobAnswer } from '@lbo/contracts/bulk-evaluation-answers';
import { api } from '@/lib/api-client';
import { bulkKeys, isActive, shareJob } from './bulk-keys';
import { API, pathTo } from '@lbo/contracts/api-paths';

async function getJob(id: string): Promise<BulkJob> {
  return (await api.bre.read(pathTo(API.jobs.byId, { id }), { answer: bulkJobAnswer })).data;
}

/** One job, polled every second until it ends; each reading also updates the lists that show it. */
export function useJob(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: bulkKeys.one(id ?? ''),
    queryFn: async () => {
      const job = await getJob(id!);
      shareJob(queryClient, job);
      return job;
    },
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && !isActive(query.state.data.state) ? false : 1000),
  });
}
