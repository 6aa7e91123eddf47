import { keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryResult, type UseQueryResult } from '@tanstack/react-query';

/** One page of a picker's items. */
export interface PickerPage<T> {
  items: T[];
  page: number;
  totalPages: number;
  /** Every match of the search; the picker shows "10 of 42" when it is known. */
  total?: number;
}

export interface PickerPageRequest {
  search: string;
  page: number;
  pageSize: number;
  signal?: AbortSignal;
}

/** Loads one page of items for a search. */
export type FetchPickerPage<T> = (request: PickerPageRequest) => Promise<PickerPage<T>>;

export interface PickerQueryRequest {
  search: string;
  pageSize: number;
  /** False while the list is closed: nothing is fetched until the user opens it. */
  enabled: boolean;
}

/** A query hook giving the pages of a search (for callers that keep their own query keys and options). */
export type UsePickerPages<T> = (request: PickerQueryRequest) => UseInfiniteQueryResult<InfiniteData<PickerPage<T>>>;

/** A query hook giving the label of a chosen id whose label the caller does not know (a saved draft). */
export type UseSelectedLabel = (id: string, enabled: boolean) => Pick<UseQueryResult<string>, 'data'>;

/** The answer's pagination, whichever of the usual spellings it uses. */
export interface PaginationLike {
  total?: number | undefined;
  totalCount?: number | undefined;
  page?: number | undefined;
  limit?: number | undefined;
  totalPages?: number | undefined;
}

/** Page number, totals and page count of one answer, read defensively (missing numbers are derived). */
export function toPickerPage<T>(items: T[], requested: { page: number; pageSize: number }, pagination?: PaginationLike | null): PickerPage<T> {
  const total = pagination?.total ?? pagination?.totalCount ?? items.length;
  const limit = pagination?.limit ?? requested.pageSize;
  return {
    items,
    page: pagination?.page ?? requested.page,
    total,
    totalPages: pagination?.totalPages ?? Math.max(1, Math.ceil(total / limit)),
  };
}

export function nextPickerPage<T>(last: PickerPage<T>): number | undefined {
  return last.page < last.totalPages ? last.page + 1 : undefined;
}

/** The query behind a picker given a fetch-page function: `queryKey` + search + page size. */
export function useFetchedPickerPages<T>(queryKey: QueryKey, fetchPage: FetchPickerPage<T>, { search, pageSize, enabled }: PickerQueryRequest) {
  return useInfiniteQuery({
    queryKey: [...queryKey, search, pageSize],
    queryFn: ({ pageParam, signal }) => fetchPage({ search, page: pageParam, pageSize, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPickerPage,
    enabled,
    // The previous list stays while the next search loads, so it does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
