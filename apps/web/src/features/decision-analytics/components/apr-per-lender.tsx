import type { DecisionBreakdown } from '@lbo/contracts/decision-analytics';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { BarRow, ChartCard } from './chart-card';

const pct = (value: number) => `${value.toFixed(2)}%`;

/**
 * Name, scale and figure on one row from 640 px; on a phone the name and figure above the scale,
 * which takes the whole width: beside a name it had 80 px, and its 9 %, 13.5 % and 18 % ran together.
 */
const COLUMNS = 'grid-cols-[minmax(0,1fr)_auto] sm:grid-cols-[minmax(6rem,10rem)_1fr_auto]';
const BAR_PLACE = 'col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto';

/** Each lender's APR on its eligible offers: the range, the middle half and the median on one scale. */
export function AprPerLender({ data, range }: { data: DecisionBreakdown; range: string }) {
  const rows = data.aprPerBank;
  const low = Math.min(...rows.map((r) => r.min));
  const high = Math.max(...rows.map((r) => r.max));
  // A little room either side, and never a zero-width scale when every APR is the same.
  const from = Math.floor(low - 0.5);
  const span = Math.max(1, Math.ceil(high + 0.5) - from);
  const at = (value: number) => `${((value - from) / span) * 100}%`;
  return (
    <ChartCard
      title="APR by lender"
      description="Median APR of each lender's eligible offers; the bar spans the middle half, the line the lowest to the highest"
      table={{
        columns: ['Bank', 'Offers', 'Median APR', 'Middle half (25th–75th percentile)', 'Lowest–highest'],
        rows: rows.map((r) => [r.name, formatNumber(r.offers), pct(r.median), `${pct(r.p25)} – ${pct(r.p75)}`, `${pct(r.min)} – ${pct(r.max)}`]),
        csvRows: rows.map((r) => [r.name, r.offers, r.median, r.p25, r.p75, r.min, r.max]),
        filename: `apr-by-lender-${range}.csv`,
      }}
      empty={rows.length === 0 && 'No eligible offers with an APR in this window.'}
    >
      <ul className="space-y-3" data-testid="apr-per-lender">
        {rows.map((r) => (
          <BarRow
            key={r.id}
            name={r.name}
            columns={COLUMNS}
            bar={
              <span className={cn('relative block h-4', BAR_PLACE)} aria-hidden="true">
                <span className="absolute top-1/2 h-px -translate-y-1/2 bg-slate-400" style={{ left: at(r.min), right: `calc(100% - ${at(r.max)})` }} />
                <span
                  className="absolute top-0.5 h-3 rounded-sm bg-indigo-200 dark:bg-indigo-500/40"
                  style={{ left: at(r.p25), width: `max(2px, calc(${at(r.p75)} - ${at(r.p25)}))` }}
                />
                <span className="absolute top-0 h-4 w-0.5 bg-indigo-700 dark:bg-indigo-300" style={{ left: at(r.median) }} />
              </span>
            }
          >
            <span className="text-right whitespace-nowrap tabular-nums text-slate-700 dark:text-slate-200">
              {pct(r.median)} <span className="text-xs text-slate-500">({formatNumber(r.offers)})</span>
            </span>
          </BarRow>
        ))}
        <li className={cn('grid gap-3 text-xs text-slate-500 dark:text-slate-400', COLUMNS)} aria-hidden="true">
          <span className="hidden sm:block" />
          <span className={cn('flex justify-between border-t border-slate-200 pt-1 tabular-nums dark:border-slate-700', BAR_PLACE)}>
            <span>{from}%</span>
            <span>{from + span / 2}%</span>
            <span>{from + span}%</span>
          </span>
          <span className="invisible hidden whitespace-nowrap tabular-nums sm:inline">00.00% (000)</span>
        </li>
      </ul>
    </ChartCard>
  );
}
