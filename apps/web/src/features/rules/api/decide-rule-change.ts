import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { approvedChangeAnswer, rejectedChangeAnswer } from '@lbo/contracts/rule-changes';
import { approvalKeys } from './approval-keys';
import { ruleKeys } from './rule-keys';

/** Approves a proposal; `confirm` goes ahead although test cases would break (the server answers 409 first). */
async function approveRuleChange({ id, confirm, reason }: { id: string; confirm?: boolean; reason?: string }) {
  const query = confirm ? { confirm: 'true' } : undefined;
  return (await api.bre.send('POST', pathTo(API.ruleChanges.byIdApprove, { id }), reason ? { reason } : {}, { query, answer: approvedChangeAnswer })).data;
}

async function rejectRuleChange({ id, reason }: { id: string; reason: string }): Promise<void> {
  await api.bre.send('POST', pathTo(API.ruleChanges.byIdReject, { id }), { reason }, { answer: rejectedChangeAnswer });
}

/** An approval changes the rules: everything the feature reads is stale (rules, versions, proposals all sit under ruleKeys.all). */
export function useApproveRuleChange() {
  const queryClient = useQueryClient();
  // Refused too: the proposal may have been decided by someone else meanwhile.
  return useMutation({ mutationFn: approveRuleChange, onSettled: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }) });
}

export function useRejectRuleChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectRuleChange, onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }) });
}
