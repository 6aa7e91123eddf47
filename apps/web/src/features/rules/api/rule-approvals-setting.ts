import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';
import { ruleApprovalsStateAnswer, type RuleApprovalsState } from '@lbo/contracts/rule-changes';
import { approvalKeys } from './approval-keys';

/** The setting and who switched it when. */
async function getRuleApprovals(): Promise<RuleApprovalsState> {
  return (await api.bre.read(API.settings.ruleApprovals, { answer: ruleApprovalsStateAnswer })).data;
}

/** Whether rule changes need a second person's approval (then every change needs a reason). */
export function useRuleApprovals() {
  return useQuery({ queryKey: approvalKeys.setting(), queryFn: getRuleApprovals, staleTime: 30_000 });
}

/** The server answers the setting as a GET does, so the cache takes it as it is. */
async function setRuleApprovals(required: boolean): Promise<RuleApprovalsState> {
  return (await api.bre.send('PUT', API.settings.ruleApprovals, { required }, { answer: ruleApprovalsStateAnswer })).data;
}

export function useSetRuleApprovals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRuleApprovals,
    onSuccess: (setting) => queryClient.setQueryData(approvalKeys.setting(), setting),
  });
}
