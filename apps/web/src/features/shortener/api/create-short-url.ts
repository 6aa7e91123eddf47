import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShortUrlRequest, ShortUrlItem } from '@lbo/contracts/shortener';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

function createShortUrl(input: CreateShortUrlRequest): Promise<ShortUrlItem> {
  return api.adminAuth.post<ShortUrlItem>(API.short.base, input);
}

export function useCreateShortUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShortUrl,
    // The list, and the link counters of the dashboard and profile.
    onSuccess: () => Promise.all(['shortener', 'dashboard', 'profile'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}
