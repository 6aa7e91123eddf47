import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveCountdownStart } from '@/lib/auth-storage';
import { sessionActions } from '@/lib/session-store';
import { roleAccessBody } from '@/testing/answers';
import { mockSignedInFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs, slow } from '@/testing/render-app';

describe('route guards', () => {
  beforeEach(() => {
    mockSignedInFetch({
      'GET /api/role/getRoleById': { body: roleAccessBody() },
    });
  });
  afterEach(() => sessionActions.clear());

  it('sends an anonymous user from a protected page to /login', async () => {
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an anonymous user on an unknown path to /login via /dashboard', async () => {
    const { router } = renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user away from /login to /dashboard', async () => {
    signInAs();
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('redirects / and unknown paths to /dashboard for a signed-in user', async () => {
    signInAs();
    const root = renderApp('/');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(root.router.state.location.pathname).toBe('/dashboard');
    root.unmount();

    const unknown = renderApp('/whatever');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(unknown.router.state.location.pathname).toBe('/dashboard');
  });

  it.each([
    ['/banks', 'Banks'],
    ['/products', 'Products'],
    ['/companies', 'Companies'],
    ['/cities', 'Cities'],
    ['/company-categories', 'Company Categories'],
    ['/product-configuration', 'Product Configuration'],
  ])('shows the placeholder at %s', async (path, title) => {
    signInAs();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(`Content for ${title} goes here.`)).toBeTruthy();
  });

  it.each([
    ['/user-management', 'User Management'],
    ['/loan-evaluator', 'Loan Evaluator'],
    ['/loan-evaluator-simple', 'Loan Evaluator (Simple)'],
    ['/master-configuration', 'Bank Management'],
    ['/rules-management', 'Business Rules'],
    ['/shortener', 'URL Shortener'],
    ['/api-keys', 'API Keys'],
    ['/profile', 'Profile Settings'],
  ])('renders the feature page at %s inside the shell', async (path, heading) => {
    signInAs();
    renderApp(path);
    // A page's chunk is transformed on its first import: slow on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: heading }, slow)).toBeTruthy();
    expect(screen.getByTestId('logout-button')).toBeTruthy();
  });

  it('keeps the code step on /login across a reload while a code is pending', async () => {
    sessionActions.startOtp({ user_id: 'u1', email: 'asha@lender.in', role_id: 'r1' });
    saveCountdownStart();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Verify Your Identity' })).toBeTruthy();
  });

  it('leaves the set-password page open to anonymous users', async () => {
    renderApp('/set-password?token=abc');
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeTruthy();
  });

  it('returns to /login when the session is cleared (401) on a protected page', async () => {
    signInAs();
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    sessionActions.clear();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
