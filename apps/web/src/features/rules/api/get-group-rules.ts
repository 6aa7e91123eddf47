import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_LIMIT } from '@lbo/contracts/limits';
import type { RuleGroupDefinition } from '@lbo/contracts/rule-groups';
import { api } from '@/lib/api-client';
import { dataOf, pick, samePair } from '../utils/unwrap';
import { ruleKeys, type Pair } from './rule-keys';

/** A stored rule row as the editor reads it. */
export type GroupRule = Record<string, unknown> & { id: string; bank_id: string; product_id?: string; is_active: boolean };

/**
 * A pair's rows of one group, read the way its definition says: the pair's rows, the one row
 * of a single form, or the bulk list (page 1, the largest page) narrowed to the pair or the bank.
 */
export async function getGroupRules(definition: RuleGroupDefinition, pair: Pair): Promise<GroupRule[]> {
  const { list } = definition.api;
  if (list.read === 'page') {
    const scope = definition.scope === 'bank' ? { bank_id: pair.bank_id } : pair;
    const body = await api.crm.get<unknown>(list.path, { query: { page: 1, limit: MAX_PAGE_LIMIT, ...scope } });
    const rows = pick<GroupRule[]>(body, list.name ?? 'rules', ...(list.alsoRead ?? [])) ?? [];
    return rows.filter(definition.scope === 'bank' ? (row) => row.bank_id === pair.bank_id : samePair(pair));
  }
  const body = await api.crm.get<unknown>(list.path, { query: { ...pair } });
  if (list.read === 'pairForm') {
    const row = dataOf<GroupRule | null>(body);
    return row ? [row] : [];
  }
  return (dataOf<GroupRule[] | null>(body) ?? []).filter(samePair(pair));
}

export function useGroupRules(definition: RuleGroupDefinition, pair: Pair) {
  return useQuery({ queryKey: ruleKeys.group(definition.group, pair), queryFn: () => getGroupRules(definition, pair) });
}

/** The row a single form edits: the first active one, else the first (null before one is created). */
export function useGroupRule(definition: RuleGroupDefinition, pair: Pair) {
  return useQuery({
    queryKey: ruleKeys.group(definition.group, pair),
    queryFn: () => getGroupRules(definition, pair),
    select: (rows) => rows.find((row) => row.is_active) ?? rows[0] ?? null,
  });
}
