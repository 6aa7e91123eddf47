import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fullAccess, toAccessMap } from '@lbo/contracts/permissions';
import { PARTNER_MESSAGES, partnerAnswer, partnerDeletedAnswer, partnerListAnswer, type Partner } from '@lbo/contracts/partners';
import { sessionActions } from '@/lib/session-store';
import { okReply } from '@/testing/answers';
import { setViewport } from '@/testing/match-media';
import { mockSignedInFetch } from '@/testing/mock-fetch';
import { adminAccess, openTable, renderApp, signInAs, slow, testUser } from '@/testing/render-app';

const partner = (over: Partial<Partner> = {}): Partner => ({
  id: 'p1',
  name: 'Quick Loans App',
  code: 'QLA',
  active: true,
  contactEmail: 'ops@quickloans.example',
  monthlyEvaluationQuota: 5000,
  rateLimitPerMinute: 120,
  counts: { users: 2, keys: 1, customers: 340 },
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
  ...over,
});
const rural = partner({
  id: 'p2',
  name: 'Rural Reach DSA',
  code: 'RR-DSA',
  active: false,
  contactEmail: null,
  monthlyEvaluationQuota: null,
  rateLimitPerMinute: null,
  counts: { users: 0, keys: 0, customers: 0 },
});
const listOf = (items: Partner[]) => okReply(partnerListAnswer, { items, total: items.length, page: 1, limit: 25, totalPages: 1 });
const viewOnly = toAccessMap([{ module_id: 'partners', view: true, create: false, edit: false, delete: false, export: false }]);
const refused = (status: number, message: string, errors?: Record<string, string>) => ({
  status,
  body: { status: false, statusCode: status, message, errors },
});

afterEach(() => {
  sessionActions.clear();
  setViewport(1366);
});

describe('Partners page', () => {
  it('lists partners with code, status, contact, limits and what each holds; searches on the server', async () => {
    const queries: URLSearchParams[] = [];
    mockSignedInFetch({
      'GET /api/partners': ({ url }) => {
        queries.push(new URL(url, 'http://localhost').searchParams);
        return listOf([partner(), rural]);
      },
    });
    const table = await openTable('/partners', 'Partners');
    expect(await within(table).findByText('Quick Loans App', {}, slow)).toBeTruthy();
    expect(within(table).getByText('QLA')).toBeTruthy();
    expect(within(table).getByText('ops@quickloans.example')).toBeTruthy();
    expect(within(table).getByText('5,000 evaluations a month · 120 requests a minute')).toBeTruthy();
    expect(within(table).getByText('No limits')).toBeTruthy();
    expect(within(table).getByText('340 customers')).toBeTruthy();
    expect(within(table).getByText('Inactive')).toBeTruthy();
    expect(queries[0]?.get('limit')).toBe('25');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Partners' }), { target: { value: 'rural' } });
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('rural'), slow);
  });

  it('offers no changes to a role that may only view', async () => {
    mockSignedInFetch({ 'GET /api/partners': listOf([partner()]) });
    const table = await openTable('/partners', 'Partners', viewOnly);
    await within(table).findByText('Quick Loans App', {}, slow);
    expect(screen.queryByRole('button', { name: 'Add partner' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Deactivate / })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('checks the form with the contract, adds a partner, and shows a taken code on its field', async () => {
    const sent: unknown[] = [];
    let taken = true;
    mockSignedInFetch({
      'GET /api/partners': listOf([]),
      'POST /api/partners': ({ body }) => {
        sent.push(body);
        if (taken) return refused(409, PARTNER_MESSAGES.codeTaken, { code: PARTNER_MESSAGES.codeTaken });
        return okReply(partnerAnswer, partner(), 201, PARTNER_MESSAGES.created);
      },
    });
    signInAs(adminAccess);
    renderApp('/partners');
    fireEvent.click(await screen.findByRole('button', { name: 'Add partner' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Add partner' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add partner' }));
    expect(await within(dialog).findByText(PARTNER_MESSAGES.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(PARTNER_MESSAGES.codeRequired)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Quick Loans App' } });
    fireEvent.change(within(dialog).getByLabelText(/Code/), { target: { value: 'QLA 1' } });
    fireEvent.change(within(dialog).getByLabelText(/Evaluations a month/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add partner' }));
    expect(await within(dialog).findByText(PARTNER_MESSAGES.codeInvalid)).toBeTruthy();
    expect(within(dialog).getByText(PARTNER_MESSAGES.quotaInvalid)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Code/), { target: { value: 'QLA' } });
    fireEvent.change(within(dialog).getByLabelText(/Evaluations a month/), { target: { value: '5000' } });
    fireEvent.change(within(dialog).getByLabelText(/Contact e-mail/), { target: { value: 'ops@quickloans.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add partner' }));
    expect(await within(dialog).findByText(PARTNER_MESSAGES.codeTaken)).toBeTruthy();
    expect(sent[0]).toEqual({
      name: 'Quick Loans App',
      code: 'QLA',
      active: true,
      contactEmail: 'ops@quickloans.example',
      monthlyEvaluationQuota: 5000,
      rateLimitPerMinute: null,
    });

    taken = false;
    fireEvent.change(within(dialog).getByLabelText(/Code/), { target: { value: 'QLA-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add partner' }));
    expect(await screen.findByText(PARTNER_MESSAGES.created)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add partner' })).toBeNull());
  });

  it('edits a partner with its values filled in; an emptied limit is sent as none', async () => {
    let sent: unknown = null;
    mockSignedInFetch({
      'GET /api/partners': listOf([partner()]),
      'PUT /api/partners/p1': ({ body }) => {
        sent = body;
        return okReply(partnerAnswer, partner({ rateLimitPerMinute: null }), 200, PARTNER_MESSAGES.updated);
      },
    });
    const table = await openTable('/partners', 'Partners');
    fireEvent.click(await within(table).findByRole('button', { name: 'Edit Quick Loans App' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Edit partner' });
    expect((within(dialog).getByLabelText(/Code/) as HTMLInputElement).value).toBe('QLA');
    expect((within(dialog).getByLabelText(/Requests a minute/) as HTMLInputElement).value).toBe('120');
    fireEvent.change(within(dialog).getByLabelText(/Requests a minute/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PARTNER_MESSAGES.updated)).toBeTruthy();
    expect(sent).toMatchObject({ name: 'Quick Loans App', code: 'QLA', monthlyEvaluationQuota: 5000, rateLimitPerMinute: null });
  });

  it('deactivates after saying what stops, with the server’s message', async () => {
    let sent: unknown = null;
    mockSignedInFetch({
      'GET /api/partners': listOf([partner()]),
      'PUT /api/partners/p1': ({ body }) => {
        sent = body;
        return okReply(partnerAnswer, partner({ active: false }), 200, PARTNER_MESSAGES.deactivated);
      },
    });
    const table = await openTable('/partners', 'Partners');
    fireEvent.click(await within(table).findByRole('button', { name: 'Deactivate Quick Loans App' }, slow));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Quick Loans App?' });
    expect(within(confirm).getByText(/Its users \(2\) are signed out at once and its API keys \(1\) stop working/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(PARTNER_MESSAGES.deactivated)).toBeTruthy();
    expect(sent).toEqual({ active: false });
  });

  it('deletes after a confirmation, and says why when the partner still holds something', async () => {
    const deleted: string[] = [];
    mockSignedInFetch({
      'GET /api/partners': listOf([partner(), rural]),
      'DELETE /api/partners/p1': () => refused(409, PARTNER_MESSAGES.inUse('2 users, 1 API key and 340 customers')),
      'DELETE /api/partners/p2': () => {
        deleted.push('p2');
        return okReply(partnerDeletedAnswer, { id: 'p2' }, 200, PARTNER_MESSAGES.deleted);
      },
    });
    const table = await openTable('/partners', 'Partners');
    fireEvent.click(await within(table).findByRole('button', { name: 'Delete Quick Loans App' }, slow));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete Quick Loans App?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(PARTNER_MESSAGES.inUse('2 users, 1 API key and 340 customers'))).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(within(table).getByRole('button', { name: 'Delete Rural Reach DSA' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete Rural Reach DSA?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(PARTNER_MESSAGES.deleted)).toBeTruthy();
    expect(deleted).toEqual(['p2']);
  });

  it('shows one card per partner on a phone, with its buttons', async () => {
    setViewport(375);
    mockSignedInFetch({ 'GET /api/partners': listOf([partner(), rural]) });
    signInAs(adminAccess);
    renderApp('/partners');
    const cards = await screen.findAllByTestId('partner-card', {}, slow);
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('2 users · 1 API key · 340 customers')).toBeTruthy();
    expect(within(cards[1]!).getByRole('button', { name: 'Activate Rural Reach DSA' })).toBeTruthy();
  });

  it("tells a user without the partners right, and a partner's own user whatever their role", async () => {
    const fetch = mockSignedInFetch({ 'GET /api/partners': listOf([partner()]) });
    signInAs(toAccessMap([{ module_id: 'webhooks', view: true, create: false, edit: false, delete: false, export: false }]));
    const first = renderApp('/partners');
    expect(await screen.findByTestId('no-access', {}, slow)).toBeTruthy();
    first.unmount();
    signInAs(toAccessMap(fullAccess()), { ...testUser, partner_id: 'p1' });
    renderApp('/partners');
    expect(await screen.findByTestId('no-access', {}, slow)).toBeTruthy();
    expect(fetch.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/api/partners'))).toEqual([]);
  });
});
