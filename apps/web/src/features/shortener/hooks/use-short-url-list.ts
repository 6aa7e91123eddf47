import { useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import { SHORT_URL_SORT_FIELDS } from '@lbo/contracts/shortener';
import type { ShortUrlFilters, ShortUrlListParams, ShortUrlSortField } from '../api/types';

/** Spec §9: 10 a page, newest first. */
export const SHORTENER_PAGE_SIZE = 10;
const DEFAULT_SORTING: SortingState = [{ id: 'createdAt', desc: true }];
export const EMPTY_FILTERS: ShortUrlFilters = { q: '', campaignId: '', status: '', from: '', to: '' };

const isSortField = (id: string | undefined): id is ShortUrlSortField => SHORT_URL_SORT_FIELDS.includes(id as ShortUrlSortField);

/** Filters, page, size and sorting of the links table; any change but the page goes back to page 1. */
export function useShortUrlList() {
  const [filters, setFiltersValue] = useState<ShortUrlFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeValue] = useState(SHORTENER_PAGE_SIZE);
  const [sorting, setSortingValue] = useState<SortingState>(DEFAULT_SORTING);

  const sort = sorting[0];
  const params: ShortUrlListParams = {
    ...filters,
    page,
    limit: pageSize,
    sortBy: isSortField(sort?.id) ? sort.id : 'createdAt',
    sortOrder: sort ? (sort.desc ? 'desc' : 'asc') : 'desc',
  };

  return {
    params,
    filters,
    page,
    pageSize,
    sorting,
    setPage,
    setFilters: (patch: Partial<ShortUrlFilters>) => {
      setFiltersValue((current) => ({ ...current, ...patch }));
      setPage(1);
    },
    resetFilters: () => {
      setFiltersValue(EMPTY_FILTERS);
      setPage(1);
    },
    setPageSize: (size: number) => {
      setPageSizeValue(size);
      setPage(1);
    },
    setSorting: (next: SortingState) => {
      setSortingValue(next.length > 0 ? next : DEFAULT_SORTING);
      setPage(1);
    },
  };
}
