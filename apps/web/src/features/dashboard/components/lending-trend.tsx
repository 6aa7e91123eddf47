import type { DecisionSummary } from '@lbo/contracts/decision-analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StackedDayBars } from '@/components/ui/day-bar-chart';
import { shortDay } from '@/lib/chart-scale';
import { ChartCaption } from './chart-parts';

const FRAME = { width: 720, height: 200, pad: { top: 12, right: 8, bottom: 28, left: 36 } };

/** Evaluations per day, the part with an eligible offer in green, for the summary's window. */
export function LendingTrend({ perDay }: { perDay: DecisionSummary['perDay'] }) {
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
          <StackedDayBars
            frame={FRAME}
            days={perDay.map((d) => ({
              day: d.day,
              total: d.evaluations,
              part: d.eligible,
              title: `${shortDay(d.day)}: ${d.evaluations} evaluation${d.evaluations === 1 ? '' : 's'}, ${d.eligible} with an eligible offer`,
            }))}
            label={`Evaluations per day over the last ${perDay.length} days: ${total} in all, ${eligible} with an eligible offer`}
            partClassName="fill-emerald-500 dark:fill-emerald-400"
            rx={1}
            testId="lending-day"
          />
          <ChartCaption columns={['Day', 'Evaluations', 'With an eligible offer']} rows={perDay.map((d) => [d.day, d.evaluations, d.eligible])} />
        </figure>
      </CardContent>
    </Card>
  );
}
