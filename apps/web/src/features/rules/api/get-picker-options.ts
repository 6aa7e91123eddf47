import { useInfiniteQuery } from '@tanstack/react-query';
import { PICKER_PAGE_SIZE } from '@lbo/contracts/limits';
import { api } from '@/lib/api-client';
import { pick } from '../utils/unwrap';
import { ruleKeys } from './rule-keys';

export interface PickerOption {
  id: string;
  label: string;
}

export interface PickerPage {
  options: PickerOption[];
  page: number;
  totalPages: number;
}

const PATHS = { banks: '/api/bank/getAllBanks', products: '/api/product/getAllProducts' } as const;

interface Named {
  id?: string;
  _id?: string;
  name?: string;
  bank_name?: string;
  product_name?: string;
  display_name?: string;
}

/** One page of banks or products for the create chooser's dropdowns. */
export async function getPickerOptions(kind: 'banks' | 'products', search: string, page: number): Promise<PickerPage> {
  const body = await api.crm.get<unknown>(PATHS[kind], { query: { search, page, limit: PICKER_PAGE_SIZE } });
  const rows = pick<Named[]>(body, kind) ?? [];
  const paging = pick<{ total?: number; totalCount?: number; totalPages?: number }>(body, 'pagination');
  const total = paging?.total ?? paging?.totalCount ?? rows.length;
  return {
    options: rows.map((r) => ({ id: r.id ?? r._id ?? '', label: r.name ?? r.bank_name ?? r.product_name ?? r.display_name ?? r.id ?? '' })),
    page,
    totalPages: paging?.totalPages ?? Math.max(1, Math.ceil(total / PICKER_PAGE_SIZE)),
  };
}

/** Searchable, paged options: the next page loads on demand. */
export function usePickerOptions(kind: 'banks' | 'products', search: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ruleKeys.options(kind, search),
    queryFn: ({ pageParam }) => getPickerOptions(kind, search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled,
    staleTime: 60_000,
  });
}
