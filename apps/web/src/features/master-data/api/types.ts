import type { Pagination } from '@lbo/contracts/common';
import type { ListParams as TableParams, Page } from '@/lib/list-page';

/** What a list screen asks the server for. */
export interface ListParams extends TableParams {
  /** Extra filters (is_active, bank_id, ...); blank values are not sent. */
  filters?: Record<string, string | undefined>;
}

/** A list answer: rows under one of the entity's names (`data.banks`), and the pagination. */
export interface ListReply {
  data?: (Record<string, unknown> & { pagination?: Partial<Pagination> & { totalCount?: number } }) | null;
}

export function readPage<T>(reply: ListReply, keys: readonly string[]): Page<T> {
  const data = reply.data ?? {};
  const key = keys.find((k) => Array.isArray(data[k]));
  const rows = (key ? data[key] : []) as T[];
  const total = data.pagination?.total ?? data.pagination?.totalCount ?? rows.length;
  return { rows, total };
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

export interface Envelope<T> {
  status: boolean;
  message: string | string[];
  data: T;
}
