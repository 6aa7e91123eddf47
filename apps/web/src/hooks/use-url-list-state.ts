import { useSearchParams } from 'react-router';
import type { SortingState } from '@tanstack/react-table';

interface UrlListParams {
  search: string;
  page: number;
  pageSize: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  filters: Record<string, string | undefined>;
}

/** The address keys a list owns; a page switching between lists (tabs) clears them. */
const LIST_KEYS = ['q', 'page', 'limit', 'sort', 'order'];
const FILTER_PREFIX = 'f.';

export function clearListKeys(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...next.keys()]) if (LIST_KEYS.includes(key) || key.startsWith(FILTER_PREFIX)) next.delete(key);
  return next;
}

const wholeNumber = (text: string | null, fallback: number, max = 10_000) => {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/**
 * Search, page, page size, sort and filters of a server-paged list, kept in the address
 * (?q=…&page=2&limit=25&sort=name&order=desc&f.is_active=true): the back button and a shared
 * link show the same rows. Changing anything but the page goes back to page 1.
 */
export function useUrlListState(defaultPageSize: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const sortBy = searchParams.get('sort') ?? undefined;
  const filters: Record<string, string | undefined> = {};
  for (const [key, value] of searchParams) if (key.startsWith(FILTER_PREFIX)) filters[key.slice(FILTER_PREFIX.length)] = value;
  const params: UrlListParams = {
    search: searchParams.get('q') ?? '',
    page: wholeNumber(searchParams.get('page'), 1),
    pageSize: wholeNumber(searchParams.get('limit'), defaultPageSize, 100),
    sortBy,
    sortOrder: sortBy ? (searchParams.get('order') === 'desc' ? 'desc' : 'asc') : undefined,
    filters,
  };
  const sorting: SortingState = sortBy ? [{ id: sortBy, desc: params.sortOrder === 'desc' }] : [];

  const update = (changes: Record<string, string | undefined>, backToFirstPage = true) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (backToFirstPage) next.delete('page');
        return next;
      },
      { replace: true },
    );

  return {
    params,
    sorting,
    setSearch: (search: string) => update({ q: search }),
    setPage: (page: number) => update({ page: page > 1 ? String(page) : undefined }, false),
    setPageSize: (size: number) => update({ limit: size === defaultPageSize ? undefined : String(size) }),
    setFilter: (name: string, value: string | undefined) => update({ [`${FILTER_PREFIX}${name}`]: value }),
    /** Several filters (and the search) at once: one change of the address, not one per field. */
    setFilters: (next: { search?: string; filters?: Record<string, string | undefined> }) =>
      update({
        ...(next.search === undefined ? {} : { q: next.search }),
        ...Object.fromEntries(Object.entries(next.filters ?? {}).map(([name, value]) => [`${FILTER_PREFIX}${name}`, value])),
      }),
    setSorting: (next: SortingState) => update({ sort: next[0]?.id, order: next[0] ? (next[0].desc ? 'desc' : 'asc') : undefined }),
  };
}
