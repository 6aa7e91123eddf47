import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface RowAction {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  tone?: 'default' | 'danger';
}

/** The icon buttons at the end of a row; each has a full accessible name ("Edit HDFC Bank"). */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <div className="flex items-center justify-end gap-1">
      {actions.map(({ label, icon: Icon, onClick, tone }) => (
        <button
          key={label}
          type="button"
          onClick={onClick}
          aria-label={label}
          title={label}
          className={cn(
            'inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-slate-500 transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500',
            tone === 'danger'
              ? 'hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-500/10 dark:hover:text-red-400'
              : 'hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
