import { RULE_MESSAGES } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { useGroupMutation } from './group-mutation';
import type { Pair } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

export async function deleteMultiplierRule(id: string): Promise<string> {
  const body = await api.crm.delete<{ message?: string }>(API.multiplier.deleteMultiplierRule, { query: { id } });
  return body.message || RULE_MESSAGES.ruleDeleted;
}

export function useDeleteMultiplierRule(pair: Pair) {
  return useGroupMutation('multiplier', pair, deleteMultiplierRule);
}
