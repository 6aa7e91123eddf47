import type { RuleGroupDefinition } from '@lbo/contracts/rule-groups';
import { api } from '@/lib/api-client';
import { proposalOf, reasonHeaders, withReason } from '../utils/change-reason';
import { useGroupMutation } from './group-mutation';
import type { Pair } from './rule-keys';

/** The message to show; `proposed` when approvals are on and the delete waits for one (the row stays). */
export interface DeleteAnswer {
  message: string;
  proposed: boolean;
}

export async function deleteGroupRule(definition: RuleGroupDefinition, id: string, reason?: string): Promise<DeleteAnswer> {
  const body = await api.crm.delete<{ message?: string }>(definition.api.delete.path, {
    query: { id },
    headers: reasonHeaders(reason),
    body: withReason(undefined, reason),
  });
  const proposal = proposalOf(body);
  if (proposal) return { message: proposal.message, proposed: true };
  return { message: body?.message || definition.api.delete.message, proposed: false };
}

export function useDeleteGroupRule(definition: RuleGroupDefinition, pair: Pair) {
  return useGroupMutation(definition.group, pair, ({ id, reason }: { id: string; reason?: string }) => deleteGroupRule(definition, id, reason));
}
