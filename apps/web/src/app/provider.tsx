import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { APP_EVENTS } from '@/lib/app-events';
import { createQueryClient } from './query-client';
import { AppToaster } from './toaster';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  // An expired session drops every cached answer once the protected pages are gone.
  useEffect(() => {
    const onLogout = () => setTimeout(() => queryClient.clear(), 0);
    window.addEventListener(APP_EVENTS.logout, onLogout);
    return () => window.removeEventListener(APP_EVENTS.logout, onLogout);
  }, [queryClient]);

  return (
    <ErrorBoundary fullScreen>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
