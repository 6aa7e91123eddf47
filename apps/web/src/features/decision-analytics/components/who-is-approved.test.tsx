import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decisionSegmentsAnswer, type DecisionSegments, type SegmentCut } from '@lbo/contracts/decision-segments';
import { fullAccess, toAccessMap } from '@lbo/contracts/permissions';
import { okReply } from '@/testing/answers';
import { mockSignedInFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs } from '@/testing/render-app';
import { sessionActions } from '@/lib/session-store';

const banks = [
  { id: 'b1', name: 'HDFC Bank' },
  { id: 'b2', name: 'Axis Bank' },
];
const row = (segment: string, segmentKey: string, bank: (typeof banks)[number], evaluated: number, eligible: number) => ({
  segment,
  segmentKey,
  bankId: bank.id,
  bankName: bank.name,
  evaluated,
  eligible,
  eligibleRate: eligible / evaluated,
  topReasons: eligible < evaluated ? [{ code: 'CIBIL_BELOW_MIN', message: 'Credit score is below the minimum', count: evaluated - eligible }] : [],
});

/** A cut's answer: the credit-score cut with two bands, the others with one segment each. */
function answerFor(by: SegmentCut): DecisionSegments {
  const rows =
    by === 'cibilBand'
      ? [row('750–799', '750-799', banks[0]!, 4, 3), row('750–799', '750-799', banks[1]!, 4, 1), row('No credit history', 'no-history', banks[0]!, 2, 0)]
      : [row(by === 'city' ? 'Pune' : 'Segment', 'key', banks[0]!, 2, 1)];
  const segments = [...new Set(rows.map((r) => r.segmentKey))].map((key) => {
    const of = rows.filter((r) => r.segmentKey === key);
    const evaluated = of.reduce((n, r) => n + r.evaluated, 0);
    const eligible = of.reduce((n, r) => n + r.eligible, 0);
    return { segment: of[0]!.segment, segmentKey: key, evaluated, eligible, eligibleRate: eligible / evaluated };
  });
  return { from: '2026-11-01', to: '2026-11-24', by, segments, rows, banks, pendingDays: 0 };
}

afterEach(() => {
  sessionActions.clear();
  vi.restoreAllMocks();
});

describe('Decision Analytics: who is approved', () => {
  it('draws a chart per cut with the filters from the address, keeps a chosen bank, and exports with them', async () => {
    const asked: URLSearchParams[] = [];
    const fetchSpy = mockSignedInFetch({
      'GET /api/analytics/decisions/segments': ({ url }) => {
        const q = new URL(url, 'http://localhost').searchParams;
        asked.push(q);
        return okReply(decisionSegmentsAnswer, answerFor(q.get('by') as SegmentCut));
      },
      'GET /api/analytics/decisions/segments/export': { body: 'Segment,Bank\r\n' },
    });
    signInAs(toAccessMap(fullAccess()));
    const { router } = renderApp('/analytics?view=segments&from=2026-11-01');
    for (const title of ['credit score', 'net monthly salary', 'employer type', 'city', 'loan type'])
      expect(await screen.findByRole('heading', { name: `Eligibility by ${title}` })).toBeTruthy();
    await waitFor(() => expect(new Set(asked.map((q) => q.get('by')))).toEqual(new Set(['cibilBand', 'salaryBand', 'companyType', 'city', 'loanType'])));
    expect(asked.every((q) => q.get('from') === '2026-11-01')).toBe(true);

    const cibil = screen.getByRole('heading', { name: 'Eligibility by credit score' }).closest('div.rounded-xl') as HTMLElement;
    const band = within(cibil).getByRole('region', { name: '750–799' });
    expect(band.textContent).toContain('50.0% of 8 pairs');
    // Lenders by rate: HDFC's 75 % above Axis's 25 %.
    expect(
      within(band)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['HDFC Bank75.0% of 4', 'Axis Bank25.0% of 4']);
    expect(within(cibil).getByRole('region', { name: 'No credit history' }).textContent).toContain('0.0% of 2 pairs');
    expect(within(cibil).getByText('Credit score is below the minimum (3)')).toBeTruthy();
    // The figures are not kept per product: only the window and the bank filter it.
    expect(screen.queryByLabelText('Product (loan type)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: 'b2' } });
    await waitFor(() => expect(router.state.location.search).toContain('bankId=b2'));
    await waitFor(() => expect(asked.at(-1)?.get('bankId')).toBe('b2'));

    // The download itself is the browser's: jsdom has no object URLs and follows no download link.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:segments'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: /Export \.xlsx/ }));
    await waitFor(() => {
      const exported = fetchSpy.mock.calls.map(([input]) => String(input)).find((u) => u.includes('/segments/export'));
      expect(exported).toBeDefined();
      const q = new URL(exported!, 'http://localhost').searchParams;
      expect(Object.fromEntries(q)).toEqual({ from: '2026-11-01', bankId: 'b2', format: 'xlsx' });
    });
  });

  it('switches between the overview and who is approved, keeping the view in the address', async () => {
    mockSignedInFetch({
      'GET /api/analytics/decisions/segments': ({ url }) =>
        okReply(decisionSegmentsAnswer, answerFor(new URL(url, 'http://localhost').searchParams.get('by') as SegmentCut)),
      'GET /api/analytics/decisions/breakdown': { status: 500, body: { status: false, message: 'Not under test' } },
    });
    signInAs(toAccessMap(fullAccess()));
    const { router } = renderApp('/analytics');
    const tab = await screen.findByRole('tab', { name: 'Who is approved' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    await waitFor(() => expect(router.state.location.search).toBe('?view=segments'));
    expect(await screen.findByRole('heading', { name: 'Eligibility by city' })).toBeTruthy();
    expect(screen.getAllByText('Pune').length).toBeGreaterThan(0);
    // "Last 30 days, everything" clears the filters, not the view.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
    await waitFor(() => expect(router.state.location.search).toContain('from=2026-11-10'));
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days, everything' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=segments'));
  });
});
