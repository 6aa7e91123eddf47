import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BankDto, CompanyDto, ProductDto, SalaryCategoryDto } from '@lbo/contracts/master-data';
import { PICKER_PAGE_SIZE } from '@lbo/contracts/limits';
import { getResourceList } from './get-resource-list';
import { masterDataKeys } from './types';

export interface Option {
  value: string;
  label: string;
}

/** Banks, products and categories are few: the pickers load them whole. */
const SOURCES = {
  bank: { key: 'bank', path: '/api/bank/getAllBanks', listKeys: ['banks'], limit: 1000 },
  product: { key: 'product', path: '/api/product/getAllProducts', listKeys: ['products'], limit: 1000 },
  category: { key: 'category', path: '/api/salarycategory/getAllSalaryCategories', listKeys: ['salaryCategories', 'categories'], limit: 1000 },
} as const;

export type OptionSource = keyof typeof SOURCES;

export async function getOptions(source: OptionSource): Promise<Option[]> {
  const s = SOURCES[source];
  const page = await getResourceList<BankDto | ProductDto | SalaryCategoryDto>(s, { search: '', page: 1, pageSize: s.limit });
  return page.rows.map((row) => ({ value: row.id, label: row.name }));
}

export const optionsQueryOptions = (source: OptionSource) =>
  queryOptions({ queryKey: masterDataKeys.options(source, ''), queryFn: () => getOptions(source), staleTime: 60_000 });

export function useOptions(source: OptionSource) {
  return useQuery(optionsQueryOptions(source));
}

/** Companies may be many: the picker searches them a page at a time. */
export async function searchCompanies(search: string): Promise<Option[]> {
  const page = await getResourceList<CompanyDto>(
    { key: 'company', path: '/api/company/getAllCompanies', listKeys: ['companies'] },
    { search, page: 1, pageSize: PICKER_PAGE_SIZE },
  );
  return page.rows.map((row) => ({ value: row.id, label: row.company_name }));
}

export function useCompanyOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: masterDataKeys.options('company', search),
    queryFn: () => searchCompanies(search),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
