import type { AnswerOf, emptyAnswer } from '@lbo/contracts/answers';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

/** Revokes the server session (bearer header and cookie); the caller clears local state whatever happens. */
export async function logout(): Promise<void> {
  // Typed by its contract schema, not checked against it: the sign-in screens ship without zod (ADR 0031).
  await api.crm.post<AnswerOf<typeof emptyAnswer>>(API.crmAuth.logout, undefined, { skipSessionExpiry: true });
}
