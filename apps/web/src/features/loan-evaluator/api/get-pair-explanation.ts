import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ExplainedEntry } from '../types';
import { API, pathTo } from '@lbo/contracts/api-paths';

interface ExplanationResponse {
  data: ExplainedEntry;
}

/** The full explanation of one bank and product of a stored evaluation, recomputed by the server. */
export async function getPairExplanation(applicationId: string, bankId: string, productId: string): Promise<ExplainedEntry> {
  const path = pathTo(API.loanapplication.byApplicationIdPairsByBankIdByProductIdExplanation, { applicationId, bankId, productId });
  return (await api.bre.get<ExplanationResponse>(path)).data;
}

/** Loaded when the card is expanded; a decision never changes, so the answer is kept for the session. */
export function usePairExplanation(applicationId: string | undefined, bankId: string, productId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['loan-evaluator', 'explanation', applicationId, bankId, productId],
    queryFn: () => getPairExplanation(applicationId!, bankId, productId),
    enabled: enabled && Boolean(applicationId),
    staleTime: Infinity,
    retry: false,
  });
}
