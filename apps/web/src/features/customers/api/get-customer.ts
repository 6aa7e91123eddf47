import { useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '@lbo/contracts/customers';
import { customerDetailAnswer } from '@lbo/contracts/customers-answers';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';
import { API, pathTo } from '@lbo/contracts/api-paths';

async function getCustomer(id: string): Promise<CustomerDetail> {
  return (await api.bre.read(pathTo(API.customers.byId, { id }), { answer: customerDetailAnswer })).data;
}

export function useCustomer(id: string) {
  return useQuery({ queryKey: customerKeys.one(id), queryFn: () => getCustomer(id) });
}
