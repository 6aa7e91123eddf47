import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

interface CityResponse {
  data?: { city_name?: string; name?: string } | null;
}

async function getCityName(id: string): Promise<string> {
  const response = await api.crm.get<CityResponse>(API.cities.getCityById, { query: { id } });
  return response.data?.city_name ?? response.data?.name ?? '';
}

/** The name of a chosen city when only its id is known. */
export function useCityName(id: string, enabled: boolean) {
  return useQuery({ queryKey: ['loan-evaluator', 'city', id], queryFn: () => getCityName(id), enabled: enabled && id !== '', staleTime: 5 * 60_000 });
}
