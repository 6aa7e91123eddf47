import { RULE_MESSAGES } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { useGroupMutation } from './group-mutation';
import type { Pair } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

export async function deleteBankSalaryRule(id: string): Promise<string> {
  const body = await api.crm.delete<{ message?: string }>(API.banksalary.deleteBankSalaryRule, { query: { id } });
  return body.message || RULE_MESSAGES.bankSalaryDeleted;
}

export function useDeleteBankSalaryRule(pair: Pair) {
  return useGroupMutation('bankSalary', pair, deleteBankSalaryRule);
}
