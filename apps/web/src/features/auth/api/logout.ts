import { api } from '@/lib/api-client';

/** Revokes the server session (bearer header and cookie); the caller clears local state whatever happens. */
export async function logout(): Promise<void> {
  await api.crm.post('/api/crmAuth/logout', undefined, { skipSessionExpiry: true });
}
