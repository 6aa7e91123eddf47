import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';
import type { RuleApprovalsState } from '@lbo/contracts/rule-changes';
import { approvalKeys } from './approval-keys';

/** The setting and who switched it when (`changes` absent from older servers' answers). */
type RuleApprovalsSetting = Omit<RuleApprovalsState, 'changes'> & Partial<Pick<RuleApprovalsState, 'changes'>>;

async function getRuleApprovals(): Promise<RuleApprovalsSetting> {
  return (await api.bre.get<{ data: RuleApprovalsSetting }>(API.settings.ruleApprovals)).data;
}

/** Whether rule changes need a second person's approval (then every change needs a reason). */
export function useRuleApprovals() {
  return useQuery({ queryKey: approvalKeys.setting(), queryFn: getRuleApprovals, staleTime: 30_000 });
}

async function setRuleApprovals(required: boolean): Promise<RuleApprovalsSetting> {
  const body = await api.bre.put<{ data?: RuleApprovalsSetting }>(API.settings.ruleApprovals, { required });
  return body.data ?? { required };
}

export function useSetRuleApprovals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRuleApprovals,
    onSuccess: (setting) => queryClient.setQueryData(approvalKeys.setting(), setting),
  });
}
