import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { decisionBreakdownAnswer, type DecisionBreakdown, type DecisionBreakdownQuery } from '@lbo/contracts/decision-analytics';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

async function getDecisionBreakdown(query: DecisionBreakdownQuery): Promise<DecisionBreakdown> {
  return (await api.bre.read(API.analytics.decisionsBreakdown, { query: { ...query }, answer: decisionBreakdownAnswer })).data;
}

/** While days of the window are still being rolled up the figures are partial: asked again this often until they are not. */
const PENDING_REFETCH_MS = 2000;

/** Eligibility, reasons and amounts over a window, narrowed to a bank or product. */
export function useDecisionBreakdown(query: DecisionBreakdownQuery) {
  return useQuery({
    queryKey: ['decision-analytics', 'breakdown', query],
    queryFn: () => getDecisionBreakdown(query),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchInterval: (q) => (q.state.data?.pendingDays ? PENDING_REFETCH_MS : false),
  });
}
