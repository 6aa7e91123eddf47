import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AuthUser } from '@lbo/contracts/auth';
import type { AccessMap } from '@lbo/contracts/permissions';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { AppToaster } from '@/app/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { sessionActions } from '@/lib/session-store';

export const testUser: AuthUser = {
  id: '11111111-1111-4111-8111-111111111111',
  user_id: '11111111-1111-4111-8111-111111111111',
  email: 'asha@lender.in',
  name: 'Asha Rao',
  role: 'Administrator',
  role_id: '22222222-2222-4222-8222-222222222222',
};

export function signInAs(accessMap: AccessMap = {}, user: AuthUser = testUser): void {
  sessionActions.signIn('test-token', user, { accessMap });
}

export function withProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {ui}
        <AppToaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}

/** The real route table in a memory router, starting at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(withProviders(<RouterProvider router={router} />));
  return { ...utils, router };
}
