import { queryOptions, useQuery } from '@tanstack/react-query';
import { okAnswer } from '@lbo/contracts/answers';
import { MASTER_LIST_KEYS, mappingDtoSchema, type MappingDto } from '@lbo/contracts/master-data-answers';
import { api } from '@/lib/api-client';
import { getResourceList } from './get-resource-list';
import { masterDataKeys } from './types';
import { API } from '@lbo/contracts/api-paths';

async function getMapping(id: string): Promise<MappingDto> {
  return (await api.crm.read(API.bankcompanycategory.getBankCompanyCategoryByid, { query: { id }, answer: okAnswer(mappingDtoSchema) })).data;
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
  const page = await getResourceList(
    {
      key: 'mapping',
      path: API.bankcompanycategory.getAllBankCompanyCategories,
      listKeys: MASTER_LIST_KEYS.mappings,
      row: mappingDtoSchema,
      withTotalCount: true,
    },
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
