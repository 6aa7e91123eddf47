import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyAnswer } from '@lbo/contracts/answers';
import { APP_EVENTS } from '@/lib/app-events';
import { getCookie } from '@/lib/cookies';
import { getSession, sessionActions } from '@/lib/session-store';
import { DARK_MODE_KEY } from '@/lib/theme';
import { setViewport } from '@/testing/match-media';
import { okReply, roleAccessBody } from '@/testing/answers';
import { mockSignedInFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs, testUser } from '@/testing/render-app';
import { SIDEBAR_COLLAPSED_KEY } from './use-sidebar-collapsed';

describe('shell', () => {
  beforeEach(() => {
    mockSignedInFetch({
      'GET /api/role/getRoleById': { body: roleAccessBody() },
      'POST /api/crmAuth/logout': okReply(emptyAnswer, null, 200, 'Logged out'),
    });
  });
  afterEach(() => {
    sessionActions.clear();
    document.documentElement.classList.remove('dark');
  });

  it("shows the user's e-mail and role, and a link to the profile", async () => {
    setViewport(1280);
    signInAs();
    renderApp('/dashboard');
    expect((await screen.findByTestId('user-email')).textContent).toBe(testUser.email);
    expect(screen.getByTestId('user-role').textContent).toBe('Administrator');
    expect(screen.getByTestId('profile-link').getAttribute('href')).toBe('/profile');
  });

  it('remembers the collapsed sidebar', async () => {
    setViewport(1280);
    signInAs();
    const first = renderApp('/dashboard');
    const sidebar = await screen.findByTestId('sidebar');
    expect(sidebar.getAttribute('data-collapsed')).toBe('false');
    fireEvent.click(screen.getByTestId('sidebar-collapse'));
    expect(sidebar.getAttribute('data-collapsed')).toBe('true');
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    first.unmount();

    renderApp('/dashboard');
    expect((await screen.findByTestId('sidebar')).getAttribute('data-collapsed')).toBe('true');
  });

  it('opens the drawer from the menu button and from the sidebar:toggle event below 1024 px', async () => {
    setViewport(800);
    signInAs();
    renderApp('/dashboard');
    fireEvent.click(await screen.findByTestId('menu-button'));
    const drawer = await screen.findByTestId('sidebar-drawer');
    fireEvent.click(within(drawer).getByRole('link', { name: 'API Keys' }));
    await waitFor(() => expect(screen.queryByTestId('sidebar-drawer')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'API Keys' })).toBeTruthy();

    act(() => {
      window.dispatchEvent(new Event(APP_EVENTS.sidebarToggle));
    });
    expect(await screen.findByTestId('sidebar-drawer')).toBeTruthy();
  });

  it('toggles dark mode and stores it as true/false', async () => {
    setViewport(1280);
    signInAs();
    renderApp('/dashboard');
    const toggle = await screen.findByTestId('dark-mode-toggle');
    fireEvent.click(toggle);
    expect(localStorage.getItem(DARK_MODE_KEY)).toBe('true');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    fireEvent.click(toggle);
    expect(localStorage.getItem(DARK_MODE_KEY)).toBe('false');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('follows a dark-mode change made in another tab', async () => {
    setViewport(1280);
    signInAs();
    renderApp('/dashboard');
    const toggle = await screen.findByTestId('dark-mode-toggle');
    const { watchTheme } = await import('@/lib/theme');
    const stop = watchTheme();
    act(() => {
      localStorage.setItem(DARK_MODE_KEY, 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: DARK_MODE_KEY, newValue: 'true' }));
    });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    stop();
  });

  it('logs out: server call, local state and cookies cleared, back to /login', async () => {
    setViewport(1280);
    signInAs();
    const { router } = renderApp('/dashboard');
    fireEvent.click(await screen.findByTestId('logout-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(getSession().token).toBeNull();
    expect(getSession().user).toBeNull();
    expect(getCookie('t')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
  });
});
