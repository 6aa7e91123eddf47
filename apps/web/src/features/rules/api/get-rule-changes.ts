import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';
import { ruleChangeListAnswer, type RuleChangeProposal, type RuleChangeProposalList } from '@lbo/contracts/rule-changes';
import { approvalKeys, type RuleChangeState } from './approval-keys';

export type { RuleChangeState };

/** A proposed rule change (maker-checker) as `GET /api/rule-changes` lists it: the server's own type. */
export type ProposedRuleChange = RuleChangeProposal;

async function getRuleChanges(state: RuleChangeState, page: number, limit: number): Promise<RuleChangeProposalList> {
  return (await api.bre.read(API.ruleChanges.base, { query: { state, page, limit }, answer: ruleChangeListAnswer })).data;
}

export function useRuleChanges(state: RuleChangeState, page: number, limit: number) {
  return useQuery({
    queryKey: approvalKeys.changes(state, page, limit),
    queryFn: () => getRuleChanges(state, page, limit),
    placeholderData: keepPreviousData,
  });
}
