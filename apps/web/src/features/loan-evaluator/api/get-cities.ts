import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { nextPickerPage, toPickerPage, type PaginationLike, type PickerPage, type PickerQueryRequest } from '@/components/ui/paged-picker-source';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

export interface CityOption {
  id: string;
  city_name: string;
  is_metro?: boolean;
}

interface CitiesResponse {
  data?: { cities?: CityOption[]; pagination?: PaginationLike };
}

async function getCities({ search, page, pageSize }: { search: string; page: number; pageSize: number }): Promise<PickerPage<CityOption>> {
  const response = await api.crm.get<CitiesResponse>(API.cities.getAllcities, {
    query: { search: search.trim(), page, limit: pageSize },
  });
  return toPickerPage(response.data?.cities ?? [], { page, pageSize }, response.data?.pagination);
}

/** Pages of cities matching `search`, loaded while the picker is open. */
export function useCityOptions({ search, pageSize, enabled }: PickerQueryRequest) {
  return useInfiniteQuery({
    queryKey: ['loan-evaluator', 'cities', search.trim(), pageSize],
    queryFn: ({ pageParam }) => getCities({ search, page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: nextPickerPage,
    enabled,
    // The previous list stays while the next search loads, so it does not flicker.
    placeholderData: keepPreviousData,
  });
}
