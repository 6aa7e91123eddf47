import { API } from '@lbo/contracts/api-paths';
import type { CustomerRow } from '@lbo/contracts/customers';
import { customerListAnswer } from '@lbo/contracts/customers-answers';
import type { FetchPickerPage } from '@/components/ui/paged-picker-source';
import { api } from '@/lib/api-client';

export const customerPickerKey = ['privacy-requests', 'customer-picker'] as const;

/** Customers by name or reference, a page at a time, for the new request's picker. */
export const getCustomerPage: FetchPickerPage<CustomerRow> = async ({ search, page, pageSize, signal }) => {
  const data = (await api.bre.read(API.customers.base, { query: { q: search || undefined, page, limit: pageSize }, answer: customerListAnswer, signal })).data;
  return { items: data.items, page: data.page, totalPages: data.totalPages, total: data.total };
};
