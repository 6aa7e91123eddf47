import { keepPreviousData, useMutation, useQueries } from '@tanstack/react-query';
import {
  SEGMENT_CUTS,
  decisionSegmentsAnswer,
  type DecisionSegments,
  type DecisionSegmentsExportQuery,
  type DecisionSegmentsQuery,
} from '@lbo/contracts/decision-segments';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { API } from '@lbo/contracts/api-paths';

async function getDecisionSegments(query: DecisionSegmentsQuery): Promise<DecisionSegments> {
  return (await api.bre.read(API.analytics.decisionsSegments, { query: { ...query }, answer: decisionSegmentsAnswer })).data;
}

/** While days of the window are still being rolled up the figures are partial: asked again this often until they are not. */
const PENDING_REFETCH_MS = 2000;

/** Every cut's segments over a window (a request per cut): per segment and bank, pairs evaluated and eligible, and the top reasons. */
export function useDecisionSegmentCuts(query: Omit<DecisionSegmentsQuery, 'by'>) {
  return useQueries({
    queries: SEGMENT_CUTS.map((by) => ({
      queryKey: ['decision-analytics', 'segments', { ...query, by }],
      queryFn: () => getDecisionSegments({ ...query, by }),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
      refetchInterval: (q: { state: { data?: DecisionSegments } }) => (q.state.data?.pendingDays ? PENDING_REFETCH_MS : false),
    })),
  });
}

/** Every cut's segments with the page's filters, as .xlsx or .csv. */
export function useExportDecisionSegments() {
  return useMutation({
    mutationFn: async ({ filters, format }: { filters: Omit<DecisionSegmentsExportQuery, 'format'>; format: 'xlsx' | 'csv' }) => {
      const file = await api.bre.download(API.analytics.decisionsSegmentsExport, { query: { ...filters, format } });
      saveFile(file.blob, file.filename ?? `decision-segments.${format}`);
    },
  });
}
