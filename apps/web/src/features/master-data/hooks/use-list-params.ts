import { useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import type { ListParams } from '../api/types';

/** Search, page, page size, sort and filters of one list; changing any but the page goes back to page 1. */
export function useListParams(pageSize: number) {
  const [params, setParams] = useState<ListParams>({ search: '', page: 1, pageSize, filters: {} });
  const sorting: SortingState = params.sortBy ? [{ id: params.sortBy, desc: params.sortOrder === 'desc' }] : [];
  return {
    params,
    sorting,
    setSearch: (search: string) => setParams((p) => ({ ...p, search, page: 1 })),
    setPage: (page: number) => setParams((p) => ({ ...p, page })),
    setPageSize: (size: number) => setParams((p) => ({ ...p, pageSize: size, page: 1 })),
    setFilter: (name: string, value: string | undefined) => setParams((p) => ({ ...p, filters: { ...p.filters, [name]: value }, page: 1 })),
    setSorting: (next: SortingState) =>
      setParams((p) => ({ ...p, sortBy: next[0]?.id, sortOrder: next[0] ? (next[0].desc ? 'desc' : 'asc') : undefined, page: 1 })),
  };
}
