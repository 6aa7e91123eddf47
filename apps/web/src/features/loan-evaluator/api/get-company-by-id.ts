import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

interface CompanyResponse {
  data?: { company_name?: string; name?: string } | null;
}

async function getCompanyName(id: string): Promise<string> {
  const response = await api.crm.get<CompanyResponse>(API.company.getCompanyById, { query: { id } });
  return response.data?.company_name ?? response.data?.name ?? '';
}

/** The name of a chosen company when only its id is known. */
export function useCompanyName(id: string, enabled: boolean) {
  return useQuery({ queryKey: ['loan-evaluator', 'company', id], queryFn: () => getCompanyName(id), enabled: enabled && id !== '', staleTime: 5 * 60_000 });
}
