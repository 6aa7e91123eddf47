import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccessMap, PermissionFlags } from '@lbo/contracts/permissions';
import { sessionActions } from '@/lib/session-store';
import { signInAs, testUser, withProviders } from '@/testing/render-app';
import { visibleNavigation } from './nav-items';
import { SidebarNav } from './sidebar-nav';

const none: PermissionFlags = { create: false, edit: false, view: false, delete: false, export: false };
const viewOnly: PermissionFlags = { ...none, view: true };

function renderNav(access: AccessMap) {
  signInAs(access);
  render(
    withProviders(
      <MemoryRouter initialEntries={['/dashboard']}>
        <SidebarNav />
      </MemoryRouter>,
    ),
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('permission-gated menu', () => {
  afterEach(() => sessionActions.clear());

  it('always shows the main links, the current one marked', () => {
    const nav = renderNav({});
    for (const label of ['Dashboard', 'Customer Master', 'Loan Evaluator', 'Business Rules', 'URL Shortener', 'API Keys']) {
      expect(within(nav).getByRole('link', { name: label })).toBeTruthy();
    }
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Business Rules' }).getAttribute('href')).toBe('/rules-management');
  });

  it('shows Webhooks only with webhooks view', () => {
    expect(visibleNavigation({ 'api-keys': viewOnly }).main.map((item) => item.label)).not.toContain('Webhooks');
    const nav = renderNav({ webhooks: viewOnly });
    expect(within(nav).getByRole('link', { name: 'Webhooks' }).getAttribute('href')).toBe('/webhooks');
  });

  it('shows Partners only with partners view', () => {
    expect(visibleNavigation({ webhooks: viewOnly }).main.map((item) => item.label)).not.toContain('Partners');
    const nav = renderNav({ partners: viewOnly });
    expect(within(nav).getByRole('link', { name: 'Partners' }).getAttribute('href')).toBe('/partners');
  });

  it("keeps only the partner modules of a partner's user's role", () => {
    signInAs({ partners: viewOnly, webhooks: viewOnly, 'user-management': viewOnly }, { ...testUser, partner_id: 'p-1' });
    render(
      withProviders(
        <MemoryRouter initialEntries={['/dashboard']}>
          <SidebarNav />
        </MemoryRouter>,
      ),
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Webhooks' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Partners' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'User Management' })).toBeNull();
    // The rules are the marketplace's: a partner's user's role may grant them, the server refuses them.
    expect(within(nav).queryByRole('link', { name: 'Business Rules' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Customer Master' })).toBeTruthy();
  });

  it('hides the Settings & Config group without view access to either module', () => {
    const nav = renderNav({ 'user-management': { ...none, create: true, edit: true }, 'data-dashboard': viewOnly });
    expect(within(nav).queryByText('Settings & Config')).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'User Management' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Master Configuration' })).toBeNull();
  });

  it('shows only User Management with user-management view', () => {
    const nav = renderNav({ 'user-management': viewOnly });
    const group = within(nav).getByRole('group', { name: 'Settings & Config' });
    expect(within(group).getByRole('link', { name: 'User Management' }).getAttribute('href')).toBe('/user-management');
    expect(within(group).queryByRole('link', { name: 'Master Configuration' })).toBeNull();
  });

  it('shows only Master Configuration with master-configuration view', () => {
    const nav = renderNav({ 'master-configuration': viewOnly });
    const group = within(nav).getByRole('group', { name: 'Settings & Config' });
    expect(within(group).getByRole('link', { name: 'Master Configuration' })).toBeTruthy();
    expect(within(group).queryByRole('link', { name: 'User Management' })).toBeNull();
  });

  it('shows both with both view permissions', () => {
    const { groups } = visibleNavigation({ 'user-management': viewOnly, 'master-configuration': viewOnly });
    expect(groups).toHaveLength(1);
    expect(groups[0]?.items.map((i) => i.label)).toEqual(['User Management', 'Master Configuration']);
  });
});
