import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { deletedShortUrlAnswer } from '@lbo/contracts/shortener-answers';
import { api } from '@/lib/api-client';
import { LINK_COUNTERS } from './types';
import { API, pathTo } from '@lbo/contracts/api-paths';

function deleteShortUrl(id: string) {
  return api.adminAuth.send('DELETE', pathTo(API.short.byId, { id }), undefined, { answer: deletedShortUrlAnswer });
}

export function useDeleteShortUrl() {
  return useRefreshingMutation(deleteShortUrl, LINK_COUNTERS);
}
