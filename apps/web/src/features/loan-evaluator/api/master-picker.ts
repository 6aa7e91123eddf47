import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { okAnswer } from '@lbo/contracts/answers';
import { listDataSchema } from '@lbo/contracts/master-data-answers';
import { nextPickerPage, toPickerPage, type PickerQueryRequest } from '@/components/ui/paged-picker-source';
import { api } from '@/lib/api-client';

/*
 * The evaluator picks the applicant's company and city from master data: the same list call (a
 * page of a search) and the same by-id call (the name of a saved choice) for both, read with the
 * master-data answers' schemas.
 */

interface MasterCall<Row extends z.ZodObject> {
  /** The query keys' name, and for a list where its answer puts the rows ('cities'). */
  name: string;
  path: string;
  row: Row;
}

/** Pages of the rows matching `search`, loaded while the picker is open. */
export function pickerOptionsQuery<Row extends z.ZodObject>({ name, path, row }: MasterCall<Row>) {
  const answer = okAnswer(listDataSchema([name], row));
  const getPage = async (search: string, page: number, pageSize: number) => {
    const { data } = await api.crm.read(path, { query: { search: search.trim(), page, limit: pageSize }, answer });
    // listDataSchema keys the rows by a runtime name, so its type cannot name them.
    const rows = (data as Record<string, unknown>)[name] as z.output<Row>[];
    return toPickerPage(rows, { page, pageSize }, data.pagination);
  };
  return function useOptions({ search, pageSize, enabled }: PickerQueryRequest) {
    return useInfiniteQuery({
      queryKey: ['loan-evaluator', name, search.trim(), pageSize],
      queryFn: ({ pageParam }) => getPage(search, pageParam, pageSize),
      initialPageParam: 1,
      getNextPageParam: nextPickerPage,
      enabled,
      // The previous list stays while the next search loads, so it does not flicker.
      placeholderData: keepPreviousData,
    });
  };
}

/** The name of a chosen row when only its id is known. */
export function selectedNameQuery({ name, path, row }: MasterCall<z.ZodObject<{ name: z.ZodString }>>) {
  const answer = okAnswer(row);
  const getName = async (id: string) => (await api.crm.read(path, { query: { id }, answer })).data.name;
  return function useName(id: string, enabled: boolean) {
    return useQuery({ queryKey: ['loan-evaluator', name, id], queryFn: () => getName(id), enabled: enabled && id !== '', staleTime: 5 * 60_000 });
  };
}
