import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { okAnswer } from '@lbo/contracts/answers';
import { listDataSchema } from '@lbo/contracts/master-data-answers';
import { api } from '@/lib/api-client';
import type { Page } from '@/lib/list-page';
import { listQuery, masterDataKeys, type ListParams } from './types';

export interface ListSource<Row extends z.ZodType> {
  /** Query-key name of the entity ('bank'). */
  key: string;
  path: string;
  /** Where the answer puts the rows (`data.banks`); the first is read. */
  listKeys: readonly string[];
  /** The answer's row, from the contracts: the list is read through the list schema built from it. */
  row: Row;
  withTotalCount?: boolean | undefined;
}

export async function getResourceList<Row extends z.ZodType>(source: ListSource<Row>, params: ListParams): Promise<Page<z.output<Row>>> {
  const answer = okAnswer(listDataSchema(source.listKeys, source.row, source.withTotalCount));
  const { data } = await api.crm.read(source.path, { query: listQuery(params), answer });
  // The schema holds the rows under names known only when it is built, so its type cannot name them.
  const rows = (data as unknown as Record<string, z.output<Row>[]>)[source.listKeys[0]!] ?? [];
  return { rows, total: data.pagination.total };
}

const resourceListQueryOptions = <Row extends z.ZodType>(source: ListSource<Row>, params: ListParams) =>
  queryOptions({
    queryKey: masterDataKeys.list(source.key, params),
    queryFn: () => getResourceList(source, params),
    placeholderData: keepPreviousData,
  });

export function useResourceList<Row extends z.ZodType>(source: ListSource<Row>, params: ListParams) {
  return useQuery(resourceListQueryOptions(source, params));
}
