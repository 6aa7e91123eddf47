import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BankDto, CompanyDto, ProductDto, SalaryCategoryDto } from '@lbo/contracts/master-data';
import { bankDtoSchema, companyDtoSchema, MASTER_LIST_KEYS, productDtoSchema, salaryCategoryDtoSchema } from '@lbo/contracts/master-data-answers';
import { toPickerPage, type FetchPickerPage } from '@/components/ui/paged-picker-source';
import { getResourceList } from './get-resource-list';
import { masterDataKeys } from './types';
import { API } from '@lbo/contracts/api-paths';

export interface Option {
  value: string;
  label: string;
}

/** Banks, products and categories are few: the pickers load them whole. */
const SOURCES = {
  bank: { key: 'bank', path: API.bank.getAllBanks, listKeys: MASTER_LIST_KEYS.banks, row: bankDtoSchema, limit: 1000 },
  product: { key: 'product', path: API.product.getAllProducts, listKeys: MASTER_LIST_KEYS.products, row: productDtoSchema, limit: 1000 },
  category: {
    key: 'category',
    path: API.salarycategory.getAllSalaryCategories,
    listKeys: MASTER_LIST_KEYS.salaryCategories,
    row: salaryCategoryDtoSchema,
    limit: 1000,
  },
} as const;

export type OptionSource = keyof typeof SOURCES;

async function getOptions(source: OptionSource): Promise<Option[]> {
  const s = SOURCES[source];
  const page = await getResourceList<z.ZodType<BankDto | ProductDto | SalaryCategoryDto>>(s, { search: '', page: 1, pageSize: s.limit });
  return page.rows.map((row) => ({ value: row.id, label: row.name }));
}

const optionsQueryOptions = (source: OptionSource) =>
  queryOptions({ queryKey: masterDataKeys.options(source, ''), queryFn: () => getOptions(source), staleTime: 60_000 });

export function useOptions(source: OptionSource) {
  return useQuery(optionsQueryOptions(source));
}

/** Companies may be many: the mapping editor's picker asks for them a page at a time. */
export const getCompanyPage: FetchPickerPage<CompanyDto> = async ({ search, page, pageSize }) => {
  const source = { key: 'company', path: API.company.getAllCompanies, listKeys: MASTER_LIST_KEYS.companies, row: companyDtoSchema };
  const rows = await getResourceList(source, { search, page, pageSize });
  return toPickerPage(rows.rows, { page, pageSize }, { total: rows.total });
};

/** The picker's queries sit under the company key, so company changes refresh them too. */
export const companyPickerKey = [...masterDataKeys.entity('company'), 'picker'] as const;
