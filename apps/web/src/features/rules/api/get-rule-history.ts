import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RULE_HISTORY_PAGE_SIZE, ruleHistoryAnswer } from '@lbo/contracts/rules';
import type { AnswerOf } from '@lbo/contracts/answers';
import { api } from '@/lib/api-client';
import { ruleKeys, type Pair } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

/** A history entry with why and how the change was made (restores, imports and approvals appear too). */
export type HistoryEntry = AnswerOf<typeof ruleHistoryAnswer>['data']['history'][number];

export interface RuleHistoryPage {
  changes: HistoryEntry[];
  total: number;
}

async function getRuleHistory(pair: Pair, page: number): Promise<RuleHistoryPage> {
  const { data } = await api.crm.read(API.rulesinfo.getRuleHistory, { query: { ...pair, page, limit: RULE_HISTORY_PAGE_SIZE }, answer: ruleHistoryAnswer });
  return { changes: data.history, total: data.pageDetails.totalCount };
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
