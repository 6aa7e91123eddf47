import { useQuery } from '@tanstack/react-query';
import type { BankSalaryRule } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { dataOf, samePair } from '../utils/unwrap';
import { ruleKeys, type Pair } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

export async function getBankSalaryRules(pair: Pair): Promise<BankSalaryRule[]> {
  const body = await api.crm.get<unknown>(API.banksalary.getSalaryRulesByBankandProduct, { query: { ...pair } });
  return (dataOf<BankSalaryRule[]>(body) ?? []).filter(samePair(pair));
}

export function useBankSalaryRules(pair: Pair) {
  return useQuery({ queryKey: ruleKeys.group('bankSalary', pair), queryFn: () => getBankSalaryRules(pair) });
}
