import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { approvalKeys } from './approval-keys';
import { ruleKeys } from './rule-keys';

interface ApprovedRuleChange {
  id: string;
  state: 'approved';
  /** null when the approved change turned out to change nothing (no new version). */
  version: number | null;
}

/** Approves a proposal; `confirm` goes ahead although test cases would break (the server answers 409 first). */
async function approveRuleChange({ id, confirm, reason }: { id: string; confirm?: boolean; reason?: string }): Promise<ApprovedRuleChange> {
  const options = confirm ? { query: { confirm: 'true' } } : undefined;
  return (await api.bre.post<{ data: ApprovedRuleChange }>(pathTo(API.ruleChanges.byIdApprove, { id }), reason ? { reason } : {}, options)).data;
}

async function rejectRuleChange({ id, reason }: { id: string; reason: string }): Promise<void> {
  await api.bre.post(pathTo(API.ruleChanges.byIdReject, { id }), { reason });
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
