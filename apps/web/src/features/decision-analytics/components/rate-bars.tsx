import type { RateRow } from '@lbo/contracts/decision-analytics';
import { formatNumber } from '@/lib/format';
import { BarRow, ChartCard } from './chart-card';
import { percent } from './percent';

/** Eligibility rate per bank or per product as horizontal bars, highest first. */
export function RateBars({
  title,
  description,
  rows,
  what,
  range,
}: {
  title: string;
  description: string;
  rows: readonly RateRow[];
  what: string;
  range: string;
}) {
  return (
    <ChartCard
      title={title}
      description={description}
      table={{
        columns: [what, 'Pairs evaluated', 'Eligible', 'Eligibility rate'],
        rows: rows.map((r) => [r.name, formatNumber(r.evaluated), formatNumber(r.eligible), percent(r.eligibleRate)]),
        csvRows: rows.map((r) => [r.name, r.evaluated, r.eligible, r.eligibleRate]),
        filename: `eligibility-by-${what.toLowerCase()}-${range}.csv`,
      }}
      empty={rows.length === 0 && 'No evaluations in this window.'}
    >
      <ul className="space-y-2.5">
        {rows.map((r) => (
          <BarRow
            key={r.id}
            name={r.name}
            columns="grid-cols-[minmax(0,9rem)_1fr_auto]"
            bar={
              <span className="h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                <span className="block h-full rounded-full bg-indigo-600 dark:bg-indigo-400" style={{ width: `${Math.round((r.eligibleRate ?? 0) * 100)}%` }} />
              </span>
            }
          >
            <span className="text-right tabular-nums text-slate-700 dark:text-slate-200">
              {percent(r.eligibleRate)} <span className="text-xs text-slate-600 dark:text-slate-400">of {formatNumber(r.evaluated)}</span>
            </span>
          </BarRow>
        ))}
      </ul>
    </ChartCard>
  );
}
