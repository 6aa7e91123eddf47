import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerList, CustomersQuery } from '@lbo/contracts/customers';
import { customerListAnswer } from '@lbo/contracts/customers-answers';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';
import { API } from '@lbo/contracts/api-paths';

async function getCustomers(query: CustomersQuery): Promise<CustomerList> {
  return (await api.bre.read(API.customers.base, { query: { ...query }, answer: customerListAnswer })).data;
}

export function useCustomers(query: CustomersQuery) {
  return useQuery({ queryKey: customerKeys.list(query), queryFn: () => getCustomers(query), placeholderData: keepPreviousData });
}
