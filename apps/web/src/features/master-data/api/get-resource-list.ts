import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listQuery, masterDataKeys, readPage, type ListParams, type ListReply } from './types';

export interface ListSource {
  /** Query-key name of the entity ('bank'). */
  key: string;
  path: string;
  listKeys: readonly string[];
}

export async function getResourceList<T>(source: ListSource, params: ListParams) {
  return readPage<T>(await api.crm.get<ListReply>(source.path, { query: listQuery(params) }), source.listKeys);
}

const resourceListQueryOptions = <T>(source: ListSource, params: ListParams) =>
  queryOptions({
    queryKey: masterDataKeys.list(source.key, params),
    queryFn: () => getResourceList<T>(source, params),
    placeholderData: keepPreviousData,
  });

export function useResourceList<T>(source: ListSource, params: ListParams) {
  return useQuery(resourceListQueryOptions<T>(source, params));
}
