import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageDetails, RulesInfoRow } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { pick } from '../utils/unwrap';
import { ruleKeys } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

export interface RulesInfoPage {
  rows: RulesInfoRow[];
  total: number;
}

export interface RulesInfoParams {
  search: string;
  page: number;
  limit: number;
}

/** The bank and product pairs that have rules; rulesInfoData and pageDetails may sit at the top or under data. */
export async function getRulesInfo({ search, page, limit }: RulesInfoParams): Promise<RulesInfoPage> {
  const body = await api.crm.get<unknown>(API.rulesinfo.getAllRulesinfo, { query: { search_query: search, page, limit } });
  const rows = pick<RulesInfoRow[]>(body, 'rulesInfoData') ?? [];
  const details = pick<Partial<PageDetails>>(body, 'pageDetails');
  return { rows, total: details?.totalCount ?? rows.length };
}

export const rulesInfoQueryOptions = (params: RulesInfoParams) =>
  queryOptions({ queryKey: ruleKeys.infoPage(params), queryFn: () => getRulesInfo(params), placeholderData: keepPreviousData });

export function useRulesInfo(params: RulesInfoParams) {
  return useQuery(rulesInfoQueryOptions(params));
}
