import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

/** Revokes the server session (bearer header and cookie); the caller clears local state whatever happens. */
export async function logout(): Promise<void> {
  await api.crm.signIn('POST', API.crmAuth.logout, undefined, {
    skipSessionExpiry: true,
    loadAnswer: () => import('@lbo/contracts/answers').then((m) => m.emptyAnswer),
  });
}
