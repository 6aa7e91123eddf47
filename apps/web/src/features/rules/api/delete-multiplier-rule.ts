import { RULE_MESSAGES } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { useGroupMutation } from './group-mutation';
import type { Pair } from './rule-keys';

export async function deleteMultiplierRule(id: string): Promise<string> {
  const body = await api.crm.delete<{ message?: string }>('/api/multiplier/deleteMultiplierRule', { query: { id } });
  return body.message || RULE_MESSAGES.ruleDeleted;
}

export function useDeleteMultiplierRule(pair: Pair) {
  return useGroupMutation('multiplier', pair, deleteMultiplierRule);
}
