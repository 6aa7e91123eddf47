import type { CustomersQuery } from '@lbo/contracts/customers';

export const customerKeys = {
  all: ['customers'] as const,
  list: (query: CustomersQuery) => ['customers', 'list', query] as const,
  one: (id: string) => ['customers', 'one', id] as const,
  replay: (applicationId: string, current: boolean) => ['customers', 'replay', applicationId, current] as const,
};
