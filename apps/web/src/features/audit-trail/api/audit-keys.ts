import type { AuditQuery } from '@lbo/contracts/audit-trail';

export const auditKeys = {
  all: ['audit'] as const,
  list: (query: AuditQuery) => ['audit', 'list', query] as const,
  customer: (id: string, page: number, limit: number) => ['audit', 'customer', id, page, limit] as const,
};
