import { useQuery } from '@tanstack/react-query';
import type { BulkJobList } from '@lbo/contracts/bulk-evaluation-answers';
import { bulkJobListAnswer } from '@lbo/contracts/bulk-evaluation-answers';
import { api } from '@/lib/api-client';
import { bulkKeys, isActive } from './bulk-keys';
import { API } from '@lbo/contracts/api-paths';

async function getJobs(page: number, limit: number): Promise<BulkJobList> {
  return (await api.bre.read(API.jobs.base, { query: { page, limit }, answer: bulkJobListAnswer })).data;
}

/** The latest bulk evaluations; polled while one of them is still running. */
export function useJobs(page = 1, limit = 5, enabled = true) {
  return useQuery({
    queryKey: bulkKeys.list(page, limit),
    queryFn: () => getJobs(page, limit),
    enabled,
    refetchInterval: (query) => (query.state.data?.items.some((j) => isActive(j.state)) ? 2000 : false),
  });
}
