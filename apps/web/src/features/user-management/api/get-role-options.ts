import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleOption } from '@lbo/contracts/access';
import { roleOptionsAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import { accessKeys } from './types';
import { API } from '@lbo/contracts/api-paths';

/** role/getRolesList: every role as a value and label, for the role select (spec §7). */
async function getRoleOptions(): Promise<RoleOption[]> {
  return (await api.crm.read(API.role.getRolesList, { answer: roleOptionsAnswer })).data;
}

const roleOptionsQueryOptions = () => queryOptions({ queryKey: accessKeys.roleOptions, queryFn: getRoleOptions });

export function useRoleOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...roleOptionsQueryOptions(), enabled });
}
