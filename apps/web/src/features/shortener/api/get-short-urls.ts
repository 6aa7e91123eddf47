import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shortUrlListAnswer } from '@lbo/contracts/shortener-answers';
import { api } from '@/lib/api-client';
import { shortenerKeys, type ShortUrlListParams } from './types';
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
  const query = { ...shortUrlFilterQuery(params), page: params.page, limit: params.limit };
  return api.adminAuth.read(API.short.base, { query, answer: shortUrlListAnswer });
}

const shortUrlsQueryOptions = (params: ShortUrlListParams) =>
  queryOptions({ queryKey: shortenerKeys.list(params), queryFn: () => getShortUrls(params), placeholderData: keepPreviousData });

export function useShortUrls(params: ShortUrlListParams) {
  return useQuery(shortUrlsQueryOptions(params));
}
