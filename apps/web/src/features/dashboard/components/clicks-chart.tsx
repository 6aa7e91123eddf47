import { BarChart3 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { getErrorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useClicksPerDay } from '../api/get-clicks-per-day';
import { niceScale, shortDay } from '@/lib/chart-scale';

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 36 };

/** Clicks per day for the last 30 Indian calendar days, as plain SVG bars. */
export function ClicksChart() {
  const query = useClicksPerDay();
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const { top, ticks } = niceScale(Math.max(0, ...items.map((i) => i.clicks)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = items.length > 0 ? plotW / items.length : plotW;
  const barW = Math.max(2, slot * 0.7);
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const labelEvery = Math.max(1, Math.ceil(items.length / 6));

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
          <ErrorState
            title="Could not load the chart"
            message={getErrorMessage(query.error, 'Please try again in a moment.')}
            onRetry={() => void query.refetch()}
          />
        ) : total === 0 ? (
          <EmptyState icon={BarChart3} title="No clicks in the last 30 days" description="Share a short link; its clicks show up here day by day." />
        ) : (
          <figure>
            <svg
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              className="h-auto w-full"
              role="img"
              aria-label={`Clicks per day over the last ${items.length} days, ${total} in total`}
            >
              {ticks.map((tick) => (
                <g key={tick}>
                  <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200 dark:stroke-slate-800" strokeWidth={1} />
                  <text x={PAD.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" className="fill-slate-500 text-[10px] dark:fill-slate-400">
                    {formatNumber(tick)}
                  </text>
                </g>
              ))}
              {items.map((item, i) => {
                const x = PAD.left + i * slot + (slot - barW) / 2;
                const h = (item.clicks / top) * plotH;
                return (
                  <g key={item.date}>
                    <rect
                      x={x}
                      y={PAD.top + plotH - h}
                      width={barW}
                      height={Math.max(h, item.clicks > 0 ? 1 : 0)}
                      rx={Math.min(3, barW / 3)}
                      className="fill-indigo-500 transition-colors hover:fill-indigo-400 dark:fill-indigo-400 dark:hover:fill-indigo-300"
                      data-testid="chart-bar"
                    >
                      <title>{`${shortDay(item.date)}: ${item.clicks} click${item.clicks === 1 ? '' : 's'}`}</title>
                    </rect>
                    {i % labelEvery === 0 || i === items.length - 1 ? (
                      <text x={x + barW / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-500 text-[10px] dark:fill-slate-400">
                        {shortDay(item.date)}
                      </text>
                    ) : null}
                  </g>
                );
              })}
            </svg>
            <figcaption className="sr-only">
              <table>
                <thead>
                  <tr>
                    <th>Day</th>
                    <th>Clicks</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.date}>
                      <td>{item.date}</td>
                      <td>{item.clicks}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </figcaption>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
