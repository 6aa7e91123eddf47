import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PICKER_PAGE_SIZE } from '@lbo/contracts/limits';
import { api } from '@/lib/api-client';
import { nextPickerPage, toPickerPage, type Pagination, type PickerPage } from './picker-page';

interface CitiesResponse {
  data?: { cities?: { id: string; city_name: string; is_metro?: boolean }[]; pagination?: Pagination };
}

export async function getCities({ search, page }: { search: string; page: number }): Promise<PickerPage> {
  const response = await api.crm.get<CitiesResponse>('/api/cities/getAllcities', {
    query: { search: search.trim(), page, limit: PICKER_PAGE_SIZE },
  });
  const cities = response.data?.cities ?? [];
  return toPickerPage(
    cities.map((c) => ({ id: c.id, label: c.city_name, ...(c.is_metro ? { tag: 'Metro' } : {}) })),
    response.data?.pagination,
    page,
  );
}

/** Pages of 10 cities matching `search`, loaded while the picker is open. */
export function useCityOptions(search: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['loan-evaluator', 'cities', search.trim()],
    queryFn: ({ pageParam }) => getCities({ search, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPickerPage,
    enabled,
    // The previous list stays while the next search loads, so it does not flicker.
    placeholderData: keepPreviousData,
  });
}
