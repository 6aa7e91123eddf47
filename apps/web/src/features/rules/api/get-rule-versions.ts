import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ruleVersionListAnswer, type RuleVersionKind, type RuleVersionList, type RuleVersionSummary } from '@lbo/contracts/rule-versions';
import { api } from '@/lib/api-client';
import { governanceKeys } from './governance-keys';
import { API } from '@lbo/contracts/api-paths';

/** How a version came about (accountable rule changes). */
export type VersionKind = RuleVersionKind;

/** A version as listed, with why it was made. */
export type RuleVersionItem = RuleVersionSummary;

async function getRuleVersions(page: number, limit: number): Promise<RuleVersionList> {
  return (await api.bre.read(API.ruleVersions.base, { query: { page, limit }, answer: ruleVersionListAnswer })).data;
}

/** Rule-set versions, newest first, with the number of the current one. */
export function useRuleVersions(page: number, limit: number) {
  return useQuery({ queryKey: governanceKeys.versions(page, limit), queryFn: () => getRuleVersions(page, limit), placeholderData: keepPreviousData });
}
