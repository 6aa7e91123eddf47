import { RULE_MESSAGES } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { useGroupMutation } from './group-mutation';
import type { Pair } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

export async function deleteRegistrationRule(id: string): Promise<string> {
  const body = await api.crm.delete<{ message?: string }>(API.registrationrules.deleteRegistrationRule, { query: { id } });
  return body.message || RULE_MESSAGES.registrationDeleted;
}

export function useDeleteRegistrationRule(pair: Pair) {
  return useGroupMutation('registrationType', pair, deleteRegistrationRule);
}
