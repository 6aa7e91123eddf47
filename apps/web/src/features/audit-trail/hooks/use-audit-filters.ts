import type { AuditQuery } from '@lbo/contracts/audit-trail';
import { useUrlListState } from '@/hooks/use-url-list-state';

/** The trail's filters (by name, as the API takes them), kept in the address with the page. */
const AUDIT_FILTERS = ['actorId', 'module', 'action', 'objectId', 'from', 'to'] as const;

export function useAuditFilters() {
  const list = useUrlListState(20);
  const { filters, page, pageSize } = list.params;
  const query = {
    ...Object.fromEntries(AUDIT_FILTERS.map((name) => [name, filters[name] || undefined])),
    page,
    limit: pageSize,
  } as AuditQuery;
  return { list, query };
}
