import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';
import { approvalKeys, type RuleChangeState } from './approval-keys';

export type { RuleChangeState };

/** A proposed rule change (maker-checker) as `GET /api/rule-changes` lists it. */
export interface ProposedRuleChange {
  id: string;
  state: RuleChangeState;
  kind: 'save' | 'delete' | 'restore';
  group: string | null;
  groupLabel: string | null;
  bankId: string | null;
  bankName: string | null;
  productId: string | null;
  productName: string | null;
  summary: string;
  reason: string;
  proposedBy: { id: string; name: string | null };
  proposedAt: string;
  decidedBy: { id: string; name: string | null } | null;
  decidedAt: string | null;
  decisionReason: string | null;
  appliedVersion: number | null;
}

export interface ProposedRuleChangeList {
  items: ProposedRuleChange[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export async function getRuleChanges(state: RuleChangeState, page: number, limit: number): Promise<ProposedRuleChangeList> {
  const body = await api.bre.get<ProposedRuleChangeList | { data: ProposedRuleChangeList }>(API.ruleChanges.base, { query: { state, page, limit } });
  return 'items' in body ? body : body.data;
}

export function useRuleChanges(state: RuleChangeState, page: number, limit: number) {
  return useQuery({
    queryKey: approvalKeys.changes(state, page, limit),
    queryFn: () => getRuleChanges(state, page, limit),
    placeholderData: keepPreviousData,
  });
}
