import { Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

export function Brand({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <Link
      to={paths.dashboard}
      className={cn('flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-500', collapsed && 'justify-center')}
      aria-label="Loan Back Office, go to Dashboard"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-600 text-white shadow-sm">
        <Landmark className="size-5" aria-hidden="true" />
      </span>
      {collapsed ? null : <span className="truncate font-semibold tracking-tight text-slate-900 dark:text-white">Loan Back Office</span>}
    </Link>
  );
}
