import { useQuery } from '@tanstack/react-query';
import type { BulkJob } from '@lbo/contracts/bulk-evaluation';
import { api } from '@/lib/api-client';
import { bulkKeys, isActive } from './bulk-keys';
import { API, pathTo } from '@lbo/contracts/api-paths';

export async function getJob(id: string): Promise<BulkJob> {
  return (await api.bre.get<{ data: BulkJob }>(pathTo(API.jobs.byId, { id }))).data;
}

/** One job, polled every second until it ends. */
export function useJob(id: string | null) {
  return useQuery({
    queryKey: bulkKeys.one(id ?? ''),
    queryFn: () => getJob(id!),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && !isActive(query.state.data.state) ? false : 1000),
  });
}
