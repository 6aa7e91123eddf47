import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toAccessMap, type AccessMap } from '@lbo/contracts/permissions';
import { api } from '@/lib/api-client';
import { sessionActions, useSession } from '@/lib/session-store';
import { API } from '@lbo/contracts/api-paths';

/** The role's permission matrix as a map; `token` is passed while the session is not stored yet. */
export async function getRoleAccess(roleId: string, token?: string): Promise<AccessMap> {
  const result = await api.crm.signIn('GET', API.role.getRoleById, undefined, {
    query: { id: roleId },
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
    loadAnswer: () => import('@lbo/contracts/access-answers').then((m) => m.roleAnswer),
  });
  return toAccessMap(result.data.role_access);
}

const roleAccessQueryOptions = (roleId: string) =>
  queryOptions({
    queryKey: ['role-access', roleId],
    queryFn: () => getRoleAccess(roleId),
    staleTime: 5 * 60_000,
  });

/** Spec §9: how long the shell waits for the session's permissions before it shows the page anyway. */
export const SESSION_REHYDRATE_TIMEOUT_MS = 5000;

/**
 * Re-reads the signed-in user's permissions in the background, so a role
 * changed by an administrator takes effect without signing in again. Answers
 * whether the shell may show the page: at once when permissions were kept from
 * an earlier visit; else once they load, fail, or 5,000 ms pass.
 */
export function useRoleAccessRefresh(): boolean {
  const roleId = useSession((s) => s.user?.role_id ?? '');
  const signedIn = useSession((s) => s.token !== null);
  const kept = useSession((s) => Object.keys(s.accessMap).length > 0);
  const [timedOut, setTimedOut] = useState(false);
  const { data, isPending } = useQuery({ ...roleAccessQueryOptions(roleId), enabled: signedIn && roleId !== '' });
  useEffect(() => {
    if (data) sessionActions.setAccessMap(data);
  }, [data]);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), SESSION_REHYDRATE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  return kept || timedOut || roleId === '' || !isPending;
}
