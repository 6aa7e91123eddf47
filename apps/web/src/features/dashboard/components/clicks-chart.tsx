import { BarChart3 } from 'lucide-react';
import { ChartGrid, DayLabel, useChartFrame } from '@/components/ui/day-bar-chart';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryErrorState } from '@/components/ui/error-state';
import { formatNumber } from '@/lib/format';
import { useClicksPerDay } from '../api/get-clicks-per-day';
import { dayBars, shortDay } from '@/lib/chart-scale';
import { ChartCaption } from './chart-parts';

const FRAME = { width: 720, height: 220, pad: { top: 12, right: 8, bottom: 28, left: 36 } };

/** Clicks per day for the last 30 Indian calendar days, as plain SVG bars. */
export function ClicksChart() {
  const query = useClicksPerDay();
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const [ref, frame] = useChartFrame(FRAME);
  const { ticks, barW, height, x, y, labelled } = dayBars(frame, items.length, Math.max(0, ...items.map((i) => i.clicks)));

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between">
        <div className="space-y-1">
          <CardTitle>Clicks per day</CardTitle>
          <CardDescription>Last {query.data?.days ?? 30} days (India time).</CardDescription>
        </div>
        {query.isSuccess ? (
          <p className="text-right text-sm text-slate-500 dark:text-slate-400">
            <span className="block text-xl font-semibold text-slate-900 dark:text-white" data-testid="chart-total">
              {formatNumber(total)}
            </span>
            clicks in these {query.data?.days ?? 30} days
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="h-56 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" aria-hidden="true" />
        ) : query.isError ? (
          <QueryErrorState title="Could not load the chart" query={query} />
        ) : total === 0 ? (
          <EmptyState icon={BarChart3} title="No clicks in the last 30 days" description="Share a short link; its clicks show up here day by day." />
        ) : (
          <figure>
            <svg
              ref={ref}
              viewBox={`0 0 ${frame.width} ${frame.height}`}
              className="h-auto w-full"
              role="img"
              aria-label={`Clicks per day over the last ${items.length} days, ${total} in total`}
            >
              <ChartGrid frame={frame} ticks={ticks} y={y} />
              {items.map((item, i) => {
                const h = height(item.clicks);
                return (
                  <g key={item.date}>
                    <rect
                      x={x(i)}
                      y={y(item.clicks)}
                      width={barW}
                      height={Math.max(h, item.clicks > 0 ? 1 : 0)}
                      rx={Math.min(3, barW / 3)}
                      className="fill-indigo-500 transition-colors hover:fill-indigo-400 dark:fill-indigo-400 dark:hover:fill-indigo-300"
                      data-testid="chart-bar"
                    >
                      <title>{`${shortDay(item.date)}: ${item.clicks} click${item.clicks === 1 ? '' : 's'}`}</title>
                    </rect>
                    {labelled(i) ? <DayLabel frame={frame} x={x(i) + barW / 2} day={item.date} last={i === items.length - 1 && items.length > 1} /> : null}
                  </g>
                );
              })}
            </svg>
            <ChartCaption columns={['Day', 'Clicks']} rows={items.map((item) => [item.date, item.clicks])} />
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
