import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { decisionBreakdownAnswer, decisionSummaryAnswer, type DecisionBreakdown } from '@lbo/contracts/decision-analytics';
import { sessionActions } from '@/lib/session-store';
import { mockFetch, mockSignedInFetch } from '@/testing/mock-fetch';
import { okReply } from '@/testing/answers';
import { renderApp, signInAs, slow } from '@/testing/render-app';

/** A breakdown of a window with nothing in it; each test fills in what it shows. */
const noBreakdown: DecisionBreakdown = {
  from: '2026-11-01',
  to: '2026-11-30',
  applications: 0,
  evaluated: 0,
  eligible: 0,
  eligibleRate: null,
  perDay: [],
  perBank: [],
  perProduct: [],
  failures: [],
  amounts: [],
  aprPerBank: [],
  banks: [],
  products: [],
  pendingDays: 0,
};

describe('dashboard', () => {
  afterEach(() => sessionActions.clear());

  it('shows the four counters and the recent activity', async () => {
    mockSignedInFetch({});
    signInAs();
    renderApp('/dashboard');
    expect(await screen.findByText('3,456', {}, slow)).toBeTruthy();
    for (const label of ['Total Links', 'Total Clicks', 'Active Links', 'Countries']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText('Short link /abc1234 created')).toBeTruthy();
    // The all-time total says so: the clicks chart beside it counts its 30 days only.
    expect(screen.getByTestId('stat-total-clicks').textContent).toContain('since the first link');
  });

  it('shows the lending trend, the top reasons for no offer and the top lenders', async () => {
    const perDay = Array.from({ length: 30 }, (_, i) => ({
      day: `2026-11-${String(i + 1).padStart(2, '0')}`,
      evaluations: i % 5,
      eligible: i % 3 === 0 ? i % 5 : 0,
    }));
    const totals = perDay.reduce((t, d) => ({ evaluations: t.evaluations + d.evaluations, eligible: t.eligible + d.eligible }), {
      evaluations: 0,
      eligible: 0,
    });
    const bank = (id: string, name: string, eligible: number) => ({ id, name, evaluated: 40, eligible, eligibleRate: eligible / 40 });
    mockSignedInFetch({
      'GET /api/analytics/decisions/summary': okReply(decisionSummaryAnswer, {
        days: 30,
        evaluations: totals.evaluations,
        eligibleEvaluations: totals.eligible,
        eligibleRate: totals.eligible / totals.evaluations,
        customers: 9,
        perDay,
      }),
      'GET /api/analytics/decisions/breakdown': okReply(decisionBreakdownAnswer, {
        ...noBreakdown,
        applications: totals.evaluations,
        perBank: [bank('b1', 'Axis Bank', 3), bank('b2', 'HDFC Bank', 12), bank('b3', 'Yes Bank', 0)],
        failures: [
          { bankId: 'b1', bankName: 'Axis Bank', code: 'CIBIL_BELOW_MIN', message: 'Credit score below the minimum', count: 7, share: 0.2 },
          { bankId: 'b3', bankName: 'Yes Bank', code: 'CIBIL_BELOW_MIN', message: 'Credit score below the minimum', count: 5, share: 0.1 },
          { bankId: 'b3', bankName: 'Yes Bank', code: 'SALARY_BELOW_MIN', message: 'Salary below the minimum', count: 9, share: 0.2 },
        ],
      }),
    });
    signInAs({ 'loan-evaluator': { view: true, create: false, edit: false, delete: false, export: false } });
    renderApp('/dashboard');
    expect(await screen.findByText('Evaluations per day', {}, slow)).toBeTruthy();
    expect(screen.getAllByTestId('lending-day')).toHaveLength(30);
    expect(await screen.findByText('Top reasons for no offer', {}, slow)).toBeTruthy();
    const reasons = screen.getAllByRole('listitem').map((li) => li.textContent);
    // Summed across lenders: 7 + 5 for the credit score beats 9 for salary.
    expect(reasons.indexOf('Credit score below the minimum12')).toBeLessThan(reasons.indexOf('Salary below the minimum9'));
    expect(reasons.indexOf('HDFC Bank12 of 40')).toBeLessThan(reasons.indexOf('Axis Bank3 of 40'));
    expect(reasons.some((r) => r?.startsWith('Yes Bank'))).toBe(false);
  });

  it('shows a no-access state on 403', async () => {
    mockFetch({ 'GET /api/adminAuth/profile': { status: 403, body: { status: false, statusCode: 403, message: 'Forbidden' } } });
    signInAs();
    renderApp('/dashboard');
    expect(await screen.findByTestId('no-access')).toBeTruthy();
  });

  it('shows the error with a retry on failure', async () => {
    mockFetch({ 'GET /api/adminAuth/profile': { status: 500, body: { status: false, statusCode: 500, message: 'Internal error' } } });
    signInAs();
    renderApp('/dashboard');
    expect(await screen.findByText('Could not load the dashboard', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
