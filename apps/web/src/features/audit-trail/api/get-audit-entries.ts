import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage, AuditQuery } from '@lbo/contracts/audit-trail';
import { auditListAnswer } from '@lbo/contracts/audit-trail';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';
import { auditKeys } from './audit-keys';

async function getAuditEntries(query: AuditQuery): Promise<AuditPage> {
  return (await api.bre.read(API.audit.base, { query: { ...query }, answer: auditListAnswer })).data;
}

export function useAuditEntries(query: AuditQuery) {
  return useQuery({ queryKey: auditKeys.list(query), queryFn: () => getAuditEntries(query), placeholderData: keepPreviousData });
}
