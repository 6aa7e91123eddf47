import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RULE_HISTORY_PAGE_SIZE, type PageDetails, type RuleChange } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { pick } from '../utils/unwrap';
import { ruleKeys, type Pair } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

/** A history entry with why and how the change was made (restores, imports and approvals appear too). */
export type HistoryEntry = RuleChange & { reason?: string | null; version?: number | null; kind?: string };

export interface RuleHistoryPage {
  changes: HistoryEntry[];
  total: number;
}

export async function getRuleHistory(pair: Pair, page: number): Promise<RuleHistoryPage> {
  const body = await api.crm.get<unknown>(API.rulesinfo.getRuleHistory, { query: { ...pair, page, limit: RULE_HISTORY_PAGE_SIZE } });
  const changes = pick<HistoryEntry[]>(body, 'history') ?? [];
  return { changes, total: pick<PageDetails>(body, 'pageDetails')?.totalCount ?? changes.length };
}

/** The pair's rule changes, newest first, a page at a time. */
export function useRuleHistory(pair: Pair, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ruleKeys.history(pair), page],
    queryFn: () => getRuleHistory(pair, page),
    placeholderData: keepPreviousData,
    enabled,
  });
}
