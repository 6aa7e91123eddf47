import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShortUrlRequest } from '@lbo/contracts/shortener';
import { shortUrlItemSchema } from '@lbo/contracts/shortener-answers';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

function createShortUrl(input: CreateShortUrlRequest) {
  return api.adminAuth.send('POST', API.short.base, input, { answer: shortUrlItemSchema });
}

export function useCreateShortUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShortUrl,
    // The list, and the link counters of the dashboard and profile.
    onSuccess: () => Promise.all(['shortener', 'dashboard', 'profile'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}
