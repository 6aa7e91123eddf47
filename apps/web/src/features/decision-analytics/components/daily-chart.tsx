import type { DecisionBreakdown } from '@lbo/contracts/decision-analytics';
import { StackedDayBars } from '@/components/ui/day-bar-chart';
import { shortDay } from '@/lib/chart-scale';
import { formatNumber } from '@/lib/format';
import { ChartCard } from './chart-card';
import { percent } from './percent';

const FRAME = { width: 720, height: 220, pad: { top: 12, right: 8, bottom: 28, left: 44 } };

/** Bank-product pairs evaluated per day, with the eligible ones inside each bar. */
export function DailyChart({ data }: { data: DecisionBreakdown }) {
  const days = data.perDay;
  const rate = (d: { evaluated: number; eligible: number }) => (d.evaluated > 0 ? d.eligible / d.evaluated : null);
  return (
    <ChartCard
      title="Evaluations per day"
      description="Bank-product pairs evaluated each day (India), and how many were eligible"
      table={{
        columns: ['Day', 'Pairs evaluated', 'Eligible', 'Eligibility rate'],
        rows: days.map((d) => [shortDay(d.day), formatNumber(d.evaluated), formatNumber(d.eligible), percent(rate(d))]),
        csvRows: days.map((d) => [d.day, d.evaluated, d.eligible, rate(d)]),
        filename: `evaluations-per-day-${data.from}-to-${data.to}.csv`,
      }}
    >
      <div className="flex flex-wrap gap-4 pb-2 text-xs text-slate-600 dark:text-slate-300" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-slate-300 dark:bg-slate-600" />
          Evaluated
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-indigo-600 dark:bg-indigo-400" />
          Eligible
        </span>
      </div>
      <StackedDayBars
        frame={FRAME}
        days={days.map((d) => ({
          day: d.day,
          total: d.evaluated,
          part: d.eligible,
          title: `${shortDay(d.day)}: ${d.evaluated} evaluated, ${d.eligible} eligible`,
        }))}
        label={`Pairs evaluated per day from ${shortDay(data.from)} to ${shortDay(data.to)}: ${formatNumber(data.evaluated)} in all, ${formatNumber(data.eligible)} eligible. The table below gives each day.`}
        partClassName="fill-indigo-600 dark:fill-indigo-400"
        rx={2}
      />
    </ChartCard>
  );
}
