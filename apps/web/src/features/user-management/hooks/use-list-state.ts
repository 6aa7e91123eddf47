import { useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import { ACCESS_PAGE_SIZE } from '@lbo/contracts/access';
import type { ListParams } from '../api/types';

/** Search, page, page size and sorting of a server-paged table; a new search, size or sort goes back to page 1. */
export function useListState() {
  const [search, setSearchValue] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeValue] = useState(ACCESS_PAGE_SIZE);
  const [sorting, setSortingValue] = useState<SortingState>([]);

  const sort = sorting[0];
  const params: ListParams = {
    search,
    page,
    pageSize,
    sortBy: sort?.id,
    sortOrder: sort ? (sort.desc ? 'desc' : 'asc') : undefined,
  };

  return {
    params,
    search,
    page,
    pageSize,
    sorting,
    setPage,
    setSearch: (value: string) => {
      setSearchValue(value);
      setPage(1);
    },
    setPageSize: (value: number) => {
      setPageSizeValue(value);
      setPage(1);
    },
    setSorting: (value: SortingState) => {
      setSortingValue(value);
      setPage(1);
    },
  };
}
