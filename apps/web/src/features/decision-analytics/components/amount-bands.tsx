import type { DecisionBreakdown } from '@lbo/contracts/decision-analytics';
import { formatNumber } from '@/lib/format';
import { ChartCard } from './chart-card';

/** How much eligible pairs were offered: a bar per band of eligible amount. */
export function AmountBands({ data, range }: { data: DecisionBreakdown; range: string }) {
  const max = Math.max(1, ...data.amounts.map((a) => a.count));
  const total = data.amounts.reduce((sum, a) => sum + a.count, 0);
  return (
    <ChartCard
      title="Eligible amounts"
      description="Eligible bank-product pairs by the amount they could lend"
      table={{
        columns: ['Eligible amount', 'Eligible pairs', 'Share'],
        rows: data.amounts.map((a) => [a.band, formatNumber(a.count), total > 0 ? `${((a.count / total) * 100).toFixed(1)}%` : '—']),
        csvRows: data.amounts.map((a) => [a.band, a.count, total > 0 ? a.count / total : null]),
        filename: `eligible-amounts-${range}.csv`,
      }}
    >
      <ul className="space-y-2">
        {data.amounts.map((a) => (
          <li key={a.band} className="grid grid-cols-[7.5rem_1fr_auto] items-center gap-3 text-sm">
            <span className="text-slate-700 dark:text-slate-200">{a.band}</span>
            <span className="h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
              <span className="block h-full rounded-full bg-emerald-600 dark:bg-emerald-400" style={{ width: `${Math.round((a.count / max) * 100)}%` }} />
            </span>
            <span className="text-right tabular-nums text-slate-700 dark:text-slate-200">{formatNumber(a.count)}</span>
          </li>
        ))}
      </ul>
    </ChartCard>
  );
}
