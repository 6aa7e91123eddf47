import { getErrorMessage, isForbidden } from '@/lib/api-client';
import { useErrorToast } from './use-error-toast';

/** What a table needs of the query that loads its page of rows. */
export interface TableQuery {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * A list screen's load state as its table shows it: the skeleton on the first load, dimmed rows on a
 * refetch, the error (also toasted once) with a retry. A 403 is left to the screen's no-access state.
 */
export function useTableLoad(query: TableQuery, failure: string) {
  useErrorToast(query.error, failure);
  return {
    isLoading: query.isPending,
    isFetching: query.isFetching && !query.isPending,
    error: query.isError && !isForbidden(query.error) ? getErrorMessage(query.error, failure) : null,
    onRetry: () => void query.refetch(),
  };
}
