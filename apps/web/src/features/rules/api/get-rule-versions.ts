import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RuleVersionList, RuleVersionSummary } from '@lbo/contracts/rule-versions';
import { api } from '@/lib/api-client';
import { governanceKeys } from './governance-keys';
import { API } from '@lbo/contracts/api-paths';

/** How a version came about (accountable rule changes); absent from servers that predate it. */
export type VersionKind = 'edit' | 'restore' | 'import' | 'approval';

/** A version as listed, with why it was made. */
export type RuleVersionItem = RuleVersionSummary & { reason?: string | null; kind?: VersionKind };

async function getRuleVersions(page: number, limit: number): Promise<RuleVersionList & { items: RuleVersionItem[] }> {
  return (await api.bre.get<{ data: RuleVersionList & { items: RuleVersionItem[] } }>(API.ruleVersions.base, { query: { page, limit } })).data;
}

/** Rule-set versions, newest first, with the number of the current one. */
export function useRuleVersions(page: number, limit: number) {
  return useQuery({ queryKey: governanceKeys.versions(page, limit), queryFn: () => getRuleVersions(page, limit), placeholderData: keepPreviousData });
}
