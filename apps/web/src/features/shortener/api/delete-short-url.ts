import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API, pathTo } from '@lbo/contracts/api-paths';

function deleteShortUrl(id: string): Promise<{ id: string; message?: string }> {
  return api.adminAuth.delete<{ id: string; message?: string }>(pathTo(API.short.byId, { id }));
}

export function useDeleteShortUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShortUrl,
    onSuccess: () => Promise.all(['shortener', 'dashboard', 'profile'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}
