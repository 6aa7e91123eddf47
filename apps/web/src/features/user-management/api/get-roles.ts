import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rolesPageAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import { accessKeys, listQuery, readPage, type ListParams } from './types';
import { API } from '@lbo/contracts/api-paths';

async function getRoles(params: ListParams) {
  return readPage((await api.crm.read(API.role.getAllRoles, { query: listQuery(params), answer: rolesPageAnswer })).data);
}

const rolesQueryOptions = (params: ListParams) =>
  queryOptions({ queryKey: [...accessKeys.roles, 'list', params], queryFn: () => getRoles(params), placeholderData: keepPreviousData });

export function useRoles(params: ListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...rolesQueryOptions(params), enabled });
}
