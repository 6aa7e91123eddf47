import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createdUserAnswer, emailFreeAnswer, userAnswer } from '@lbo/contracts/access-answers';
import { PARTNER_MESSAGES, partnerListAnswer, type Partner } from '@lbo/contracts/partners';
import { sessionActions } from '@/lib/session-store';
import { okReply, roleOptionsBody, userRow, usersPageBody } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { adminAccess, renderApp, signInAs, slow } from '@/testing/render-app';

const partner = (id: string, name: string, active = true): Partner => ({
  id,
  name,
  code: name.toUpperCase().replace(/\W+/g, '-'),
  active,
  contactEmail: null,
  monthlyEvaluationQuota: null,
  rateLimitPerMinute: null,
  counts: { users: 0, keys: 0, customers: 0 },
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
});
const PARTNERS = [partner('p1', 'Quick Loans App'), partner('p2', 'Rural Reach DSA', false)];
const partnersBody = okReply(partnerListAnswer, { items: PARTNERS, total: 2, page: 1, limit: 1000, totalPages: 1 });
const kiran = userRow({
  _id: 'u5',
  name: 'Kiran Das',
  email: 'kiran@lender.in',
  role_id: 'r1',
  role_name: 'Credit Analyst',
  partner_id: 'p1',
  partner_name: 'Quick Loans App',
});

function routes(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/crmAuth/getAllUsers': { body: usersPageBody([kiran]) },
    'GET /api/role/getRolesList': { body: roleOptionsBody([{ value: 'r1', label: 'Credit Analyst' }]) },
    'GET /api/partners': partnersBody,
    'GET /api/crmAuth/checkEmail': okReply(emailFreeAnswer, { email: 'ravi@lender.in', exists: false }, 200, 'Email is available'),
    ...extra,
  });
}

async function openForm(button: string, name: string) {
  signInAs(adminAccess);
  renderApp('/user-management?tab=users');
  fireEvent.click(await screen.findByRole('button', { name: button }, slow));
  const form = screen.getByRole('form', { name });
  await within(form).findByRole('option', { name: 'Quick Loans App' }, slow);
  return form;
}

describe('the user form: a partner', () => {
  afterEach(() => sessionActions.clear());

  it('lists the partners, none by default, and sends the one chosen', async () => {
    let created: unknown = null;
    routes({
      'POST /api/crmAuth/createUser': ({ body }) => {
        created = body;
        return okReply(
          createdUserAnswer,
          { ...userRow({ _id: 'u9', name: 'Ravi', email: 'ravi@lender.in', partner_id: 'p1' }), invitationSent: true },
          201,
          'User Created Successfully',
        );
      },
    });
    const form = await openForm('Create New User', 'Create user');
    const select = within(form).getByLabelText('Partner') as HTMLSelectElement;
    expect(select.value).toBe('');
    expect([...select.options].map((o) => o.text)).toEqual(['None — marketplace staff', 'Quick Loans App', 'Rural Reach DSA (inactive)']);

    fireEvent.change(within(form).getByLabelText(/Name/, { selector: 'input' }), { target: { value: 'Ravi' } });
    fireEvent.change(within(form).getByLabelText(/Email/), { target: { value: 'ravi@lender.in' } });
    fireEvent.change(within(form).getByLabelText(/Role/), { target: { value: 'r1' } });
    fireEvent.change(select, { target: { value: 'p1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create User' }));
    await screen.findByText('User Created Successfully');
    expect(created).toEqual({ name: 'Ravi', email: 'ravi@lender.in', role_id: 'r1', status: 'Active', partner_id: 'p1' });
  });

  it("shows a user's partner in the list, clears it with None, and leaves it out when unchanged", async () => {
    const sent: unknown[] = [];
    routes({
      'PUT /api/crmAuth/updateUser': ({ body }) => {
        sent.push(body);
        return okReply(userAnswer, kiran, 200, 'User Updated Successfully');
      },
    });
    signInAs(adminAccess);
    renderApp('/user-management?tab=users');
    const row = (await screen.findByText('Kiran Das', {}, slow)).closest('tr')!;
    expect(within(row).getByText('Quick Loans App')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Edit Kiran Das' }));
    let form = screen.getByRole('form', { name: 'Edit user' });
    await within(form).findByRole('option', { name: 'Quick Loans App' }, slow);
    expect((within(form).getByLabelText('Partner') as HTMLSelectElement).value).toBe('p1');
    fireEvent.click(within(form).getByRole('button', { name: 'Update User' }));
    await screen.findByText('User Updated Successfully');
    expect(sent[0]).not.toHaveProperty('partner_id');

    fireEvent.click(within(row).getByRole('button', { name: 'Edit Kiran Das' }));
    form = screen.getByRole('form', { name: 'Edit user' });
    await within(form).findByRole('option', { name: 'Quick Loans App' }, slow);
    fireEvent.change(within(form).getByLabelText('Partner'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update User' }));
    await screen.findAllByText('User Updated Successfully');
    expect(sent[1]).toMatchObject({ name: 'Kiran Das', partner_id: null });
  });

  it("shows the server's partner_id message on the field", async () => {
    routes({
      'POST /api/crmAuth/createUser': {
        status: 400,
        body: { status: false, statusCode: 400, message: PARTNER_MESSAGES.unknownPartner, errors: { partner_id: PARTNER_MESSAGES.unknownPartner } },
      },
    });
    const form = await openForm('Create New User', 'Create user');
    fireEvent.change(within(form).getByLabelText(/Name/, { selector: 'input' }), { target: { value: 'Ravi' } });
    fireEvent.change(within(form).getByLabelText(/Email/), { target: { value: 'ravi@lender.in' } });
    fireEvent.change(within(form).getByLabelText(/Role/), { target: { value: 'r1' } });
    fireEvent.change(within(form).getByLabelText('Partner'), { target: { value: 'p2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create User' }));
    expect(await within(form).findByText(PARTNER_MESSAGES.unknownPartner)).toBeTruthy();
  });
});
