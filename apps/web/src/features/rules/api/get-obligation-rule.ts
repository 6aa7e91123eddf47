import { useQuery } from '@tanstack/react-query';
import type { ObligationRule } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { pick, samePair } from '../utils/unwrap';
import { ruleKeys, type Pair } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

/** The bulk list (limit 1000) narrowed to the pair. */
export async function getObligationRule(pair: Pair): Promise<ObligationRule | null> {
  const body = await api.crm.get<unknown>(API.obligationrules.getAllObligationRules, { query: { page: 1, limit: 1000, ...pair } });
  const rows = (pick<ObligationRule[]>(body, 'obligation_rules') ?? []).filter(samePair(pair));
  return rows.find((r) => r.is_active) ?? rows[0] ?? null;
}

export function useObligationRule(pair: Pair) {
  return useQuery({ queryKey: ruleKeys.group('obligationType', pair), queryFn: () => getObligationRule(pair) });
}
