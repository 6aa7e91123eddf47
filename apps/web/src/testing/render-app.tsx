import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AuthUser } from '@lbo/contracts/auth';
import { fullAccess, toAccessMap, type AccessMap } from '@lbo/contracts/permissions';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { AppToaster } from '@/app/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { sessionActions } from '@/lib/session-store';

export const testUser: AuthUser & { partner_id: string | null } = {
  id: '11111111-1111-4111-8111-111111111111',
  user_id: '11111111-1111-4111-8111-111111111111',
  email: 'asha@lender.in',
  name: 'Asha Rao',
  role: 'Administrator',
  role_id: '22222222-2222-4222-8222-222222222222',
  partner_id: null,
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

/** Every module with every action: what most screen tests sign in with. */
export const adminAccess = toAccessMap(fullAccess());

/**
 * How long a screen test waits for a lazily loaded route and its first answers on a busy machine:
 * on CI the stage shares two cores with three others, so three times as long. A passing test never
 * waits it out.
 */
export const slow = { timeout: import.meta.env.CI ? 60_000 : 20_000 };

/** Signs in (with every permission unless told), opens the app at `path` and waits for the table named `name`. */
export async function openTable(path: string, name: string, access: AccessMap = adminAccess) {
  signInAs(access);
  renderApp(path);
  return screen.findByRole('table', { name }, slow);
}
