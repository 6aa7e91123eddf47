import { useQuery } from '@tanstack/react-query';
import type { FoirRule } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { pick, samePair } from '../utils/unwrap';
import { ruleKeys, type Pair } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

/** The bulk list (page 1, limit 10000) read as foirRules and narrowed to the pair. */
export async function getFoirRules(pair: Pair): Promise<FoirRule[]> {
  const body = await api.crm.get<unknown>(API.foir.getAllfoirrules, { query: { page: 1, limit: 10000, ...pair } });
  return (pick<FoirRule[]>(body, 'foirRules') ?? []).filter(samePair(pair));
}

export function useFoirRules(pair: Pair) {
  return useQuery({ queryKey: ruleKeys.group('foir', pair), queryFn: () => getFoirRules(pair) });
}
