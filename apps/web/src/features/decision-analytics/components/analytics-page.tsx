import { useEffect } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { BadgeCheck, Calculator, FileStack } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { NoAccessPage } from '@/components/ui/no-access';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { getErrorMessage, isForbidden } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useDecisionBreakdown } from '../api/get-decision-breakdown';
import { useAnalyticsFilters } from '../hooks/use-analytics-filters';
import { AmountBands } from './amount-bands';
import { AnalyticsFilters } from './analytics-filters';
import { AprPerLender } from './apr-per-lender';
import { DailyChart } from './daily-chart';
import { FailureReasons } from './failure-reasons';
import { percent } from './percent';
import { RateBars } from './rate-bars';

/** Decision analytics: which lenders approve whom, and why the others say no. */
export function AnalyticsPage() {
  const filters = useAnalyticsFilters();
  const breakdown = useDecisionBreakdown(filters.query);
  const data = breakdown.data;
  // A window that ends before it starts is the user's to fix, not a load failure to retry.
  const reversed = Boolean(filters.query.from && filters.query.to && filters.query.from > filters.query.to);
  const error = breakdown.isError && !reversed ? getErrorMessage(breakdown.error, 'Could not load the decision analytics') : null;
  useEffect(() => {
    if (error && data) toast.error(error, { id: 'analytics-load' });
  }, [error, data]);
  const range = data ? `${data.from}-to-${data.to}` : '';
  if (breakdown.isError && isForbidden(breakdown.error)) {
    return <NoAccessPage title="Decision Analytics" area="Decision Analytics" />;
  }

  return (
    <>
      <PageHeader title="Decision Analytics" description="Which lenders approve whom, and why the others say no" />
      <AnalyticsFilters filters={filters} data={data} />

      {reversed ? (
        <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p className="text-sm text-slate-700 dark:text-slate-200">
            The window starts on {filters.query.from} but ends earlier, on {filters.query.to}.
          </p>
          <Button variant="outline" onClick={() => filters.setMany({ from: filters.query.to, to: filters.query.from })}>
            Swap the dates
          </Button>
        </Card>
      ) : error && !data ? (
        <Card>
          <ErrorState title="Could not load the decision analytics" message={error} onRetry={() => void breakdown.refetch()} />
        </Card>
      ) : (
        <div className="space-y-6" aria-busy={breakdown.isFetching} aria-live="polite">
          {data && data.pendingDays > 0 ? (
            <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
              Still counting {formatNumber(data.pendingDays)} {data.pendingDays === 1 ? 'day' : 'days'}; figures will complete shortly.
            </p>
          ) : null}
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
