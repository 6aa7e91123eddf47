import { isApiError } from '@/lib/api-client';

/** The server's messages (each once: two clashing rows give the same one twice), else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.messages.length > 0) return [...new Set(error.messages)].join(', ');
  return fallback;
}
