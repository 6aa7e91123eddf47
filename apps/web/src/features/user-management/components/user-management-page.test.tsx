import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MODULES, type PermissionFlags } from '@lbo/contracts/permissions';
import { sessionActions } from '@/lib/session-store';
import { createdUserAnswer, emailFreeAnswer, roleAnswer, userAnswer } from '@lbo/contracts/access-answers';
import { okReply, roleOptionsBody, roleRow, rolesPageBody, userRow, usersPageBody } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs, testUser, slow, adminAccess } from '@/testing/render-app';

const viewOnly: PermissionFlags = { create: false, edit: false, view: true, delete: false, export: false };

const credit = roleRow({
  _id: 'r1',
  role_name: 'Credit Analyst',
  role_access: [
    { module_id: 'loan-evaluator', create: true, edit: true, view: true, delete: true, export: true },
    { module_id: 'rules-management', create: false, edit: false, view: true, delete: false, export: false },
    { module_id: 'shortener', create: false, edit: false, view: false, delete: false, export: false },
  ],
});
const priya = userRow({ _id: 'u2', name: 'Priya Sharma', email: 'priya@lender.in', role_id: 'r1', role_name: 'Credit Analyst' });

// The page is a lazy route: under load its first render can take a few seconds.

/** Opens the users tab's create form, fills it in with the Credit Analyst role and sends it. */
async function createUser(name: string, email: string) {
  renderApp('/user-management?tab=users');
  fireEvent.click(await screen.findByRole('button', { name: 'Create New User' }, slow));
  const form = screen.getByRole('form', { name: 'Create user' });
  await within(form).findByRole('option', { name: 'Credit Analyst' }, slow);
  fireEvent.change(within(form).getByLabelText(/Name/, { selector: 'input' }), { target: { value: name } });
  fireEvent.change(within(form).getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(within(form).getByLabelText(/Role/), { target: { value: 'r1' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Create User' }));
  return form;
}

describe('user management screen', () => {
  afterEach(() => sessionActions.clear());

  it('shows the no-access state, and makes none of its requests, without user-management view', async () => {
    const fetch = mockFetch({});
    signInAs({ shortener: viewOnly });
    renderApp('/user-management');
    expect(await screen.findByTestId('no-access', {}, slow)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeTruthy();
    // Only the shell's own role refresh; nothing of this screen.
    const calls = fetch.mock.calls.map((c) => String(c[0]));
    expect(calls.filter((u) => /getAllRoles|getAllUsers|getRolesList/.test(u))).toEqual([]);
  });

  it('lists roles with the module count badge; 25 a page by default', async () => {
    const fetch = mockFetch({ 'GET /api/role/getAllRoles': { body: rolesPageBody([credit]) } });
    signInAs(adminAccess);
    renderApp('/user-management');
    expect(await screen.findByRole('heading', { level: 1, name: 'Role Management' }, slow)).toBeTruthy();
    expect(screen.getByText('Manage your Role Management and configurations')).toBeTruthy();
    expect(await screen.findByText('Credit Analyst', {}, slow)).toBeTruthy();
    expect(screen.getByText('2 Modules')).toBeTruthy();
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('page_limit')).toBe('25');
    expect(url.searchParams.get('page')).toBe('1');
  });

  it('creates a role from the inline matrix form', async () => {
    let sent: unknown = null;
    mockFetch({
      'GET /api/role/getAllRoles': { body: rolesPageBody([credit]) },
      'POST /api/role/create': ({ body }) => {
        sent = body;
        return okReply(roleAnswer, roleRow({ _id: 'r9', role_name: 'Collections' }), 201, 'Role Created Successfully');
      },
    });
    signInAs(adminAccess);
    renderApp('/user-management');
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Role' }, slow));
    const form = screen.getByRole('form', { name: 'Create role' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Role' }));
    expect(await within(form).findByText('Role name is required')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Role Name/), { target: { value: '  Collections  ' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'URL Shortener: View' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'API Keys: all actions' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create Role' }));
    expect(await screen.findByText('Role Created Successfully')).toBeTruthy();
    const body = sent as { role_name: string; role_access: { module_id: string; view: boolean; delete: boolean }[] };
    expect(body.role_name).toBe('Collections');
    // One row per module of the matrix, Webhooks included.
    expect(body.role_access.map((e) => e.module_id)).toEqual([...MODULES]);
    expect(body.role_access.find((e) => e.module_id === 'shortener')).toMatchObject({ view: true, delete: false });
    expect(body.role_access.find((e) => e.module_id === 'api-keys')).toMatchObject({ view: true, delete: true });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Create role' })).toBeNull());
  });

  it('lists users with a dash for a missing role, and confirms a status change in a titled dialog', async () => {
    let statusBody: unknown = null;
    mockFetch({
      'GET /api/crmAuth/getAllUsers': {
        body: usersPageBody([priya, userRow({ _id: 'u3', name: 'No Role', email: 'nr@lender.in', status: 'Inactive' })]),
      },
      'PUT /api/crmAuth/updateStatus': ({ body }) => {
        statusBody = body;
        return okReply(userAnswer, { ...priya, status: 'Inactive' }, 200, 'User Deactivated Successfully');
      },
    });
    signInAs(adminAccess);
    renderApp('/user-management?tab=users');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' }, slow)).toBeTruthy();
    const row = (await screen.findByText('Priya Sharma', {}, slow)).closest('tr')!;
    expect(within(row).getByText('Active')).toBeTruthy();
    const other = screen.getByText('No Role').closest('tr')!;
    // No role and no partner: a dash in each.
    expect(within(other).getAllByText('—')).toHaveLength(2);
    expect(within(other).getByText('Inactive')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Deactivate Priya Sharma' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Deactivate User')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User Deactivated Successfully')).toBeTruthy();
    expect(statusBody).toEqual({ id: 'u2', status: 'Inactive' });
  });

  it('checks the e-mail before creating a user', async () => {
    let created: unknown = null;
    let taken = true;
    mockFetch({
      'GET /api/crmAuth/getAllUsers': { body: usersPageBody([]) },
      'GET /api/role/getRolesList': { body: roleOptionsBody([{ value: 'r1', label: 'Credit Analyst' }]) },
      'GET /api/crmAuth/checkEmail': () =>
        taken
          ? { status: 409, body: { status: false, statusCode: 409, message: 'Email Already Exists' } }
          : okReply(emailFreeAnswer, { email: 'ravi@lender.in', exists: false }, 200, 'Email is available'),
      'POST /api/crmAuth/createUser': ({ body }) => {
        created = body;
        return okReply(
          createdUserAnswer,
          { ...userRow({ _id: 'u9', name: 'Ravi Kumar', email: 'ravi@lender.in', role_id: 'r1' }), invitationSent: true },
          201,
          'User Created Successfully',
        );
      },
    });
    signInAs(adminAccess, testUser);
    const form = await createUser('Ravi Kumar', '  Ravi@Lender.IN ');
    expect(await within(form).findByText('User already exists with this email')).toBeTruthy();
    expect(created).toBeNull();

    taken = false;
    fireEvent.click(within(form).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User Created Successfully')).toBeTruthy();
    expect(created).toEqual({ name: 'Ravi Kumar', email: 'ravi@lender.in', role_id: 'r1', status: 'Active' });
  });

  it("says 'Failed to verify email' when the check itself fails", async () => {
    mockFetch({
      'GET /api/crmAuth/getAllUsers': { body: usersPageBody([]) },
      'GET /api/role/getRolesList': { body: roleOptionsBody([{ value: 'r1', label: 'Credit Analyst' }]) },
      'GET /api/crmAuth/checkEmail': { status: 500, body: { status: false, statusCode: 500, message: 'Internal server error' } },
    });
    signInAs(adminAccess);
    const form = await createUser('Ravi', 'ravi@lender.in');
    expect(await within(form).findByText('Failed to verify email')).toBeTruthy();
  });

  it("warns 'No roles available' when there are none", async () => {
    mockFetch({ 'GET /api/crmAuth/getAllUsers': { body: usersPageBody([]) }, 'GET /api/role/getRolesList': { body: roleOptionsBody([]) } });
    signInAs(adminAccess);
    renderApp('/user-management?tab=users');
    fireEvent.click(await screen.findByRole('button', { name: 'Create New User' }, slow));
    expect((await screen.findAllByText('No roles available', {}, slow)).length).toBeGreaterThan(0);
  });

  it("toasts 'Failed to fetch users' when the list fails, and shows no-access on 403", async () => {
    mockFetch({ 'GET /api/crmAuth/getAllUsers': { status: 500, body: { status: false, statusCode: 500 } } });
    signInAs(adminAccess);
    const first = renderApp('/user-management?tab=users');
    expect((await screen.findAllByText('Failed to fetch users', {}, slow)).length).toBeGreaterThan(0);
    first.unmount();

    mockFetch({ 'GET /api/crmAuth/getAllUsers': { status: 403, body: { status: false, statusCode: 403, message: 'Forbidden' } } });
    renderApp('/user-management?tab=users');
    expect(await screen.findByTestId('no-access', {}, slow)).toBeTruthy();
  });
});
