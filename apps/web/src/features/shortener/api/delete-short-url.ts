import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedShortUrlAnswer } from '@lbo/contracts/shortener-answers';
import { api } from '@/lib/api-client';
import { API, pathTo } from '@lbo/contracts/api-paths';

function deleteShortUrl(id: string) {
  return api.adminAuth.send('DELETE', pathTo(API.short.byId, { id }), undefined, { answer: deletedShortUrlAnswer });
}

export function useDeleteShortUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShortUrl,
    onSuccess: () => Promise.all(['shortener', 'dashboard', 'profile'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}
