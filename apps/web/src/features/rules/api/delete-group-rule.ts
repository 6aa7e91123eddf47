import type { RuleGroupDefinition } from '@lbo/contracts/rule-groups';
import { api } from '@/lib/api-client';
import { z } from 'zod';
import { proposedChangeAnswer } from '@lbo/contracts/rule-changes';
import { isProposed, messageOf, proposalFrom, reasonHeaders, withReason } from '../utils/change-reason';
import { answersOf } from './group-answers';
import { useGroupMutation } from './group-mutation';
import type { Pair } from './rule-keys';

/** The message to show; `proposed` when approvals are on and the delete waits for one (the row stays). */
export interface DeleteAnswer {
  message: string;
  proposed: boolean;
}

async function deleteGroupRule(definition: RuleGroupDefinition, id: string, reason?: string): Promise<DeleteAnswer> {
  const body = await api.crm.send('DELETE', definition.api.delete.path, withReason(undefined, reason), {
    query: { id },
    headers: reasonHeaders(reason),
    answer: z.union([proposedChangeAnswer, answersOf(definition).one]),
  });
  if (isProposed(body)) return { message: proposalFrom(body).message, proposed: true };
  return { message: messageOf(body, definition.api.delete.message), proposed: false };
}

export function useDeleteGroupRule(definition: RuleGroupDefinition, pair: Pair) {
  return useGroupMutation(definition.group, pair, ({ id, reason }: { id: string; reason?: string }) => deleteGroupRule(definition, id, reason));
}
