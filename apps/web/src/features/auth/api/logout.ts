import { emptyAnswer } from '@lbo/contracts/answers';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

/** Revokes the server session (bearer header and cookie); the caller clears local state whatever happens. */
export async function logout(): Promise<void> {
  await api.crm.send('POST', API.crmAuth.logout, undefined, { skipSessionExpiry: true, answer: emptyAnswer });
}
