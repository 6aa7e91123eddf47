import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import type { CreateApiKeyRequest } from '@lbo/contracts/shortener';
import { createdApiKeyAnswer } from '@lbo/contracts/shortener-answers';
import { api } from '@/lib/api-client';
import { apiKeysKeys } from './types';
import { API } from '@lbo/contracts/api-paths';

function createApiKey(input: CreateApiKeyRequest) {
  return api.adminAuth.send('POST', API.apikeys.create, input, { answer: createdApiKeyAnswer });
}

export function useCreateApiKey() {
  return useRefreshingMutation(createApiKey, [apiKeysKeys.all, ['profile']]);
}
