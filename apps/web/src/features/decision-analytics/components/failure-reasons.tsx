import type { DecisionBreakdown } from '@lbo/contracts/decision-analytics';
import { formatNumber } from '@/lib/format';
import { ChartCard } from './chart-card';
import { percent } from './percent';

/** Each lender's most frequent reasons to decline, as a share of the pairs it evaluated. */
export function FailureReasons({ data, range }: { data: DecisionBreakdown; range: string }) {
  const byBank = new Map<string, DecisionBreakdown['failures']>();
  for (const f of data.failures) byBank.set(f.bankName, [...(byBank.get(f.bankName) ?? []), f]);
  return (
    <ChartCard
      title="Why lenders decline"
      description="Each bank's five most frequent reasons, as a share of the pairs it evaluated"
      table={{
        columns: ['Bank', 'Reason', 'Declined pairs', 'Share of evaluated'],
        rows: data.failures.map((f) => [f.bankName, f.message, formatNumber(f.count), percent(f.share)]),
        csvRows: data.failures.map((f) => [f.bankName, f.message, f.count, f.share]),
        filename: `decline-reasons-${range}.csv`,
      }}
      empty={byBank.size === 0 && 'No declined pairs in this window.'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {[...byBank].map(([bank, reasons]) => (
          <section key={bank} aria-label={bank} className="min-w-0 space-y-1.5">
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{bank}</h3>
            <ul className="space-y-1.5">
              {reasons.map((r) => (
                <li key={r.code} className="text-sm">
                  <div className="flex items-baseline justify-between gap-2">
                    <span className="min-w-0 text-slate-700 dark:text-slate-200">{r.message}</span>
                    <span className="shrink-0 tabular-nums text-slate-600 dark:text-slate-300">{percent(r.share)}</span>
                  </div>
                  <span className="mt-1 block h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                    <span className="block h-full rounded-full bg-amber-500 dark:bg-amber-400" style={{ width: `${Math.round(r.share * 100)}%` }} />
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ChartCard>
  );
}
