import type { DecisionBreakdown } from '@lbo/contracts/decision-analytics';
import { dayBars, shortDay } from '@/lib/chart-scale';
import { formatNumber } from '@/lib/format';
import { ChartCard } from './chart-card';
import { percent } from './percent';

const FRAME = { width: 720, height: 220, pad: { top: 12, right: 8, bottom: 28, left: 44 } };

/** Bank-product pairs evaluated per day, with the eligible ones inside each bar. */
export function DailyChart({ data }: { data: DecisionBreakdown }) {
  const days = data.perDay;
  const { ticks, barW, height, x, y, labelEvery } = dayBars(FRAME, days.length, Math.max(0, ...days.map((d) => d.evaluated)));
  const last = days.length - 1;
  // Every few days, and always the last one (its date is the window's end); a regular label too close to it gives way.
  const isLabelled = (i: number) => i === last || (i % labelEvery === 0 && last - i >= labelEvery / 2);
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
      <svg
        viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Pairs evaluated per day from ${shortDay(data.from)} to ${shortDay(data.to)}: ${formatNumber(data.evaluated)} in all, ${formatNumber(data.eligible)} eligible. The table below gives each day.`}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={FRAME.pad.left} x2={FRAME.width - FRAME.pad.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200 dark:stroke-slate-800" />
            <text x={FRAME.pad.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-slate-600 text-[11px] dark:fill-slate-400">
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          return (
            <g key={d.day}>
              <title>{`${shortDay(d.day)}: ${d.evaluated} evaluated, ${d.eligible} eligible`}</title>
              <rect x={x(i)} y={y(d.evaluated)} width={barW} height={height(d.evaluated)} rx={2} className="fill-slate-300 dark:fill-slate-600" />
              <rect x={x(i)} y={y(d.eligible)} width={barW} height={height(d.eligible)} rx={2} className="fill-indigo-600 dark:fill-indigo-400" />
              {isLabelled(i) ? (
                <text
                  x={x(i) + barW / 2}
                  y={FRAME.height - 8}
                  textAnchor={i === days.length - 1 && days.length > 1 ? 'end' : 'middle'}
                  className="fill-slate-600 text-[11px] dark:fill-slate-400"
                >
                  {shortDay(d.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </ChartCard>
  );
}
