import { useEffect } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { BadgeCheck, Calculator, FileStack } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { NoAccess } from '@/components/ui/no-access';
import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { getErrorMessage, isForbidden } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useDecisionBreakdown } from '../api/get-decision-breakdown';
import type { useAnalyticsFilters } from '../hooks/use-analytics-filters';
import { AmountBands } from './amount-bands';
import { AnalyticsFilters } from './analytics-filters';
import { AprPerLender } from './apr-per-lender';
import { DailyChart } from './daily-chart';
import { FailureReasons } from './failure-reasons';
import { percent } from './percent';
import { RateBars } from './rate-bars';
import { isReversed, PendingDays, ReversedWindow } from './reversed-window';

/** The overview: eligibility per day, bank and product, the reasons lenders decline, APRs and amounts. */
export function OverviewSection({ filters }: { filters: ReturnType<typeof useAnalyticsFilters> }) {
  const breakdown = useDecisionBreakdown(filters.query);
  const data = breakdown.data;
  const reversed = isReversed(filters.query);
  const error = breakdown.isError && !reversed ? getErrorMessage(breakdown.error, 'Could not load the decision analytics') : null;
  useEffect(() => {
    if (error && data) toast.error(error, { id: 'analytics-load' });
  }, [error, data]);
  const range = data ? `${data.from}-to-${data.to}` : '';
  if (breakdown.isError && isForbidden(breakdown.error)) return <NoAccess area="Decision Analytics" />;

  return (
    <>
      <AnalyticsFilters filters={filters} data={data} />
      {reversed ? (
        <ReversedWindow filters={filters} />
      ) : error && !data ? (
        <Card>
          <ErrorState title="Could not load the decision analytics" message={error} onRetry={() => void breakdown.refetch()} />
        </Card>
      ) : (
        <div className="space-y-6" aria-busy={breakdown.isFetching} aria-live="polite">
          <PendingDays days={data?.pendingDays ?? 0} />
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label="Applications" value={data?.applications} icon={FileStack} tone="sky" loading={breakdown.isPending} />
            <StatCard label="Pairs evaluated" value={data?.evaluated} icon={Calculator} tone="indigo" loading={breakdown.isPending} />
            <StatCard
              label="Eligible pairs"
              value={data?.eligible}
              display={data ? `${formatNumber(data.eligible)} (${percent(data.eligibleRate)})` : undefined}
              icon={BadgeCheck}
              tone="emerald"
              loading={breakdown.isPending}
            />
          </div>
          {data && data.evaluated === 0 ? (
            <Card>
              <EmptyState
                title="No evaluations in this window"
                description="Widen the dates or clear the filters, or evaluate an applicant in the Loan Evaluator."
                action={
                  <Link to={paths.loanEvaluator} className="text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                    Open the Loan Evaluator →
                  </Link>
                }
              />
            </Card>
          ) : data ? (
            <>
              <DailyChart data={data} />
              <div className="grid gap-6 lg:grid-cols-2">
                <RateBars
                  title="Eligibility by bank"
                  description="Share of the bank's evaluated pairs that were eligible"
                  rows={data.perBank}
                  what="Bank"
                  range={range}
                />
                <RateBars
                  title="Eligibility by product"
                  description="Share of the product's evaluated pairs that were eligible"
                  rows={data.perProduct}
                  what="Product"
                  range={range}
                />
              </div>
              <FailureReasons data={data} range={range} />
              <AprPerLender data={data} range={range} />
              <AmountBands data={data} range={range} />
            </>
          ) : null}
        </div>
      )}
    </>
  );
}
