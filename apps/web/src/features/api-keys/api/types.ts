import type { ApiKeyItem, CreatedApiKey } from '@lbo/contracts/shortener';

export type { ApiKeyItem, CreatedApiKey };

/** Spec §9: the server sends 20 keys a page; the table shows 10. */
export const API_KEYS_SERVER_PAGE_SIZE = 20;
export const API_KEYS_TABLE_PAGE_SIZE = 10;

export const apiKeysKeys = {
  all: ['api-keys'] as const,
  page: (serverPage: number) => ['api-keys', 'list', serverPage] as const,
};
