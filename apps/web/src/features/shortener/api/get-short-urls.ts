import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readShortUrlList, shortenerKeys, type ShortUrlListParams } from './types';
import { API } from '@lbo/contracts/api-paths';

/** The list's search, filters and sort as the server reads them (the export takes the same). */
export const shortUrlFilterQuery = (params: ShortUrlListParams) => ({
  q: params.q.trim(),
  campaignId: params.campaignId.trim(),
  active: params.status === '' ? undefined : params.status === 'active',
  from: params.from,
  to: params.to,
  sortBy: params.sortBy,
  sortOrder: params.sortOrder,
});

async function getShortUrls(params: ShortUrlListParams) {
  const reply = await api.adminAuth.get<unknown>(API.short.base, { query: { ...shortUrlFilterQuery(params), page: params.page, limit: params.limit } });
  return readShortUrlList(reply, params);
}

const shortUrlsQueryOptions = (params: ShortUrlListParams) =>
  queryOptions({ queryKey: shortenerKeys.list(params), queryFn: () => getShortUrls(params), placeholderData: keepPreviousData });

export function useShortUrls(params: ShortUrlListParams) {
  return useQuery(shortUrlsQueryOptions(params));
}
