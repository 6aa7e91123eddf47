import { LogOut, Menu } from 'lucide-react';
import { Link } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth';
import { useSession } from '@/lib/session-store';
import { BarButton } from './bar-button';
import { DarkModeToggle } from './dark-mode-toggle';

function initials(nameOrEmail: string): string {
  const parts = nameOrEmail.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const user = useSession((s) => s.user);
  const { logout, isPending } = useLogout();
  const email = user?.email ?? '';
  const role = user?.role || 'Admin';

  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6 dark:border-slate-800 dark:bg-slate-900/90">
      <BarButton
        label="Open navigation"
        icon={Menu}
        onClick={onOpenMenu}
        data-testid="menu-button"
        className="-ml-1 text-slate-600 hover:bg-slate-100 lg:hidden dark:text-slate-300 dark:hover:bg-slate-800"
      />

      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <DarkModeToggle />
        <Link
          to={paths.profile}
          data-testid="profile-link"
          className="flex min-w-0 items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-800"
          aria-label={`Profile of ${email || 'the signed-in user'}`}
        >
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-300"
            aria-hidden="true"
          >
            {initials(user?.name || email)}
          </span>
          <span className="hidden min-w-0 text-left sm:block">
            <span data-testid="user-email" className="block max-w-[14rem] truncate text-sm font-medium text-slate-900 dark:text-white">
              {email}
            </span>
            <span data-testid="user-role" className="block truncate text-xs text-slate-500 dark:text-slate-400">
              {role}
            </span>
          </span>
        </Link>
        <Tooltip content="Log out">
          <BarButton
            label="Log out"
            icon={LogOut}
            onClick={() => void logout()}
            disabled={isPending}
            data-testid="logout-button"
            className="text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-red-500/10 dark:hover:text-red-400"
          />
        </Tooltip>
      </div>
    </header>
  );
}
