import { bankPickerAnswer, productPickerAnswer, type PickerRow } from '@lbo/contracts/rules';
import { toPickerPage, type FetchPickerPage } from '@/components/ui/paged-picker-source';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

/** A bank or product as the create chooser's pickers read it (the contract names the spellings a list may use). */
export type NamedRow = PickerRow;

export const rowId = (row: NamedRow): string => row.id ?? row._id ?? '';
export const rowName = (row: NamedRow): string => row.name ?? row.bank_name ?? row.product_name ?? row.display_name ?? rowId(row);

/** One page of banks for the create chooser's picker (the picker runs the query). */
export const getBankPage: FetchPickerPage<NamedRow> = async ({ search, page, pageSize, signal }) => {
  const { data } = await api.crm.read(API.bank.getAllBanks, { query: { search, page, limit: pageSize }, signal, answer: bankPickerAnswer });
  return toPickerPage(data.banks, { page, pageSize }, data.pagination);
};

/** One page of products for the create chooser's picker. */
export const getProductPage: FetchPickerPage<NamedRow> = async ({ search, page, pageSize, signal }) => {
  const { data } = await api.crm.read(API.product.getAllProducts, { query: { search, page, limit: pageSize }, signal, answer: productPickerAnswer });
  return toPickerPage(data.products, { page, pageSize }, data.pagination);
};
