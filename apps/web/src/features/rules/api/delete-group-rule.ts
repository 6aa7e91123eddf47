import type { RuleGroupDefinition } from '@lbo/contracts/rule-groups';
import { api } from '@/lib/api-client';
import { useGroupMutation } from './group-mutation';
import type { Pair } from './rule-keys';

export async function deleteGroupRule(definition: RuleGroupDefinition, id: string): Promise<string> {
  const body = await api.crm.delete<{ message?: string }>(definition.api.delete.path, { query: { id } });
  return body.message || definition.api.delete.message;
}

export function useDeleteGroupRule(definition: RuleGroupDefinition, pair: Pair) {
  return useGroupMutation(definition.group, pair, (id: string) => deleteGroupRule(definition, id));
}
