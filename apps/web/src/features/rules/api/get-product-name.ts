import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pick } from '../utils/unwrap';
import { ruleKeys } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

/** The product's display name (name, product_name or display_name). */
export async function getProductName(id: string): Promise<string | null> {
  const body = await api.crm.get<unknown>(API.product.getProductById, { query: { id } });
  return pick<string>(body, 'name', 'product_name', 'display_name') ?? null;
}

export function useProductName(id: string | null) {
  return useQuery({ queryKey: ruleKeys.productName(id ?? ''), queryFn: () => getProductName(id!), enabled: !!id, staleTime: 5 * 60_000 });
}
