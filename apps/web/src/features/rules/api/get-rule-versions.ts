import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RuleVersionList } from '@lbo/contracts/rule-versions';
import { api } from '@/lib/api-client';
import { governanceKeys } from './governance-keys';
import { API } from '@lbo/contracts/api-paths';

export async function getRuleVersions(page: number, limit: number): Promise<RuleVersionList> {
  return (await api.bre.get<{ data: RuleVersionList }>(API.ruleVersions.base, { query: { page, limit } })).data;
}

/** Rule-set versions, newest first, with the number of the current one. */
export function useRuleVersions(page: number, limit: number) {
  return useQuery({ queryKey: governanceKeys.versions(page, limit), queryFn: () => getRuleVersions(page, limit), placeholderData: keepPreviousData });
}
