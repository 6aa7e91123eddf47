import { useQuery } from '@tanstack/react-query';
import type { EmploymentRule } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { dataOf } from '../utils/unwrap';
import { ruleKeys, type Pair } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

export async function getEmploymentRule(pair: Pair): Promise<EmploymentRule | null> {
  const body = await api.crm.get<unknown>(API.employementcriteria.getEmpcriteriaByBankandProductId, { query: { ...pair } });
  return dataOf<EmploymentRule | null>(body) ?? null;
}

export function useEmploymentRule(pair: Pair) {
  return useQuery({ queryKey: ruleKeys.group('employment', pair), queryFn: () => getEmploymentRule(pair) });
}
