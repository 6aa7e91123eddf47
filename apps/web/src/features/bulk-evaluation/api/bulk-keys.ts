import type { QueryClient } from '@tanstack/react-query';
import type { BulkJob, BulkJobList } from '@lbo/contracts/bulk-evaluation-answers';

export const bulkKeys = {
  all: ['bulk-jobs'] as const,
  lists: ['bulk-jobs', 'list'] as const,
  list: (page: number, limit: number) => ['bulk-jobs', 'list', page, limit] as const,
  one: (id: string) => ['bulk-jobs', 'one', id] as const,
};

export const isActive = (state: string) => state === 'queued' || state === 'running';

/**
 * A job just read on its own goes into every cached list too. The progress card polls its job
 * every second and the list on its own 2-second timer, so without this the list could say
 * "0 of 60 · Running" next to a card that said Completed 60/60. Once the job has ended the lists
 * are read again, for the counts and states of the others.
 */
export function shareJob(queryClient: QueryClient, job: BulkJob) {
  queryClient.setQueriesData<BulkJobList>({ queryKey: bulkKeys.lists }, (list) =>
    list?.items.some((j) => j.id === job.id) ? { ...list, items: list.items.map((j) => (j.id === job.id ? job : j)) } : list,
  );
  if (!isActive(job.state)) void queryClient.invalidateQueries({ queryKey: bulkKeys.lists });
}
