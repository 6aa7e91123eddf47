import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { Card } from '@/components/ui/card';
import type { useAnalyticsFilters } from '../hooks/use-analytics-filters';

/** Whether the address's window ends before it starts: the user's to fix, not a load failure to retry. */
export const isReversed = (query: { from?: string; to?: string }) => Boolean(query.from && query.to && query.from > query.to);

/** Says plainly that the window ends before it starts, and offers to swap its ends. */
export function ReversedWindow({ filters }: { filters: ReturnType<typeof useAnalyticsFilters> }) {
  return (
    <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-4">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        The window starts on {filters.query.from} but ends earlier, on {filters.query.to}.
      </p>
      <Button variant="outline" onClick={() => filters.setMany({ from: filters.query.to, to: filters.query.from })}>
        Swap the dates
      </Button>
    </Card>
  );
}

/** The figures are partial while days are still being rolled up. */
export function PendingDays({ days }: { days: number }) {
  if (days <= 0) return null;
  return (
    <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
      Still counting {formatNumber(days)} {days === 1 ? 'day' : 'days'}; figures will complete shortly.
    </p>
  );
}
