import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MappingDto } from '@lbo/contracts/master-data';
import { api } from '@/lib/api-client';
import { getResourceList } from './get-resource-list';
import { masterDataKeys, type Envelope } from './types';
import { API } from '@lbo/contracts/api-paths';

async function getMapping(id: string): Promise<MappingDto> {
  return (await api.crm.get<Envelope<MappingDto>>(API.bankcompanycategory.getBankCompanyCategoryByid, { query: { id } })).data;
}

export function useMapping(id: string | null) {
  return useQuery({
    queryKey: masterDataKeys.one('mapping', id ?? ''),
    queryFn: () => getMapping(id!),
    enabled: id !== null,
  });
}

/** Every rule of one bank and product, for the rules editor. */
async function getMappingsFor(bankId: string, productId: string): Promise<MappingDto[]> {
  const page = await getResourceList<MappingDto>(
    { key: 'mapping', path: API.bankcompanycategory.getAllBankCompanyCategories, listKeys: ['companyCategories'] },
    { search: '', page: 1, pageSize: 10_000, sortBy: 'company_name', sortOrder: 'asc', filters: { bank_id: bankId, product_id: productId } },
  );
  return page.rows;
}

const mappingsForQueryOptions = (bankId: string, productId: string) =>
  queryOptions({
    queryKey: [...masterDataKeys.entity('mapping'), 'for', bankId, productId],
    queryFn: () => getMappingsFor(bankId, productId),
    enabled: bankId !== '' && productId !== '',
    staleTime: 0,
  });

export function useMappingsFor(bankId: string, productId: string) {
  return useQuery(mappingsForQueryOptions(bankId, productId));
}
