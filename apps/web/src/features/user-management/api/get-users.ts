import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usersPageAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import { accessKeys, listQuery, readPage, type ListParams } from './types';
import { API } from '@lbo/contracts/api-paths';

async function getUsers(params: ListParams) {
  return readPage((await api.crm.read(API.crmAuth.getAllUsers, { query: listQuery(params), answer: usersPageAnswer })).data);
}

const usersQueryOptions = (params: ListParams) =>
  queryOptions({ queryKey: [...accessKeys.users, 'list', params], queryFn: () => getUsers(params), placeholderData: keepPreviousData });

export function useUsers(params: ListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...usersQueryOptions(params), enabled });
}
