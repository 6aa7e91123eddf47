import { useId } from 'react';
import { Link, useMatch } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session-store';
import { visibleNavigation, type NavItem } from './nav-items';

export interface SidebarNavProps {
  collapsed?: boolean;
  /** Called after a link is followed (the drawer closes itself). */
  onNavigate?: () => void;
}

function NavEntry({ item, collapsed, onNavigate }: { item: NavItem; collapsed: boolean; onNavigate?: (() => void) | undefined }) {
  const Icon = item.icon;
  // A plain class string: the tooltip trigger (Radix Slot) cannot merge NavLink's function className.
  const isActive = useMatch({ path: item.to, end: false }) !== null;
  return (
    <li>
      <Tooltip content={item.label} side="right" disabled={!collapsed}>
        <Link
          to={item.to}
          onClick={onNavigate}
          aria-current={isActive ? 'page' : undefined}
          aria-label={collapsed ? item.label : undefined}
          className={cn(
            'group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500',
            collapsed && 'justify-center px-0',
            isActive
              ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300'
              : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
          )}
        >
          <Icon className="size-5 shrink-0" aria-hidden="true" />
          {collapsed ? null : <span className="truncate">{item.label}</span>}
        </Link>
      </Tooltip>
    </li>
  );
}

export function SidebarNav({ collapsed = false, onNavigate }: SidebarNavProps) {
  const accessMap = useSession((s) => s.accessMap);
  const partnerUser = useSession((s) => Boolean(s.user?.partner_id));
  const { main, groups } = visibleNavigation(accessMap, partnerUser);
  // The sidebar and the drawer can both be mounted; ids must not collide.
  const idPrefix = useId();

  return (
    <nav aria-label="Main" className="flex flex-col gap-6">
      <ul className="space-y-1">
        {main.map((item) => (
          <NavEntry key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      </ul>
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
        return (
          <div key={group.label} role="group" aria-labelledby={headingId}>
            {collapsed ? (
              <>
                <span id={headingId} className="sr-only">
                  {group.label}
                </span>
                <div className="mx-3 mb-3 border-t border-slate-200 dark:border-slate-800" aria-hidden="true" />
              </>
            ) : (
              <p id={headingId} className="mb-2 flex items-center gap-2 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
                <group.icon className="size-3.5" aria-hidden="true" />
                {group.label}
              </p>
            )}
            <ul className="space-y-1">
              {group.items.map((item) => (
                <NavEntry key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
