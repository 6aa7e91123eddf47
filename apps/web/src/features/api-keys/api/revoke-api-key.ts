import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiKeysKeys, type ApiKeyItem } from './types';
import { API, pathTo } from '@lbo/contracts/api-paths';

/** Revokes on the server (the original client only hid the key locally). */
function revokeApiKey(id: string): Promise<ApiKeyItem & { message?: string }> {
  return api.adminAuth.post<ApiKeyItem & { message?: string }>(pathTo(API.apikeys.revokeById, { id }));
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.all }),
  });
}
