import { useQuery } from '@tanstack/react-query';
import type { GeneralEligibilityRule } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { dataOf } from '../utils/unwrap';
import { ruleKeys, type Pair } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

/** The pair's general eligibility rule, or null before one is created. */
export async function getGeneralRule(pair: Pair): Promise<GeneralEligibilityRule | null> {
  const body = await api.crm.get<unknown>(API.generaleligibility.getGeneralRuleBybankandproduct, { query: { ...pair } });
  return dataOf<GeneralEligibilityRule | null>(body) ?? null;
}

export function useGeneralRule(pair: Pair) {
  return useQuery({ queryKey: ruleKeys.group('generalEligibility', pair), queryFn: () => getGeneralRule(pair) });
}
