import type { SortingState } from '@tanstack/react-table';
import type { useUrlListState } from '@/hooks/use-url-list-state';
import { getErrorMessage } from '@/lib/api-client';

/** What a table reads of the query that loads its page of rows. */
interface PageQuery<TPage> {
  data?: TPage;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * A query's load state as its table shows it: the skeleton on the first load, dimmed rows on a
 * refetch, the error with a retry. Unlike useTableLoad it neither toasts the error nor leaves a
 * 403 to a no-access screen: for tables inside a page that has already checked access.
 */
export function tableLoadProps(query: PageQuery<unknown>, failure: string) {
  return {
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.isError ? getErrorMessage(query.error, failure) : null,
    onRetry: () => void query.refetch(),
  };
}

/** A query answering `{ items, total }` as its table shows it: the page's rows, the total and the load state. */
export function pagedQueryProps<TData>(query: PageQuery<{ items: TData[]; total: number }>, failure: string) {
  return { data: query.data?.items ?? [], total: query.data?.total ?? 0, ...tableLoadProps(query, failure) };
}

/** The paging of a list kept in the address (useUrlListState), as its table takes it. */
export function urlPagingProps({ params, setPage, setPageSize }: Pick<ReturnType<typeof useUrlListState>, 'params' | 'setPage' | 'setPageSize'>) {
  return { page: params.page, pageSize: params.pageSize, onPageChange: setPage, onPageSizeChange: setPageSize };
}

/** A query answering `{ items, total }` whose page is kept in the address: its rows, load state and paging. */
export function urlPagedQueryProps<TData>(
  query: PageQuery<{ items: TData[]; total: number }>,
  list: Pick<ReturnType<typeof useUrlListState>, 'params' | 'setPage' | 'setPageSize'>,
  failure: string,
) {
  return { ...pagedQueryProps(query, failure), ...urlPagingProps(list) };
}

/** A list state's paging and sorting (the server pages and sorts), as its table takes them. */
export function listTableProps(list: {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  sorting: SortingState;
  setSorting: (sorting: SortingState) => void;
}) {
  return {
    page: list.page,
    pageSize: list.pageSize,
    onPageChange: list.setPage,
    onPageSizeChange: list.setPageSize,
    sorting: list.sorting,
    onSortingChange: list.setSorting,
  };
}
