import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { nextPickerPage, toPickerPage, type PaginationLike, type PickerPage, type PickerQueryRequest } from '@/components/ui/paged-picker-source';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

export interface CompanyOption {
  id: string;
  company_name: string;
  is_listed?: boolean;
}

interface CompaniesResponse {
  data?: { companies?: CompanyOption[]; pagination?: PaginationLike };
}

async function getCompanies({ search, page, pageSize }: { search: string; page: number; pageSize: number }): Promise<PickerPage<CompanyOption>> {
  const response = await api.crm.get<CompaniesResponse>(API.company.getAllCompanies, {
    query: { search: search.trim(), page, limit: pageSize },
  });
  return toPickerPage(response.data?.companies ?? [], { page, pageSize }, response.data?.pagination);
}

/** Pages of companies matching `search`, loaded while the picker is open. */
export function useCompanyOptions({ search, pageSize, enabled }: PickerQueryRequest) {
  return useInfiniteQuery({
    queryKey: ['loan-evaluator', 'companies', search.trim(), pageSize],
    queryFn: ({ pageParam }) => getCompanies({ search, page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: nextPickerPage,
    enabled,
    // The previous list stays while the next search loads, so it does not flicker.
    placeholderData: keepPreviousData,
  });
}
