import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fullAccess, toAccessMap } from '@lbo/contracts/permissions';
import { approvedChangeAnswer, ruleChangeListAnswer } from '@lbo/contracts/rule-changes';
import { sessionActions } from '@/lib/session-store';
import { approvalsBody, itemsPage, okBody } from '@/testing/answers';
import { setViewport } from '@/testing/match-media';
import { mockSignedInFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs, slow } from '@/testing/render-app';
import type { ProposedRuleChange } from '../../api/get-rule-changes';

/* "Awaiting approval" below 640 px: a card a proposal, the change over the card's whole width. */

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
  summary: 'FOIR · HDFC Bank · Personal Loan: FOIR % 70 → 60',
  reason: 'Credit policy note CP-17',
  proposedBy: { id: 'u2', name: 'Priya Sharma' },
  proposedAt: '2025-03-01T06:30:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  appliedVersion: null,
};
const approved: ProposedRuleChange = {
  ...proposal,
  state: 'approved',
  decidedBy: { id: 'u1', name: 'Asha Rao' },
  decidedAt: '2025-03-01T08:00:00.000Z',
  appliedVersion: 42,
};

function serve() {
  const approvals: unknown[] = [];
  mockSignedInFetch({
    'GET /api/rule-changes': ({ url }) => {
      const state = new URL(url, 'http://localhost').searchParams.get('state');
      return { body: okBody(ruleChangeListAnswer, itemsPage(state === 'approved' ? [approved] : [proposal])) };
    },
    'GET /api/settings/rule-approvals': { body: approvalsBody(true) },
    [`POST /api/rule-changes/${proposal.id}/approve`]: ({ body }) => {
      approvals.push(body);
      return { body: okBody(approvedChangeAnswer, { id: proposal.id, state: 'approved', version: 43 }) };
    },
  });
  return approvals;
}

afterEach(() => sessionActions.clear());

describe('Awaiting approval on a phone', () => {
  it('shows a proposal as a card: the change, its reason, who proposed it, Approve and Reject', async () => {
    setViewport(375);
    const approvals = serve();
    signInAs(toAccessMap(fullAccess()));
    renderApp('/rules-management?tab=approvals');
    const card = await screen.findByTestId('approval-card', {}, slow);
    expect(screen.queryByRole('table', { name: 'Proposed rule changes' })).toBeNull();
    expect(within(card).getByText('FOIR % 70 → 60')).toBeTruthy();
    expect(within(card).getByText('Credit policy note CP-17')).toBeTruthy();
    expect(within(card).getByText('Priya Sharma')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /^Reject/ })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: /^Approve/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this change?' }, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Change approved: version 43', {}, slow)).toBeTruthy();
    expect(approvals).toHaveLength(1);
  });

  it('offers no Approve to a user without the right, and shows who decided an approved change', async () => {
    setViewport(375);
    serve();
    const noApprove = fullAccess().map(({ approve: _approve, ...entry }) => entry);
    signInAs(toAccessMap(noApprove));
    renderApp('/rules-management?tab=approvals&f.state=approved');
    const card = await screen.findByTestId('approval-card', {}, slow);
    expect(within(card).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(within(card).getByText('Approved')).toBeTruthy();
    expect(within(card).getByText('Asha Rao')).toBeTruthy();
    expect(within(card).getByText(/version 42/)).toBeTruthy();
  });
});
