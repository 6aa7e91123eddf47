import type { LucideIcon } from 'lucide-react';
import { Card } from './card';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

export interface StatCardProps {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
  tone: 'indigo' | 'emerald' | 'amber' | 'sky';
  loading?: boolean;
  /** Shown instead of the number (a percentage, a dash). */
  display?: string;
  /** Under the value: what it counts when a figure near it counts something else (e.g. "since the first link"). */
  note?: string;
}

const TONES = {
  indigo: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300',
  emerald: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/10 dark:text-emerald-300',
  amber: 'bg-amber-50 text-amber-600 dark:bg-amber-500/10 dark:text-amber-300',
  sky: 'bg-sky-50 text-sky-600 dark:bg-sky-500/10 dark:text-sky-300',
} as const;

export function StatCard({ label, value, icon: Icon, tone, loading, display, note }: StatCardProps) {
  return (
    <Card className="flex items-center gap-4 p-5" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
      <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl', TONES[tone])}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</p>
        {loading ? (
          <div className="mt-1.5 h-7 w-16 animate-pulse rounded bg-slate-200 dark:bg-slate-800" aria-hidden="true" />
        ) : (
          <p className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white" data-testid="stat-value">
            {display ?? formatNumber(value ?? 0)}
          </p>
        )}
        {note ? <p className="text-xs text-slate-500 dark:text-slate-400">{note}</p> : null}
      </div>
    </Card>
  );
}
