import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyRequest } from '@lbo/contracts/shortener';
import { api } from '@/lib/api-client';
import { apiKeysKeys, type CreatedApiKey } from './types';
import { API } from '@lbo/contracts/api-paths';

function createApiKey(input: CreateApiKeyRequest): Promise<CreatedApiKey & { message?: string }> {
  return api.adminAuth.post<CreatedApiKey & { message?: string }>(API.apikeys.create, input);
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: apiKeysKeys.all }), queryClient.invalidateQueries({ queryKey: ['profile'] })]),
  });
}
