import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { ruleChangeImpactAnswer, type RuleChangeImpact } from '@lbo/contracts/rule-changes';
import { approvalKeys } from './approval-keys';

export type { RuleChangeImpact };

/** A proposal's impact as stored when proposed; `refresh` works it out again over the current rules (and stores it). */
async function getRuleChangeImpact(id: string, refresh = false): Promise<RuleChangeImpact> {
  const query = refresh ? { refresh: 'true' } : undefined;
  return (await api.bre.read(pathTo(API.ruleChanges.byIdImpact, { id }), { query, answer: ruleChangeImpactAnswer })).data;
}

export function useRuleChangeImpact(id: string) {
  return useQuery({ queryKey: approvalKeys.impact(id), queryFn: () => getRuleChangeImpact(id) });
}

/** "Work it out again": the answer replaces the stored one in the cache. */
export function useRefreshRuleChangeImpact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getRuleChangeImpact(id, true),
    onSuccess: (data) => queryClient.setQueryData(approvalKeys.impact(id), data),
  });
}
