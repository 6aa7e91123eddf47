import { approvedChangeAnswer, rejectedChangeAnswer, RULE_CHANGE_MESSAGES, ruleChangeListAnswer } from '@lbo/contracts/rule-changes';
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
  summary: 'FOIR · CAT A · ₹25,000–₹50,000: FOIR 70% → 60%',
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
const noApprove: RoleAccessEntry[] = fullAccess().map(({ approve: _approve, ...entry }) => entry);

function routes(approve: (url: string) => { status?: number; body: unknown }) {
  const approvals: string[] = [];
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
    [`POST /api/rule-changes/${proposal.id}/reject`]: ({ body }) => {
      rejections.push(body);
      return { body: okBody(rejectedChangeAnswer, { id: proposal.id, state: 'rejected' }) };
    },
  });
  return { approvals, rejections, settings, states };
}

const row = async () => screen.findByRole('row', { name: /FOIR 70% → 60%/ }, slow);

describe('Business Rules: Awaiting approval', { timeout: 30_000 }, () => {
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
    expect(within(pending).getByText('HDFC Bank · Personal Loan', { exact: false })).toBeTruthy();
    expect(within(pending).getByText('Credit policy note CP-17')).toBeTruthy();
    expect(within(pending).getByText('Priya Sharma')).toBeTruthy();

    fireEvent.click(within(pending).getByRole('button', { name: /^Approve/ }));
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
    fireEvent.click(within(await row()).getByRole('button', { name: /^Approve/ }));
    expect(await screen.findByText(RULE_CHANGE_MESSAGES.ownChange, {}, slow)).toBeTruthy();

    answer = {
      status: 409,
      body: { status: false, statusCode: 409, message: RULE_CHANGE_MESSAGES.stale, data: { changed: [{ table: 'foir_rules' }] } } as never,
    };
    fireEvent.click(within(await row()).getByRole('button', { name: /^Approve/ }));
    expect(await screen.findByText(RULE_CHANGE_MESSAGES.stale, {}, slow)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    answer = { status: 409, body: { status: false, statusCode: 409, message: RULE_CHANGE_MESSAGES.notPending } };
    fireEvent.click(within(await row()).getByRole('button', { name: /^Approve/ }));
    expect(await screen.findByText(RULE_CHANGE_MESSAGES.notPending, {}, slow)).toBeTruthy();
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
