import { BadgeCheck, Calculator, Users } from 'lucide-react';
import { Link } from 'react-router';
import { QueryErrorCard } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useDecisionSummary } from '../api/get-decision-summary';
import { StatCard } from '@/components/ui/stat-card';
import { LendingTopLists } from './lending-top-lists';
import { LendingTrend } from './lending-trend';

const DAYS = 30;

/** The dashboard's first section: what the evaluator decided over the last 30 days. */
export function LendingFigures() {
  const summary = useDecisionSummary(DAYS, true);
  const data = summary.data;
  if (summary.isError) {
    return <QueryErrorCard title="Could not load the lending figures" query={summary} />;
  }
  const rate = data?.eligibleRate;
  return (
    <section aria-labelledby="lending-figures" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="lending-figures" className="text-base font-semibold text-slate-900 dark:text-white">
          Lending, last {DAYS} days
        </h2>
        <span className="flex gap-4">
          <Link to={paths.analytics} className="text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
            Decision analytics →
          </Link>
          <Link to={paths.customerMaster} className="text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
            Customers →
          </Link>
        </span>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Evaluations" value={data?.evaluations} icon={Calculator} tone="indigo" loading={summary.isPending} />
        <StatCard
          label="With an eligible offer"
          value={data?.eligibleEvaluations}
          display={data ? `${formatNumber(data.eligibleEvaluations)}${rate === null || rate === undefined ? '' : ` (${Math.round(rate * 100)}%)`}` : undefined}
          icon={BadgeCheck}
          tone="emerald"
          loading={summary.isPending}
        />
        <StatCard label="Customers evaluated" value={data?.customers} icon={Users} tone="sky" loading={summary.isPending} />
      </div>
      {data && data.evaluations > 0 ? <LendingTrend perDay={data.perDay} /> : null}
      {data && data.evaluations > 0 ? <LendingTopLists /> : null}
      {data && data.evaluations === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No evaluations yet. Run one in the{' '}
          <Link to={paths.loanEvaluator} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
            Loan Evaluator
          </Link>
          , or evaluate a file of applicants there.
        </p>
      ) : null}
    </section>
  );
}
