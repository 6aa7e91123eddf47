import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { Brand } from './brand';
import { SidebarNav } from './sidebar-nav';

export interface SidebarProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

/** The wide-screen sidebar (1024 px and up); smaller screens use the drawer. */
export function Sidebar({ collapsed, onToggleCollapsed }: SidebarProps) {
  const Icon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const label = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <aside
      data-testid="sidebar"
      data-collapsed={collapsed}
      className={cn(
        'hidden shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 lg:flex dark:border-slate-800 dark:bg-slate-900',
        collapsed ? 'w-[72px]' : 'w-64',
      )}
    >
      <div className={cn('flex h-16 items-center border-b border-slate-200 dark:border-slate-800', collapsed ? 'justify-center px-2' : 'px-5')}>
        <Brand collapsed={collapsed} />
      </div>
      <div className={cn('flex-1 overflow-y-auto py-5', collapsed ? 'px-3' : 'px-4')}>
        <SidebarNav collapsed={collapsed} />
      </div>
      <div className={cn('border-t border-slate-200 p-3 dark:border-slate-800', collapsed && 'flex justify-center')}>
        <Tooltip content={label} side="right" disabled={!collapsed}>
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-label={label}
            aria-expanded={!collapsed}
            data-testid="sidebar-collapse"
            className="flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            {collapsed ? null : <span>Collapse</span>}
          </button>
        </Tooltip>
      </div>
    </aside>
  );
}
