import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleOption } from '@lbo/contracts/access';
import { api } from '@/lib/api-client';
import { accessKeys } from './types';
import { API } from '@lbo/contracts/api-paths';

type RawOption = { value?: string; label?: string; _id?: string; id?: string; role_name?: string; name?: string };
type RawList = RawOption[] | Record<string, string>;

function toOptions(raw: RawList | null | undefined): RoleOption[] {
  if (!raw) return [];
  if (Array.isArray(raw)) {
    return raw.map((o) => ({ value: o.value ?? o._id ?? o.id ?? '', label: o.label ?? o.role_name ?? o.name ?? '' })).filter((o) => o.value !== '');
  }
  return Object.entries(raw).map(([value, label]) => ({ value, label }));
}

/** role/getRolesList answers an array, data as an array, or data as a map of value to label (spec §7). */
async function getRoleOptions(): Promise<RoleOption[]> {
  const reply = await api.crm.get<RawList | { data?: RawList | null }>(API.role.getRolesList);
  return toOptions(Array.isArray(reply) ? reply : ((reply as { data?: RawList | null }).data ?? null));
}

const roleOptionsQueryOptions = () => queryOptions({ queryKey: accessKeys.roleOptions, queryFn: getRoleOptions });

export function useRoleOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...roleOptionsQueryOptions(), enabled });
}
