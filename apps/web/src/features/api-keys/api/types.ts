import type { ApiKeyItem, CreatedApiKey, ListResponse } from '@lbo/contracts/shortener';

export type { ApiKeyItem, CreatedApiKey };

/** Spec §9: the server sends 20 keys a page; the table shows 10. */
export const API_KEYS_SERVER_PAGE_SIZE = 20;
export const API_KEYS_TABLE_PAGE_SIZE = 10;

export const apiKeysKeys = {
  all: ['api-keys'] as const,
  page: (serverPage: number) => ['api-keys', 'list', serverPage] as const,
};

export function readApiKeyList(reply: unknown, page: number): ListResponse<ApiKeyItem> {
  if (Array.isArray(reply)) return { items: reply as ApiKeyItem[], total: reply.length, page, limit: API_KEYS_SERVER_PAGE_SIZE, totalPages: 1 };
  const body = (reply ?? {}) as Partial<ListResponse<ApiKeyItem>>;
  const items = Array.isArray(body.items) ? body.items : [];
  const total = typeof body.total === 'number' ? body.total : items.length;
  return { items, total, page: body.page ?? page, limit: body.limit ?? API_KEYS_SERVER_PAGE_SIZE, totalPages: body.totalPages ?? 1 };
}
