import type { RateRow } from '@lbo/contracts/decision-analytics';
import { formatNumber } from '@/lib/format';
import { ChartCard } from './chart-card';
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
    >
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No evaluations in this window.</p>
      ) : (
        <ul className="space-y-2.5">
          {rows.map((r) => (
            <li key={r.id} className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-sm">
              <span className="truncate text-slate-700 dark:text-slate-200" title={r.name}>
                {r.name}
              </span>
              <span className="h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                <span className="block h-full rounded-full bg-indigo-600 dark:bg-indigo-400" style={{ width: `${Math.round((r.eligibleRate ?? 0) * 100)}%` }} />
              </span>
              <span className="text-right tabular-nums text-slate-700 dark:text-slate-200">
                {percent(r.eligibleRate)} <span className="text-xs text-slate-600 dark:text-slate-400">of {formatNumber(r.evaluated)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </ChartCard>
  );
}
