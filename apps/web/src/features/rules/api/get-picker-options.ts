import { toPickerPage, type FetchPickerPage, type PaginationLike } from '@/components/ui/paged-picker-source';
import { api } from '@/lib/api-client';
import { pick } from '../utils/unwrap';
import { API } from '@lbo/contracts/api-paths';

export type PickerKind = 'banks' | 'products';

/** A bank or product as the list answers carry it: the name may come under one of several spellings. */
export interface NamedRow {
  id?: string;
  _id?: string;
  name?: string;
  bank_name?: string;
  product_name?: string;
  display_name?: string;
}

const PATHS = { banks: API.bank.getAllBanks, products: API.product.getAllProducts } as const;

export const rowId = (row: NamedRow): string => row.id ?? row._id ?? '';
export const rowName = (row: NamedRow): string => row.name ?? row.bank_name ?? row.product_name ?? row.display_name ?? rowId(row);

/** One page of banks or products for the create chooser's pickers (the picker runs the query). */
function pickerPageOf(kind: PickerKind): FetchPickerPage<NamedRow> {
  return async ({ search, page, pageSize, signal }) => {
    const body = await api.crm.get<unknown>(PATHS[kind], { query: { search, page, limit: pageSize }, signal });
    const rows = pick<NamedRow[]>(body, kind) ?? [];
    return toPickerPage(rows, { page, pageSize }, pick<PaginationLike>(body, 'pagination'));
  };
}

export const getBankPage = pickerPageOf('banks');
export const getProductPage = pickerPageOf('products');
