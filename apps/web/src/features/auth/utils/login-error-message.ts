import { AUTH_MESSAGES } from '@lbo/contracts/auth-messages';
import { getErrorMessage, isApiError } from '@/lib/api-client';

/** Spec §8: the server's message, plus the attempts left after a wrong password. */
export function loginErrorMessage(error: unknown): string {
  const message = getErrorMessage(error, AUTH_MESSAGES.loginFailed);
  if (!isApiError(error) || error.status !== 401) return message;
  const limitLeft = (error.data as { limit_left?: unknown } | null | undefined)?.limit_left;
  if (typeof limitLeft !== 'number') return message;
  return `${message}. You've only ${limitLeft} ${limitLeft === 1 ? 'try' : 'tries'} remaining`;
}
