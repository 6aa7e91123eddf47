import { RULE_MESSAGES, type BankSalaryRowValues, type BankSalaryRule } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { pick } from '../utils/unwrap';
import { useGroupMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';

/** The whole tab in one transaction (the single-row create and update calls exist too). */
export async function saveBankSalaryRules(pair: Pair, rules: BankSalaryRowValues[]): Promise<SaveAnswer<BankSalaryRule[]>> {
  const body = await api.crm.put<{ message?: string }>(
    '/api/banksalary/createandupdateBankSalaryRules',
    { rules: rules.map((r) => ({ ...r, ...pair })) },
    { query: { ...pair } },
  );
  return { value: pick<BankSalaryRule[]>(body, 'bankSalaryRules', 'rules') ?? [], message: body.message || RULE_MESSAGES.bankSalarySaved };
}

export function useSaveBankSalaryRules(pair: Pair) {
  return useGroupMutation('bankSalary', pair, (rules: BankSalaryRowValues[]) => saveBankSalaryRules(pair, rules));
}
