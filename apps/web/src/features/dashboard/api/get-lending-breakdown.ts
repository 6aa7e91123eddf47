import { useQuery } from '@tanstack/react-query';
import { decisionBreakdownAnswer, type DecisionBreakdown } from '@lbo/contracts/decision-analytics';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

async function getLendingBreakdown(): Promise<DecisionBreakdown> {
  return (await api.bre.read(API.analytics.decisionsBreakdown, { answer: decisionBreakdownAnswer })).data;
}

/**
 * The last 30 days' reasons and lenders (the analytics window's default), for the dashboard's top
 * lists; asked again while days of the window are still being rolled up.
 */
export function useLendingBreakdown(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'lending-breakdown'],
    queryFn: getLendingBreakdown,
    enabled,
    staleTime: 30_000,
    refetchInterval: (q) => (q.state.data?.pendingDays ? 2000 : false),
  });
}
