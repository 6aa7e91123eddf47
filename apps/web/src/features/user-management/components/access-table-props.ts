import { listTableProps } from '@/components/ui/data-table/query-table-props';
import { getErrorMessage } from '@/lib/api-client';
import type { Page } from '@/lib/list-page';
import type { useListState } from '../hooks/use-list-state';

interface AccessPageQuery<Row> {
  data?: Page<Row>;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * What the roles and users tables share: the list's paging, sorting and search, and the page's rows
 * with their load state. A failed refetch keeps the rows shown (its toast says what went wrong).
 */
export function accessTableProps<Row>(list: ReturnType<typeof useListState>, query: AccessPageQuery<Row>, failure: string) {
  return {
    data: query.data?.rows ?? [],
    total: query.data?.total ?? 0,
    ...listTableProps(list),
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.isError && !query.data ? getErrorMessage(query.error, failure) : null,
    onRetry: () => void query.refetch(),
    searchValue: list.search,
    onSearchChange: list.setSearch,
  };
}
