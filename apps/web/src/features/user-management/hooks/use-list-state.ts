import { ACCESS_PAGE_SIZE } from '@lbo/contracts/access';
import { useUrlListState } from '@/hooks/use-url-list-state';
import type { ListParams } from '../api/types';

/** Search, page, page size and sorting of a server-paged table, kept in the address; a new search, size or sort goes back to page 1. */
export function useListState() {
  const list = useUrlListState(ACCESS_PAGE_SIZE);
  const params: ListParams = {
    search: list.params.search,
    page: list.params.page,
    pageSize: list.params.pageSize,
    sortBy: list.params.sortBy,
    sortOrder: list.params.sortOrder,
  };
  return {
    params,
    search: params.search,
    page: params.page,
    pageSize: params.pageSize,
    sorting: list.sorting,
    setPage: list.setPage,
    setSearch: list.setSearch,
    setPageSize: list.setPageSize,
    setSorting: list.setSorting,
  };
}
