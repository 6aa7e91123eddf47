import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rulesInfoAnswer, type RulesInfoRow } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
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

/** The bank and product pairs that have rules, a page at a time. */
async function getRulesInfo({ search, page, limit }: RulesInfoParams): Promise<RulesInfoPage> {
  const { data } = await api.crm.read(API.rulesinfo.getAllRulesinfo, { query: { search_query: search, page, limit }, answer: rulesInfoAnswer });
  return { rows: data.rulesInfoData, total: data.pageDetails.totalCount };
}

const rulesInfoQueryOptions = (params: RulesInfoParams) =>
  queryOptions({ queryKey: ruleKeys.infoPage(params), queryFn: () => getRulesInfo(params), placeholderData: keepPreviousData });

export function useRulesInfo(params: RulesInfoParams) {
  return useQuery(rulesInfoQueryOptions(params));
}
