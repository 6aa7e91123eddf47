import { bankListAnswer, productListAnswer } from '@lbo/contracts/master-data-answers';
import { toPickerPage, type FetchPickerPage } from '@/components/ui/paged-picker-source';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

export type PickerKind = 'banks' | 'products';

/** A bank or product as the create chooser's pickers show it. */
export interface NamedRow {
  id: string;
  name: string;
}

export const rowId = (row: NamedRow): string => row.id;
export const rowName = (row: NamedRow): string => row.name;

/** One page of banks for the create chooser's picker (the picker runs the query). */
export const getBankPage: FetchPickerPage<NamedRow> = async ({ search, page, pageSize, signal }) => {
  const { data } = await api.crm.read(API.bank.getAllBanks, { query: { search, page, limit: pageSize }, signal, answer: bankListAnswer });
  return toPickerPage(data.banks, { page, pageSize }, data.pagination);
};

/** One page of products for the create chooser's picker. */
export const getProductPage: FetchPickerPage<NamedRow> = async ({ search, page, pageSize, signal }) => {
  const { data } = await api.crm.read(API.product.getAllProducts, { query: { search, page, limit: pageSize }, signal, answer: productListAnswer });
  return toPickerPage(data.products, { page, pageSize }, data.pagination);
};
