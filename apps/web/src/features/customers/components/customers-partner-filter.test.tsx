import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fullAccess, toAccessMap } from '@lbo/contracts/permissions';
import { customerListAnswer } from '@lbo/contracts/customers-answers';
import { partnerListAnswer } from '@lbo/contracts/partners';
import { itemsPage, okBody } from '@/testing/answers';
import { mockSignedInFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs, testUser, slow } from '@/testing/render-app';
import { sessionActions } from '@/lib/session-store';

const customer = {
  id: 'c-1',
  reference: 'LEAD-001',
  name: 'Meera Iyer',
  createdAt: '2026-11-20T05:00:00Z',
  evaluations: 2,
  lastEvaluatedAt: '2026-11-24T05:00:00Z',
  lastEligibleCount: 1,
  bestOfferAmount: 1250000,
  largestOffer: { bankName: 'HDFC Bank', productName: 'Personal Loan', amount: 1250000, apr: 11.62, rate: 10.5 },
};

afterEach(() => sessionActions.clear());

describe('Customer Master: the partner filter', () => {
  const partners = okBody(partnerListAnswer, {
    items: [
      {
        id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
        name: 'Quick Loans App',
        code: 'QLA',
        active: true,
        contactEmail: null,
        monthlyEvaluationQuota: null,
        rateLimitPerMinute: null,
        counts: { users: 1, keys: 0, customers: 4 },
        createdAt: '2026-11-20T05:00:00.000Z',
        updatedAt: '2026-11-20T05:00:00.000Z',
      },
    ],
    total: 1,
    page: 1,
    limit: 1000,
    totalPages: 1,
  });

  it('offers All partners and each partner to staff, and sends the one chosen to the list and the export', async () => {
    const lists: URLSearchParams[] = [];
    const exports: URLSearchParams[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:customers');
    URL.revokeObjectURL = vi.fn();
    mockSignedInFetch({
      'GET /api/customers': ({ url }) => {
        lists.push(new URL(url, 'http://localhost').searchParams);
        return { body: okBody(customerListAnswer, itemsPage([customer])) };
      },
      'GET /api/customers/export': ({ url }) => {
        exports.push(new URL(url, 'http://localhost').searchParams);
        return { body: 'reference,name' };
      },
      'GET /api/partners': { body: partners },
    });
    signInAs(toAccessMap(fullAccess()));
    const { router } = renderApp('/customer-master');
    const select = (await screen.findByLabelText('Partner', {}, slow)) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['All partners', 'Quick Loans App']);
    expect(lists.at(-1)?.has('partnerId')).toBe(false);
    fireEvent.change(select, { target: { value: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' } });
    await waitFor(() => expect(router.state.location.search).toContain('partnerId=aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'));
    await waitFor(() => expect(lists.at(-1)?.get('partnerId')).toBe('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'));
    fireEvent.click(screen.getByRole('button', { name: 'Export .csv' }));
    await waitFor(() => expect(exports.at(-1)?.get('partnerId')).toBe('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'));
    expect(exports.at(-1)?.get('format')).toBe('csv');
  });

  it("is not shown to a partner's own user, whose role's partners right the screen does not keep", async () => {
    const fetch = mockSignedInFetch({
      'GET /api/customers': { body: okBody(customerListAnswer, itemsPage([customer])) },
      'GET /api/partners': { body: partners },
    });
    signInAs(toAccessMap(fullAccess()), { ...testUser, partner_id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' });
    renderApp('/customer-master');
    expect(await screen.findByRole('button', { name: 'Meera Iyer' }, slow)).toBeTruthy();
    expect(screen.queryByLabelText('Partner')).toBeNull();
    expect(fetch.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/api/partners'))).toEqual([]);
  });
});
