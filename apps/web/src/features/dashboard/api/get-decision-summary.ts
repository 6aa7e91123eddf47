import { useQuery } from '@tanstack/react-query';
import { decisionSummaryAnswer, type DecisionSummary } from '@lbo/contracts/decision-analytics';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

async function getDecisionSummary(days: number): Promise<DecisionSummary> {
  return (await api.bre.read(API.analytics.decisionsSummary, { query: { days }, answer: decisionSummaryAnswer })).data;
}

/** Evaluations of the last `days` days, for the dashboard's lending figures. */
export function useDecisionSummary(days: number, enabled: boolean) {
  return useQuery({ queryKey: ['dashboard', 'decision-summary', days], queryFn: () => getDecisionSummary(days), enabled, staleTime: 30_000 });
}
