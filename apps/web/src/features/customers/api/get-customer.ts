import { useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '@lbo/contracts/customers';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';
import { API, pathTo } from '@lbo/contracts/api-paths';

async function getCustomer(id: string): Promise<CustomerDetail> {
  return (await api.bre.get<{ data: CustomerDetail }>(pathTo(API.customers.byId, { id }))).data;
}

export function useCustomer(id: string) {
  return useQuery({ queryKey: customerKeys.one(id), queryFn: () => getCustomer(id) });
}
