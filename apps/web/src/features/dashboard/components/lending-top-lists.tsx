import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { useLendingBreakdown } from '../api/get-lending-breakdown';

const TOP = 5;

/** Why applicants were refused most, and which lenders made the most offers, over the last 30 days. */
export function LendingTopLists() {
  const breakdown = useLendingBreakdown(true);
  const data = breakdown.data;
  if (!data || data.applications === 0) return null;
  // The breakdown keeps each lender's top reasons; summed over lenders they rank the whole market's.
  const reasons = new Map<string, { message: string; count: number }>();
  for (const f of data.failures) {
    const seen = reasons.get(f.code);
    if (seen) seen.count += f.count;
    else reasons.set(f.code, { message: f.message, count: f.count });
  }
  const topReasons = [...reasons.values()].sort((a, b) => b.count - a.count).slice(0, TOP);
  const topLenders = [...data.perBank]
    .filter((b) => b.eligible > 0)
    .sort((a, b) => b.eligible - a.eligible || a.name.localeCompare(b.name))
    .slice(0, TOP);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TopList
        title="Top reasons for no offer"
        description="Bank products that said no, by reason"
        none="Every bank product made an offer."
        items={topReasons.map((r) => ({ key: r.message, name: r.message, figure: formatNumber(r.count) }))}
      />
      <TopList
        title="Top lenders by offers"
        description="Eligible offers made, of bank products evaluated"
        none="No lender made an offer yet."
        items={topLenders.map((b) => ({ key: b.id, name: b.name, figure: `${formatNumber(b.eligible)} of ${formatNumber(b.evaluated)}` }))}
      />
    </div>
  );
}

function TopList({
  title,
  description,
  none,
  items,
}: {
  title: string;
  description: string;
  none: string;
  items: { key: string; name: string; figure: string }[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{none}</p>
        ) : (
          <ol className="space-y-2 text-sm">
            {items.map((item) => (
              <li key={item.key} className="flex items-baseline justify-between gap-3">
                <span className="text-slate-800 dark:text-slate-200">{item.name}</span>
                <span className="shrink-0 tabular-nums text-slate-500 dark:text-slate-400">{item.figure}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
