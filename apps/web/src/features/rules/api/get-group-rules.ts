import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_LIMIT } from '@lbo/contracts/limits';
import type { RuleGroupDefinition, RuleRowAnswer } from '@lbo/contracts/rule-groups';
import { api } from '@/lib/api-client';
import { answersOf } from './group-answers';
import { ruleKeys, type Pair } from './rule-keys';

/** A stored rule row as the editor reads it: the group's answer row. */
export type GroupRule = RuleRowAnswer;

/** A page answer's rows under one of its names (the list schema names them from the definition, so its type cannot). */
const rowsUnder = (data: object | null, name: string): GroupRule[] | undefined =>
  data && name in data ? (data as Record<string, GroupRule[]>)[name] : undefined;

const samePair = (pair: Pair) => (row: GroupRule) => row.bank_id === pair.bank_id && row.product_id === pair.product_id;

/**
 * A pair's rows of one group, read the way its definition says: the pair's rows, the one row
 * of a single form, or the bulk list (page 1, the largest page) narrowed to the pair or the bank.
 */
async function getGroupRules(definition: RuleGroupDefinition, pair: Pair): Promise<GroupRule[]> {
  const { list } = definition.api;
  const answer = answersOf(definition).list;
  if (list.read === 'page') {
    const scope = definition.scope === 'bank' ? { bank_id: pair.bank_id } : pair;
    const { data } = await api.crm.read(list.path, { query: { page: 1, limit: MAX_PAGE_LIMIT, ...scope }, answer });
    // The rows come under the definition's name; the specification lets a client read them under its other names too.
    const rows = [list.name ?? 'rules', ...(list.alsoRead ?? [])].map((name) => rowsUnder(data, name)).find((found) => found !== undefined) ?? [];
    return rows.filter(definition.scope === 'bank' ? (row) => row.bank_id === pair.bank_id : samePair(pair));
  }
  const { data } = await api.crm.read(list.path, { query: { ...pair }, answer });
  if (list.read === 'pairForm') {
    const row = data as GroupRule | null;
    return row ? [row] : [];
  }
  return (data as GroupRule[]).filter(samePair(pair));
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
