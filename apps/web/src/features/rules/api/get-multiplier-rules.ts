import { useQuery } from '@tanstack/react-query';
import type { MultiplierRule } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { dataOf, samePair } from '../utils/unwrap';
import { ruleKeys, type Pair } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

export async function getMultiplierRules(pair: Pair): Promise<MultiplierRule[]> {
  const body = await api.crm.get<unknown>(API.multiplier.getMultiplierRuleByBankandProductId, { query: { ...pair } });
  return (dataOf<MultiplierRule[]>(body) ?? []).filter(samePair(pair));
}

export function useMultiplierRules(pair: Pair) {
  return useQuery({ queryKey: ruleKeys.group('multiplier', pair), queryFn: () => getMultiplierRules(pair) });
}
