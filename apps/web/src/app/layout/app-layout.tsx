import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/layout/page-loader';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useRoleAccessRefresh } from '@/features/auth';
import { DRAWER_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { APP_EVENTS } from '@/lib/app-events';
import { MobileDrawer } from './mobile-drawer';
import { Sidebar } from './sidebar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { TopBar } from './top-bar';

/** The signed-in shell: sidebar (drawer below 1024 px), top bar and the page. */
export function AppLayout() {
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isDrawer = useMediaQuery(DRAWER_QUERY);
  const accessReady = useRoleAccessRefresh();

  useEffect(() => {
    const onToggle = () => {
      if (window.matchMedia(DRAWER_QUERY).matches) setDrawerOpen((open) => !open);
      else setCollapsed((c) => !c);
    };
    window.addEventListener(APP_EVENTS.sidebarToggle, onToggle);
    return () => window.removeEventListener(APP_EVENTS.sidebarToggle, onToggle);
  }, [setCollapsed]);

  // Tooltips live only in the shell: /login does not load them.
  return (
    <TooltipProvider delayDuration={300}>
      <div className="flex h-full">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <Sidebar collapsed={collapsed} onToggleCollapsed={() => setCollapsed((c) => !c)} />
        <MobileDrawer open={drawerOpen && isDrawer} onOpenChange={setDrawerOpen} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar onOpenMenu={() => setDrawerOpen(true)} />
          <main
            id="main-content"
            tabIndex={0}
            className="relative flex-1 overflow-y-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset"
          >
            <div className="mx-auto w-full max-w-7xl p-4 sm:p-6 lg:p-8">
              {accessReady ? (
                <Suspense fallback={<PageLoader />}>
                  <Outlet />
                </Suspense>
              ) : (
                <PageLoader />
              )}
            </div>
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
