import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fullAccess, toAccessMap } from '@lbo/contracts/permissions';
import { sessionActions } from '@/lib/session-store';
import { roleAnswer } from '@lbo/contracts/access-answers';
import { okReply, roleRow, rolesPageBody } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs, slow } from '@/testing/render-app';

/* The roles matrix's Approve column: approving proposed rule changes, a flag of Business Rules only. */

describe('roles matrix: the Approve column', () => {
  afterEach(() => sessionActions.clear());

  it('offers Approve for Business Rules only, and sends it as the approve flag of that entry', async () => {
    let sent: { role_access: Record<string, unknown>[] } | null = null;
    mockFetch({
      'GET /api/role/getAllRoles': { body: rolesPageBody([]) },
      'POST /api/role/create': ({ body }) => {
        sent = body as typeof sent;
        return okReply(roleAnswer, roleRow({ _id: 'r9', role_name: 'Credit Head' }), 201, 'Role Created Successfully');
      },
    });
    signInAs(toAccessMap(fullAccess()));
    renderApp('/user-management');
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Role' }, slow));
    const form = screen.getByRole('form', { name: 'Create role' });
    const matrix = within(form).getByRole('table', { name: 'Permissions' });
    expect(within(matrix).getByRole('columnheader', { name: 'Approve' })).toBeTruthy();
    // One Approve box in the whole matrix: Business Rules'.
    expect(
      within(matrix)
        .getAllByRole('checkbox', { name: /: Approve$/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Business Rules: Approve']);
    const shortener = within(matrix).getByRole('row', { name: /URL Shortener/ });
    expect(within(shortener).queryByRole('checkbox', { name: /Approve/ })).toBeNull();

    fireEvent.change(within(form).getByLabelText(/Role Name/), { target: { value: 'Credit Head' } });
    fireEvent.click(within(matrix).getByRole('checkbox', { name: 'Business Rules: View' }));
    fireEvent.click(within(matrix).getByRole('checkbox', { name: 'Business Rules: Approve' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create Role' }));
    await waitFor(() => expect(sent).not.toBeNull());
    const entries = sent!.role_access;
    expect(entries.find((e) => e.module_id === 'rules-management')).toMatchObject({ view: true, edit: false, approve: true });
    expect(entries.filter((e) => 'approve' in e).map((e) => e.module_id)).toEqual(['rules-management']);
  });

  it("counts Approve in Business Rules' whole-row toggle", async () => {
    mockFetch({ 'GET /api/role/getAllRoles': { body: rolesPageBody([]) } });
    signInAs(toAccessMap(fullAccess()));
    renderApp('/user-management');
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Role' }, slow));
    const matrix = within(screen.getByRole('form', { name: 'Create role' })).getByRole('table', { name: 'Permissions' });
    fireEvent.click(within(matrix).getByRole('checkbox', { name: 'Business Rules: all actions' }));
    expect(within(matrix).getByRole('checkbox', { name: 'Business Rules: Approve' }).getAttribute('aria-checked')).toBe('true');
  });
});
