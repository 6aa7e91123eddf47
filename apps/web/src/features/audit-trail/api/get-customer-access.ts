import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditListAnswer, type AuditPage } from '@lbo/contracts/audit-trail';
import { api } from '@/lib/api-client';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { auditKeys } from './audit-keys';

async function getCustomerAccess(id: string, page: number, limit: number): Promise<AuditPage> {
  return (await api.bre.read(pathTo(API.audit.customersById, { id }), { query: { page, limit }, answer: auditListAnswer })).data;
}

/** Who read, exported or changed a customer and their evaluations: the customer page's access list. */
export function useCustomerAccess(id: string, page: number, limit: number, enabled: boolean) {
  return useQuery({
    queryKey: auditKeys.customer(id, page, limit),
    queryFn: () => getCustomerAccess(id, page, limit),
    placeholderData: keepPreviousData,
    enabled,
  });
}
