import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PageDetails } from '@lbo/contracts/access';
import { api } from '@/lib/api-client';
import { listQuery, readPage, type ListParams } from './types';

/** A page of roles or users, searched and sorted by the server; the previous page stays on screen while the next loads. */
export function useAccessPage<T>(
  key: readonly string[],
  path: string,
  answer: z.ZodType<{ data: { userdata: T[]; pageDetails: PageDetails } }>,
  params: ListParams,
) {
  return useQuery({
    queryKey: [...key, 'list', params],
    queryFn: async () => readPage((await api.crm.read(path, { query: listQuery(params), answer })).data),
    placeholderData: keepPreviousData,
  });
}
