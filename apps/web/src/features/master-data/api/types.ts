import type { ListParams as TableParams } from '@/lib/list-page';

/** What a list screen asks the server for. */
export interface ListParams extends TableParams {
  /** Extra filters (is_active, bank_id, ...); blank values are not sent. */
  filters?: Record<string, string | undefined>;
}

export function listQuery(p: ListParams) {
  return { search: p.search, page: p.page, limit: p.pageSize, sortBy: p.sortBy, sortOrder: p.sortBy ? p.sortOrder : undefined, ...p.filters };
}

/** Query keys of this feature: every list of an entity starts with its key, so a mutation refreshes them all. */
export const masterDataKeys = {
  all: ['master-data'] as const,
  entity: (entity: string) => ['master-data', entity] as const,
  list: (entity: string, params: ListParams) => ['master-data', entity, 'list', params] as const,
  one: (entity: string, id: string) => ['master-data', entity, 'one', id] as const,
  options: (entity: string, search: string) => ['master-data', entity, 'options', search] as const,
};

/** How a write ended: made, or (rule approvals on, rules at stake) only proposed for approval. */
export interface WriteOutcome {
  proposed: boolean;
}
