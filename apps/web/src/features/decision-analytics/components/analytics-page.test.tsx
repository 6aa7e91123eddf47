import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decisionBreakdownAnswer, type DecisionBreakdown } from '@lbo/contracts/decision-analytics';
import { fullAccess, toAccessMap } from '@lbo/contracts/permissions';
import { okReply } from '@/testing/answers';
import { mockSignedInFetch } from '@/testing/mock-fetch';
import { partnerListAnswer } from '@lbo/contracts/partners';
import { renderApp, signInAs, slow } from '@/testing/render-app';
import { sessionActions } from '@/lib/session-store';

const breakdown: DecisionBreakdown = {
  from: '2026-11-23',
  to: '2026-11-24',
  applications: 3,
  evaluated: 6,
  eligible: 2,
  eligibleRate: 1 / 3,
  perDay: [
    { day: '2026-11-23', evaluated: 2, eligible: 1 },
    { day: '2026-11-24', evaluated: 4, eligible: 1 },
  ],
  perBank: [
    { id: 'b1', name: 'HDFC Bank', evaluated: 3, eligible: 2, eligibleRate: 2 / 3 },
    { id: 'b2', name: 'Axis Bank', evaluated: 3, eligible: 0, eligibleRate: 0 },
  ],
  perProduct: [{ id: 'p1', name: 'Personal Loan', evaluated: 6, eligible: 2, eligibleRate: 1 / 3 }],
  failures: [{ bankId: 'b2', bankName: 'Axis Bank', code: 'SALARY_BELOW_MIN', message: 'Salary is below the minimum', count: 3, share: 1 }],
  amounts: [
    { band: 'Below ₹1 L', count: 0 },
    { band: '₹1 L – ₹2 L', count: 2 },
  ],
  aprPerBank: [{ id: 'b1', name: 'HDFC Bank', offers: 2, min: 11.2, p25: 11.5, median: 11.84, p75: 12.1, max: 12.6 }],
  banks: [
    { id: 'b1', name: 'HDFC Bank' },
    { id: 'b2', name: 'Axis Bank' },
  ],
  products: [{ id: 'p1', name: 'Personal Loan' }],
  pendingDays: 0,
};

afterEach(() => sessionActions.clear());

describe('Decision Analytics', () => {
  it('shows the figures, sends the filters from the address and keeps a chosen bank in it', async () => {
    const queries: URLSearchParams[] = [];
    mockSignedInFetch({
      'GET /api/analytics/decisions/breakdown': ({ url }) => {
        queries.push(new URL(url, 'http://localhost').searchParams);
        return okReply(decisionBreakdownAnswer, breakdown);
      },
    });
    signInAs(toAccessMap(fullAccess()));
    const { router } = renderApp('/analytics?from=2026-11-23');
    expect(await screen.findByRole('heading', { name: 'Decision Analytics' })).toBeTruthy();
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe('2026-11-23'));
    expect(await screen.findByText('2 (33.3%)')).toBeTruthy();
    expect(screen.getAllByText('Salary is below the minimum').length).toBeGreaterThan(0);
    const byBank = screen.getByRole('heading', { name: 'Eligibility by bank' }).closest('div.rounded-xl') as HTMLElement;
    expect(within(byBank).getAllByText('66.7%')).toHaveLength(2); // the bar's label and the table behind it
    const apr = screen.getByRole('heading', { name: 'APR by lender' }).closest('div.rounded-xl') as HTMLElement;
    expect(within(apr).getByTestId('apr-per-lender').textContent).toContain('11.84%');
    expect(within(apr).getByText('11.50% – 12.10%')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: 'b2' } });
    await waitFor(() => expect(router.state.location.search).toContain('bankId=b2'));
    await waitFor(() => expect(queries.at(-1)?.get('bankId')).toBe('b2'));
  });

  it('narrows the figures to one partner for staff, kept in the address', async () => {
    const queries: URLSearchParams[] = [];
    const partner = {
      id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
      name: 'Rural Reach DSA',
      code: 'RR',
      active: false,
      contactEmail: null,
      monthlyEvaluationQuota: null,
      rateLimitPerMinute: null,
      counts: { users: 0, keys: 0, customers: 0 },
      createdAt: '2026-11-20T05:00:00.000Z',
      updatedAt: '2026-11-20T05:00:00.000Z',
    };
    mockSignedInFetch({
      'GET /api/analytics/decisions/breakdown': ({ url }) => {
        queries.push(new URL(url, 'http://localhost').searchParams);
        return okReply(decisionBreakdownAnswer, breakdown);
      },
      'GET /api/partners': okReply(partnerListAnswer, { items: [partner], total: 1, page: 1, limit: 1000, totalPages: 1 }),
    });
    signInAs(toAccessMap(fullAccess()));
    const { router } = renderApp('/analytics');
    const select = (await screen.findByLabelText('Partner', {}, slow)) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['All partners', 'Rural Reach DSA (inactive)']);
    fireEvent.change(select, { target: { value: partner.id } });
    await waitFor(() => expect(router.state.location.search).toContain(`partnerId=${partner.id}`));
    await waitFor(() => expect(queries.at(-1)?.get('partnerId')).toBe(partner.id));
  });

  it('says while days are still being counted, and asks again until the figures are complete', async () => {
    let calls = 0;
    mockSignedInFetch({
      'GET /api/analytics/decisions/breakdown': () => {
        calls += 1;
        return okReply(decisionBreakdownAnswer, { ...breakdown, pendingDays: calls === 1 ? 12 : 0 });
      },
    });
    signInAs(toAccessMap(fullAccess()));
    renderApp('/analytics?from=2026-11-23');
    expect(await screen.findByText('Still counting 12 days; figures will complete shortly.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Still counting/)).toBeNull(), slow);
    expect(calls).toBe(2);
    expect(screen.getByText('2 (33.3%)')).toBeTruthy();
  });

  it('tells a user without the loan-evaluator permission', async () => {
    mockSignedInFetch({
      'GET /api/analytics/decisions/breakdown': { status: 403, body: { status: false, message: 'Forbidden' } },
    });
    signInAs(toAccessMap([{ module_id: 'shortener', view: true, create: false, edit: false, delete: false, export: false }]));
    renderApp('/analytics');
    expect(await screen.findByTestId('no-access')).toBeTruthy();
  });

  it('says plainly when the window ends before it starts, and swaps the dates', async () => {
    mockSignedInFetch({
      'GET /api/analytics/decisions/breakdown': ({ url }) => {
        const q = new URL(url, 'http://localhost').searchParams;
        if ((q.get('from') ?? '') > (q.get('to') ?? '9')) return { status: 400, body: { status: false, message: ['to must not be before from'] } };
        return okReply(decisionBreakdownAnswer, breakdown);
      },
    });
    signInAs(toAccessMap(fullAccess()));
    const { router } = renderApp('/analytics?from=2026-11-24&to=2026-11-20');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('starts on 2026-11-24 but ends earlier, on 2026-11-20');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Swap the dates' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-20&to=2026-11-24'));
    expect(await screen.findByText('2 (33.3%)')).toBeTruthy();
  });
});
