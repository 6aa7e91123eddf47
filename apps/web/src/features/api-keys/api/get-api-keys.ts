import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeyListAnswer } from '@lbo/contracts/shortener-answers';
import { api } from '@/lib/api-client';
import { API_KEYS_SERVER_PAGE_SIZE, API_KEYS_TABLE_PAGE_SIZE, apiKeysKeys } from './types';
import { API } from '@lbo/contracts/api-paths';

async function getApiKeys(serverPage: number) {
  return api.adminAuth.read(API.apikeys.base, { query: { page: serverPage, limit: API_KEYS_SERVER_PAGE_SIZE }, answer: apiKeyListAnswer });
}

const apiKeysQueryOptions = (serverPage: number) =>
  queryOptions({ queryKey: apiKeysKeys.page(serverPage), queryFn: () => getApiKeys(serverPage), placeholderData: keepPreviousData });

/**
 * One table page of 10 out of the server's pages of 20: table pages 1 and 2
 * come from server page 1, 3 and 4 from server page 2, and so on.
 */
export function useApiKeysPage(tablePage: number) {
  const perServerPage = API_KEYS_SERVER_PAGE_SIZE / API_KEYS_TABLE_PAGE_SIZE;
  const serverPage = Math.ceil(tablePage / perServerPage);
  const query = useQuery(apiKeysQueryOptions(serverPage));
  const offset = ((tablePage - 1) % perServerPage) * API_KEYS_TABLE_PAGE_SIZE;
  const items = query.data?.items.slice(offset, offset + API_KEYS_TABLE_PAGE_SIZE) ?? [];
  return { ...query, items, total: query.data?.total ?? 0 };
}
