import { Activity, KeyRound, Link2, MousePointerClick, Trash2, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTimeIST, formatRelativeTime } from '@/lib/format';
import type { ActivityItem } from '../utils/normalize-profile';

const ICONS: Record<string, LucideIcon> = {
  click: MousePointerClick,
  link_created: Link2,
  link_deleted: Trash2,
  api_key_created: KeyRound,
};

export function RecentActivity({ items, loading }: { items: ActivityItem[]; loading?: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent activity</CardTitle>
        <CardDescription>The latest clicks and links, newest first.</CardDescription>
      </CardHeader>
      <CardContent className="p-0">
        {loading ? (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="flex items-center gap-3 px-5 py-3.5">
                <div className="size-8 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
                <div className="h-4 flex-1 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
              </li>
            ))}
          </ul>
        ) : items.length === 0 ? (
          <EmptyState icon={Activity} title="No activity yet" description="Create a short link to see clicks and links here." />
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {items.map((item) => {
              const Icon = ICONS[item.type] ?? Activity;
              return (
                <li key={item.key} className="flex items-start gap-3 px-5 py-3.5">
                  <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium break-words text-slate-900 dark:text-white">{item.message}</p>
                    {item.detail ? <p className="truncate text-xs text-slate-500 dark:text-slate-400">{item.detail}</p> : null}
                  </div>
                  {item.createdAt ? (
                    <time
                      dateTime={item.createdAt}
                      title={formatDateTimeIST(item.createdAt)}
                      className="shrink-0 text-xs whitespace-nowrap text-slate-500 dark:text-slate-400"
                    >
                      {formatRelativeTime(item.createdAt)}
                    </time>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
