import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { revokedApiKeyAnswer } from '@lbo/contracts/shortener-answers';
import { api } from '@/lib/api-client';
import { apiKeysKeys } from './types';
import { API, pathTo } from '@lbo/contracts/api-paths';

/** Revokes on the server (the original client only hid the key locally). */
function revokeApiKey(id: string) {
  return api.adminAuth.send('POST', pathTo(API.apikeys.revokeById, { id }), undefined, { answer: revokedApiKeyAnswer });
}

export function useRevokeApiKey() {
  return useRefreshingMutation(revokeApiKey, [apiKeysKeys.all]);
}
