import { useUrlListState } from '@/hooks/use-url-list-state';

/** Search, page, page size, sort and filters of one list, kept in the address. */
export function useListParams(pageSize: number) {
  return useUrlListState(pageSize);
}
