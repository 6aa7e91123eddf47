import { useQuery } from '@tanstack/react-query';
import { explanationAnswer, isExplainedEntry } from '@lbo/contracts/loan-application-answers';
import { api } from '@/lib/api-client';
import type { ExplainedEntry } from '../types';
import { API, pathTo } from '@lbo/contracts/api-paths';

/**
 * The full explanation of one bank and product of a stored evaluation, recomputed by the server;
 * null for a decision made before rule versions, whose explanation was kept in an older shape.
 */
async function getPairExplanation(applicationId: string, bankId: string, productId: string): Promise<ExplainedEntry | null> {
  const path = pathTo(API.loanapplication.byApplicationIdPairsByBankIdByProductIdExplanation, { applicationId, bankId, productId });
  const { data } = await api.bre.read(path, { answer: explanationAnswer });
  return isExplainedEntry(data) ? data : null;
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
