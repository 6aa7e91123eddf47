import {
  approvedChangeAnswer,
  rejectedChangeAnswer,
  RULE_CHANGE_MESSAGES,
  ruleChangeImpactAnswer,
  ruleChangeListAnswer,
  type RuleChangeImpact,
} from '@lbo/contracts/rule-changes';
import type { SimulationResult } from '@lbo/contracts/rule-simulation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { fullAccess, toAccessMap, type RoleAccessEntry } from '@lbo/contracts/permissions';
import { sessionActions } from '@/lib/session-store';
import { approvalsBody, itemsPage, okBody } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { confirmWithReason } from '../../testing/reason-dialog-steps';
import { renderApp, signInAs, slow } from '@/testing/render-app';
import type { ProposedRuleChange } from '../../api/get-rule-changes';

/* The Business Rules page's "Awaiting approval" tab: proposals, approve (with its refusals), reject with a reason, the switch. */

const proposal: ProposedRuleChange = {
  id: 'c1a2b3c4-0000-4000-8000-000000000001',
  state: 'pending',
  kind: 'save',
  group: 'foir',
  groupLabel: 'FOIR',
  bankId: 'b1',
  bankName: 'HDFC Bank',
  productId: 'p1',
  productName: 'Personal Loan',
  summary: 'FOIR · HDFC Bank · Personal Loan: FOIR % 70 → 60; Multiplier 20 → 18',
  reason: 'Credit policy note CP-17',
  proposedBy: { id: 'u2', name: 'Priya Sharma' },
  proposedAt: '2025-03-01T06:30:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  appliedVersion: null,
};
const listOf = (items: ProposedRuleChange[]) => okBody(ruleChangeListAnswer, itemsPage(items));
const brokenCase = {
  id: 't1',
  name: 'Salaried 40k in Pune',
  pair: { bankId: 'b1', bankName: 'HDFC Bank', productId: 'p1', productName: 'Personal Loan' },
  expected: { status: 'ELIGIBLE', amount: 500000 },
  actual: { status: 'NOT_ELIGIBLE', amount: null },
};
const side = (amount: number, rate: number, emi: number, apr: number) => ({
  status: 'ELIGIBLE' as const,
  amount,
  interestRate: rate,
  estimatedEMI: emi,
  apr,
  upfrontCharges: 5000,
  totalInterest: 90000,
});
const impact: SimulationResult = {
  applications: 120,
  window: { last: 1000, days: null, from: null, to: null },
  pairsChanged: 1,
  eligibleToNot: 1,
  notToEligible: 0,
  amountChanged: 1,
  repriced: 2,
  totalInterestChange: -12500,
  amountChange: { totalBefore: 1_000_000, totalAfter: 900_000, medianBefore: 500_000, medianAfter: 450_000 },
  perPair: [],
  affected: [
    {
      row: 1,
      kind: 'flip',
      applicationId: null,
      applicant: null,
      evaluatedAt: '2025-03-01T06:00:00.000Z',
      bankId: 'b1',
      productId: 'p1',
      before: side(500000, 12, 11122, 12.9),
      after: { ...side(0, 12, 0, 0), status: 'NOT_ELIGIBLE', apr: null, upfrontCharges: null, totalInterest: null },
    },
    {
      row: 2,
      kind: 'amount',
      applicationId: null,
      applicant: null,
      evaluatedAt: '2025-03-01T06:00:00.000Z',
      bankId: 'b1',
      productId: 'p1',
      before: side(400000, 12, 8898, 12.9),
      after: side(350000, 12, 7786, 12.9),
    },
    {
      row: 3,
      kind: 'price',
      applicationId: null,
      applicant: null,
      evaluatedAt: '2025-03-01T06:00:00.000Z',
      bankId: 'b1',
      productId: 'p1',
      before: side(300000, 12, 6673, 12.9),
      after: side(300000, 11.5, 6598, 12.4),
    },
    {
      row: 4,
      kind: 'price',
      applicationId: null,
      applicant: null,
      evaluatedAt: '2025-03-01T06:00:00.000Z',
      bankId: 'b1',
      productId: 'p1',
      before: side(200000, 12, 4449, 12.9),
      after: side(200000, 11.5, 4399, 12.4),
    },
  ],
  affectedTotal: 4,
  elapsedMs: 12,
};
const impactBody = (over: Partial<RuleChangeImpact> = {}) =>
  okBody(ruleChangeImpactAnswer, {
    id: proposal.id,
    computedOnVersion: 41,
    computedAt: '2025-03-01T06:30:00.000Z',
    currentVersion: 41,
    stale: false,
    impact,
    ...over,
  });
const noApprove: RoleAccessEntry[] = fullAccess().map(({ approve: _approve, ...entry }) => entry);

function routes(approve: (url: string) => { status?: number; body: unknown }, stale = false) {
  const approvals: string[] = [];
  const impactReads: string[] = [];
  const rejections: unknown[] = [];
  const settings: unknown[] = [];
  const states: string[] = [];
  mockFetch({
    'GET /api/rule-changes': ({ url }) => {
      const state = new URL(url, 'http://localhost').searchParams.get('state') ?? '';
      states.push(state);
      if (state === 'approved')
        return {
          body: listOf([
            { ...proposal, state: 'approved', decidedBy: { id: 'u1', name: 'Asha Rao' }, decidedAt: '2025-03-01T08:00:00.000Z', appliedVersion: 42 },
          ]),
        };
      return { body: listOf(state === 'pending' ? [proposal] : []) };
    },
    'GET /api/settings/rule-approvals': {
      body: approvalsBody(false, [{ required: false, by: { id: 'u2', name: 'Vikram Shah' }, at: '2025-03-02T06:30:00.000Z' }]),
    },
    'PUT /api/settings/rule-approvals': ({ body }) => {
      settings.push(body);
      return { body: approvalsBody((body as { required: boolean }).required) };
    },
    [`POST /api/rule-changes/${proposal.id}/approve`]: ({ url }) => {
      approvals.push(url);
      return approve(url);
    },
    [`GET /api/rule-changes/${proposal.id}/impact`]: ({ url }) => {
      impactReads.push(url);
      const refreshed = url.includes('refresh=true');
      return { body: impactBody(stale && !refreshed ? { stale: true, currentVersion: 42 } : refreshed ? { computedOnVersion: 42, currentVersion: 42 } : {}) };
    },
    [`POST /api/rule-changes/${proposal.id}/reject`]: ({ body }) => {
      rejections.push(body);
      return { body: okBody(rejectedChangeAnswer, { id: proposal.id, state: 'rejected' }) };
    },
  });
  return { approvals, rejections, settings, states, impactReads };
}

const row = async () => screen.findByRole('row', { name: /FOIR % 70 → 60/ }, slow);
/** Approve asks first: the change and its impact, then Approve. */
const approveFrom = async (pending: HTMLElement) => {
  fireEvent.click(within(pending).getByRole('button', { name: /^Approve/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve this change?' }, slow);
  expect((await within(dialog).findByTestId('proposal-impact', {}, slow)).textContent).toContain('4 of 120 recent applications change');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  return dialog;
};

describe('Business Rules: Awaiting approval', () => {
  afterEach(() => {
    sessionActions.clear();
    toast.remove();
  });

  it('lists pending proposals with summary, reason, who and when, and approves after confirming over broken test cases', async () => {
    const { approvals } = routes((url) =>
      url.includes('confirm=true')
        ? { body: okBody(approvedChangeAnswer, { id: proposal.id, state: 'approved', version: 43 }) }
        : { status: 409, body: { status: false, statusCode: 409, message: 'This change breaks test cases', data: { brokenTestCases: [brokenCase] } } },
    );
    signInAs(toAccessMap(fullAccess()));
    renderApp('/rules-management?tab=approvals');
    expect((await screen.findByRole('tab', { name: 'Awaiting approval' }, slow)).getAttribute('aria-selected')).toBe('true');
    const pending = await row();
    // The change once, in words: where, then each field before → after on its own line.
    expect(within(pending).getAllByText(/HDFC Bank · Personal Loan/)).toHaveLength(1);
    expect(within(pending).getByText('FOIR % 70 → 60')).toBeTruthy();
    expect(within(pending).getByText('Multiplier 20 → 18')).toBeTruthy();
    expect(within(pending).getByText('Credit policy note CP-17')).toBeTruthy();
    expect(within(pending).getByText('Priya Sharma')).toBeTruthy();

    const asked = await approveFrom(pending);
    expect(within(asked).getByTestId('approve-summary').textContent).toContain('FOIR % 70 → 60');
    const confirm = await screen.findByRole('alertdialog', {}, slow);
    expect(within(confirm).getByText(/Salaried 40k in Pune/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve anyway' }));
    expect(await screen.findByText('Change approved: version 43', {}, slow)).toBeTruthy();
    expect(approvals).toHaveLength(2);
    expect(approvals[0]).not.toContain('confirm=true');
    expect(approvals[1]).toContain('confirm=true');
  });

  it("says why an approval is refused: one's own proposal (403), rules changed since (409)", async () => {
    // The server's own words say which refusal it is.
    let answer: { status: number; body: Record<string, unknown> } = {
      status: 403,
      body: { status: false, statusCode: 403, message: RULE_CHANGE_MESSAGES.ownChange },
    };
    routes(() => answer);
    signInAs(toAccessMap(fullAccess()));
    renderApp('/rules-management?tab=approvals');
    await approveFrom(await row());
    expect(await screen.findByText(RULE_CHANGE_MESSAGES.ownChange, {}, slow)).toBeTruthy();

    answer = {
      status: 409,
      body: { status: false, statusCode: 409, message: RULE_CHANGE_MESSAGES.stale, data: { changed: [{ table: 'foir_rules' }] } } as never,
    };
    await approveFrom(await row());
    expect(await screen.findByText(RULE_CHANGE_MESSAGES.stale, {}, slow)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    answer = { status: 409, body: { status: false, statusCode: 409, message: RULE_CHANGE_MESSAGES.notPending } };
    await approveFrom(await row());
    expect(await screen.findByText(RULE_CHANGE_MESSAGES.notPending, {}, slow)).toBeTruthy();
  });

  it('shows the impact summary, says when it is stale, works it out again, and lists the rows by kind', async () => {
    const { impactReads, approvals } = routes(() => ({ body: {} }), true);
    signInAs(toAccessMap(fullAccess()));
    renderApp('/rules-management?tab=approvals');
    const pending = await row();
    const summary = await within(pending).findByTestId('proposal-impact', {}, slow);
    expect(summary.textContent).toContain('4 of 120 recent applications change: 1 become not eligible, 0 become eligible, 1 change amount, 2 are repriced');
    expect(within(summary).getByRole('status').textContent).toContain('The rules changed since this impact was worked out (version 41; now 42)');
    fireEvent.click(within(summary).getByRole('button', { name: /Work it out again/ }));
    await waitFor(() => expect(within(summary).queryByRole('status')).toBeNull());
    expect(impactReads.at(-1)).toContain('refresh=true');

    fireEvent.click(within(summary).getByRole('button', { name: 'Show affected applications' }));
    expect(within(summary).getAllByTestId('impact-row')).toHaveLength(4);
    // Anonymous rows: numbered, no names, no links.
    expect(within(summary).getByText('Application 3')).toBeTruthy();
    expect(within(summary).queryAllByRole('link')).toHaveLength(0);
    fireEvent.click(within(summary).getByRole('button', { name: 'Price (2)' }));
    expect(within(summary).getAllByTestId('impact-row')).toHaveLength(2);
    expect(within(summary).getAllByTestId('impact-row')[0]!.textContent).toContain('APR 12.40 %');
    fireEvent.click(within(summary).getByRole('button', { name: 'Eligibility (1)' }));
    expect(within(summary).getAllByTestId('impact-row')).toHaveLength(1);

    // Cancel in the confirmation approves nothing.
    fireEvent.click(within(pending).getByRole('button', { name: /^Approve/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this change?' }, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve this change?' })).toBeNull());
    expect(approvals).toHaveLength(0);
  });

  it('rejects only with a reason', async () => {
    const { rejections } = routes(() => ({ body: {} }));
    signInAs(toAccessMap(fullAccess()));
    renderApp('/rules-management?tab=approvals');
    fireEvent.click(within(await row()).getByRole('button', { name: /^Reject/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this change?' }, slow);
    await confirmWithReason(dialog, 'Reject', 'Band overlaps CAT B', rejections);
    expect(await screen.findByText('Change rejected', {}, slow)).toBeTruthy();
    expect(rejections).toEqual([{ reason: 'Band overlaps CAT B' }]);
  });

  it('filters approved changes, and shows the switch only to users who may approve', async () => {
    const { states, settings } = routes(() => ({ body: {} }));
    signInAs(toAccessMap(fullAccess()));
    const { unmount } = renderApp('/rules-management?tab=approvals');
    await row();
    fireEvent.click(screen.getByRole('button', { name: 'Approved' }));
    const approved = await screen.findByRole('row', { name: /Asha Rao/ }, slow);
    expect(within(approved).getByText(/version 42/)).toBeTruthy();
    expect(within(approved).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(states).toContain('approved');

    // Who switched approvals last, and when, is always beside the switch.
    expect(screen.getByTestId('approvals-last-change').textContent).toBe('Switched off by Vikram Shah, 02 Mar 2025, 12:00 pm');
    const toggle = screen.getByRole('switch', { name: 'Changes need approval' });
    fireEvent.click(toggle);
    await waitFor(() => expect(settings).toEqual([{ required: true }]));
    unmount();

    sessionActions.clear();
    signInAs(toAccessMap(noApprove));
    renderApp('/rules-management?tab=approvals');
    const pending = await row();
    expect(screen.queryByRole('switch', { name: 'Changes need approval' })).toBeNull();
    expect(within(pending).queryByRole('button', { name: /^Approve/ })).toBeNull();
  });
});
