import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import type { CreateShortUrlRequest } from '@lbo/contracts/shortener';
import { shortUrlItemSchema } from '@lbo/contracts/shortener-answers';
import { api } from '@/lib/api-client';
import { LINK_COUNTERS } from './types';
import { API } from '@lbo/contracts/api-paths';

function createShortUrl(input: CreateShortUrlRequest) {
  return api.adminAuth.send('POST', API.short.base, input, { answer: shortUrlItemSchema });
}

export function useCreateShortUrl() {
  return useRefreshingMutation(createShortUrl, LINK_COUNTERS);
}
