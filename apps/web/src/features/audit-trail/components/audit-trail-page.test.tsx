import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toAccessMap } from '@lbo/contracts/permissions';
import { auditListAnswer, type AuditEntry } from '@lbo/contracts/audit-trail';
import { sessionActions } from '@/lib/session-store';
import { okReply } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { openTable, renderApp, signInAs, slow } from '@/testing/render-app';

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '7',
  occurredAt: '2026-11-28T05:00:00.000Z',
  actorKind: 'user',
  actorUserId: '11111111-1111-4111-8111-111111111111',
  actorName: 'Asha Rao',
  apiKeyId: null,
  address: '10.0.0.5',
  module: 'customer-master',
  action: 'read',
  objectType: 'customer',
  objectId: '22222222-2222-4222-8222-222222222222',
  summary: 'Read customer through GET /api/customers/:id',
  requestId: 'r-1',
  ...over,
});
const page = (items: AuditEntry[]) => okReply(auditListAnswer, { items, total: items.length, page: 1, limit: 20, totalPages: 1 });
const viewOnly = toAccessMap([{ module_id: 'audit-trail', view: true, create: false, edit: false, delete: false, export: false }]);

describe('Audit trail page', () => {
  afterEach(() => sessionActions.clear());

  it('lists entries in words and narrows by the filters, which go to the server', async () => {
    const fetch = mockFetch({
      'GET /api/audit': page([
        entry(),
        entry({
          id: '6',
          actorKind: 'api-key',
          apiKeyId: 'abcdef12-0000-4000-8000-000000000000',
          action: 'create',
          module: 'loan-evaluator',
          summary: 'Evaluated an applicant through POST /api/loanapplication/apply (API key)',
        }),
      ]),
    });
    const table = await openTable('/audit-trail', 'Audit trail', viewOnly);
    expect(await within(table).findByText('Read customer through GET /api/customers/:id', {}, slow)).toBeTruthy();
    expect(within(table).getAllByText('Customer Master').length).toBeGreaterThan(0);
    expect(within(table).getByText('API key abcdef12… for Asha Rao')).toBeTruthy();
    // No export for a role that may only view.
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'read' } });
    await waitFor(() => {
      const last = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost');
      expect(last.searchParams.get('action')).toBe('read');
    });
    fireEvent.click(within(table).getAllByRole('button', { name: 'Asha Rao' })[0]!);
    await waitFor(() => {
      const last = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost');
      expect(last.searchParams.get('actorId')).toBe('11111111-1111-4111-8111-111111111111');
    });
  });

  it('tells a role without the audit-trail view it has no access', async () => {
    mockFetch({});
    signInAs(toAccessMap([{ module_id: 'customer-master', view: true, create: false, edit: false, delete: false, export: false }]));
    renderApp('/audit-trail');
    expect(await screen.findByText(/Audit Trail/, {}, slow)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Audit trail' })).toBeNull();
  });
});
