import { useQuery } from '@tanstack/react-query';
import { productAnswer } from '@lbo/contracts/master-data-answers';
import { api } from '@/lib/api-client';
import { ruleKeys } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

async function getProductName(id: string): Promise<string> {
  return (await api.crm.read(API.product.getProductById, { query: { id }, answer: productAnswer })).data.name;
}

export function useProductName(id: string | null) {
  return useQuery({ queryKey: ruleKeys.productName(id ?? ''), queryFn: () => getProductName(id!), enabled: !!id, staleTime: 5 * 60_000 });
}
