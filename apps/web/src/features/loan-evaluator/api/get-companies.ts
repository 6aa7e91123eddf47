import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PICKER_PAGE_SIZE } from '@lbo/contracts/limits';
import { api } from '@/lib/api-client';
import { nextPickerPage, toPickerPage, type Pagination, type PickerPage } from './picker-page';

interface CompaniesResponse {
  data?: { companies?: { id: string; company_name: string; is_listed?: boolean }[]; pagination?: Pagination };
}

export async function getCompanies({ search, page }: { search: string; page: number }): Promise<PickerPage> {
  const response = await api.crm.get<CompaniesResponse>('/api/company/getAllCompanies', {
    query: { search: search.trim(), page, limit: PICKER_PAGE_SIZE },
  });
  const companies = response.data?.companies ?? [];
  return toPickerPage(
    companies.map((c) => ({ id: c.id, label: c.company_name, ...(c.is_listed ? { tag: 'Listed' } : {}) })),
    response.data?.pagination,
    page,
  );
}

/** Pages of 10 companies matching `search`, loaded while the picker is open. */
export function useCompanyOptions(search: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['loan-evaluator', 'companies', search.trim()],
    queryFn: ({ pageParam }) => getCompanies({ search, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPickerPage,
    enabled,
    // The previous list stays while the next search loads, so it does not flicker.
    placeholderData: keepPreviousData,
  });
}
