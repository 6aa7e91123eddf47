import type { DecisionSummary } from '@lbo/contracts/decision-analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { dayBars, shortDay } from '@/lib/chart-scale';
import { ChartCaption, ChartGrid } from './chart-parts';

const FRAME = { width: 720, height: 200, pad: { top: 12, right: 8, bottom: 28, left: 36 } };

/** Evaluations per day, the part with an eligible offer in green, for the summary's window. */
export function LendingTrend({ perDay }: { perDay: DecisionSummary['perDay'] }) {
  const { ticks, barW, height, x, y, labelEvery } = dayBars(FRAME, perDay.length, Math.max(0, ...perDay.map((d) => d.evaluations)));
  const total = perDay.reduce((sum, d) => sum + d.evaluations, 0);
  const eligible = perDay.reduce((sum, d) => sum + d.eligible, 0);

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between">
        <div className="space-y-1">
          <CardTitle>Evaluations per day</CardTitle>
          <CardDescription>
            <span className="mr-3 inline-flex items-center gap-1">
              <span className="inline-block size-2.5 rounded-sm bg-emerald-500" aria-hidden="true" /> with an eligible offer
            </span>
            <span className="inline-flex items-center gap-1">
              <span className="inline-block size-2.5 rounded-sm bg-slate-300 dark:bg-slate-600" aria-hidden="true" /> no offer
            </span>
          </CardDescription>
        </div>
        <p className="text-right text-sm text-slate-500 dark:text-slate-400">
          <span className="block text-xl font-semibold text-slate-900 dark:text-white">{total === 0 ? '—' : `${Math.round((eligible / total) * 100)}%`}</span>
          eligible
        </p>
      </CardHeader>
      <CardContent>
        <figure>
          <svg
            viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
            className="h-auto w-full"
            role="img"
            aria-label={`Evaluations per day over the last ${perDay.length} days: ${total} in all, ${eligible} with an eligible offer`}
          >
            <ChartGrid frame={FRAME} ticks={ticks} y={y} />
            {perDay.map((d, i) => {
              const refused = d.evaluations - d.eligible;
              const last = i === perDay.length - 1;
              return (
                <g key={d.day} data-testid="lending-day">
                  <title>{`${shortDay(d.day)}: ${d.evaluations} evaluation${d.evaluations === 1 ? '' : 's'}, ${d.eligible} with an eligible offer`}</title>
                  <rect x={x(i)} y={y(d.evaluations)} width={barW} height={height(refused)} rx={1} className="fill-slate-300 dark:fill-slate-600" />
                  <rect x={x(i)} y={y(d.eligible)} width={barW} height={height(d.eligible)} rx={1} className="fill-emerald-500 dark:fill-emerald-400" />
                  {last || (i % labelEvery === 0 && perDay.length - 1 - i >= labelEvery / 2) ? (
                    <text
                      x={x(i) + barW / 2}
                      y={FRAME.height - 8}
                      textAnchor={last ? 'end' : 'middle'}
                      className="fill-slate-500 text-[10px] dark:fill-slate-400"
                    >
                      {shortDay(d.day)}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </svg>
          <ChartCaption columns={['Day', 'Evaluations', 'With an eligible offer']} rows={perDay.map((d) => [d.day, d.evaluations, d.eligible])} />
        </figure>
      </CardContent>
    </Card>
  );
}
