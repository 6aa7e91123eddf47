import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerList, CustomersQuery } from '@lbo/contracts/customers';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';
import { API } from '@lbo/contracts/api-paths';

async function getCustomers(query: CustomersQuery): Promise<CustomerList> {
  return (await api.bre.get<{ data: CustomerList }>(API.customers.base, { query: { ...query } })).data;
}

export function useCustomers(query: CustomersQuery) {
  return useQuery({ queryKey: customerKeys.list(query), queryFn: () => getCustomers(query), placeholderData: keepPreviousData });
}
