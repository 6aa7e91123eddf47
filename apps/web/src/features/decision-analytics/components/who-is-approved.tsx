import toast from 'react-hot-toast';
import { SEGMENT_CUTS } from '@lbo/contracts/decision-segments';
import { ExportButtons } from '@/components/ui/export-buttons';
import { NoAccess } from '@/components/ui/no-access';
import { getErrorMessage, isForbidden } from '@/lib/api-client';
import { useCan } from '@/lib/authorization';
import { useDecisionSegmentCuts, useExportDecisionSegments } from '../api/get-decision-segments';
import type { useAnalyticsFilters } from '../hooks/use-analytics-filters';
import { AnalyticsFilters } from './analytics-filters';
import { isReversed, PendingDays, ReversedWindow } from './reversed-window';
import { SegmentChart } from './segment-chart';

/**
 * Who is approved: a chart per cut of who applied (credit score, salary, employer type, city,
 * loan type), each lender's eligibility rate per segment; the window and bank filters as the
 * overview's (the segments are not kept per product), and an export of every cut.
 */
export function WhoIsApproved({ filters }: { filters: ReturnType<typeof useAnalyticsFilters> }) {
  const { from, to, bankId } = filters.query;
  const query = { from, to, bankId };
  const cuts = useDecisionSegmentCuts(query);
  const canExport = useCan('loan-evaluator', 'export');
  const exporter = useExportDecisionSegments();
  const reversed = isReversed(filters.query);
  const first = cuts.find((c) => c.data)?.data;
  if (cuts.some((c) => c.isError && isForbidden(c.error))) return <NoAccess area="Decision Analytics" />;
  const range = first ? `${first.from}-to-${first.to}` : '';
  const pending = Math.max(0, ...cuts.map((c) => c.data?.pendingDays ?? 0));
  const download = (format: 'xlsx' | 'csv') =>
    exporter.mutate({ filters: query, format }, { onError: (error) => toast.error(getErrorMessage(error, 'The export failed')) });

  return (
    <>
      <AnalyticsFilters filters={filters} data={first} withProduct={false} />
      {reversed ? (
        <ReversedWindow filters={filters} />
      ) : (
        <div className="space-y-6" aria-busy={cuts.some((c) => c.isFetching)} aria-live="polite">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600 dark:text-slate-300">
              Which lenders approve whom: each lender’s eligible share of the applicants it evaluated.
            </p>
            {canExport ? <ExportButtons what="segments" pending={exporter.isPending} onExport={download} /> : null}
          </div>
          <PendingDays days={pending} />
          {SEGMENT_CUTS.map((cut, i) => {
            const result = cuts[i]!;
            const status = result.data ? null : result.isError ? getErrorMessage(result.error, 'Could not load these figures') : 'Loading…';
            return <SegmentChart key={cut} cut={cut} data={result.data} status={status} range={range} />;
          })}
        </div>
      )}
    </>
  );
}
