import type { SortingState } from '@tanstack/react-table';
import { SHORT_URL_SORT_FIELDS } from '@lbo/contracts/shortener';
import { useUrlListState } from '@/hooks/use-url-list-state';
import type { ShortUrlFilters, ShortUrlListParams, ShortUrlSortField } from '../api/types';

/** Spec §9: 10 a page, newest first. */
const SHORTENER_PAGE_SIZE = 10;
const DEFAULT_SORTING: SortingState = [{ id: 'createdAt', desc: true }];
const EMPTY_FILTERS: ShortUrlFilters = { q: '', campaignId: '', status: '', from: '', to: '' };
const FILTER_NAMES = ['campaignId', 'status', 'from', 'to'] as const;

const isSortField = (id: string | undefined): id is ShortUrlSortField => SHORT_URL_SORT_FIELDS.includes(id as ShortUrlSortField);

/** Filters, page, size and sorting of the links table, kept in the address; any change but the page goes back to page 1. */
export function useShortUrlList() {
  const list = useUrlListState(SHORTENER_PAGE_SIZE);
  const filters: ShortUrlFilters = { q: list.params.search, campaignId: '', status: '', from: '', to: '' };
  for (const name of FILTER_NAMES) filters[name] = (list.params.filters[name] ?? '') as never;
  const sorting = list.sorting.length > 0 ? list.sorting : DEFAULT_SORTING;
  const sort = sorting[0];
  const params: ShortUrlListParams = {
    ...filters,
    page: list.params.page,
    limit: list.params.pageSize,
    sortBy: isSortField(sort?.id) ? sort.id : 'createdAt',
    sortOrder: sort ? (sort.desc ? 'desc' : 'asc') : 'desc',
  };

  const setFilters = (patch: Partial<ShortUrlFilters>) => {
    const { q, ...rest } = patch;
    list.setFilters({ search: q, filters: Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, value || undefined])) });
  };

  return {
    params,
    filters,
    page: list.params.page,
    pageSize: list.params.pageSize,
    sorting,
    setPage: list.setPage,
    setFilters,
    resetFilters: () => setFilters(EMPTY_FILTERS),
    setPageSize: list.setPageSize,
    setSorting: (next: SortingState) => list.setSorting(next.length > 0 ? next : DEFAULT_SORTING),
  };
}
