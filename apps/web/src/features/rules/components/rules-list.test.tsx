import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toAccessMap } from '@lbo/contracts/permissions';
import { rulesInfoAnswer, type RulesInfoRow } from '@lbo/contracts/rules';
import { sessionActions } from '@/lib/session-store';
import { setViewport } from '@/testing/match-media';
import { mockSignedInFetch } from '@/testing/mock-fetch';
import { adminAccess, renderApp, signInAs, slow } from '@/testing/render-app';

const pair = (bank: string, product: string, i: number): RulesInfoRow => ({
  id: `r${i}`,
  bank_id: `b${i}`,
  product_id: `p${i}`,
  bank_name: bank,
  product_name: product,
  rule_created_by: { name: 'Asha Rao', createdAt: '2026-11-20T05:00:00.000Z' },
  rule_updated_by: { name: 'Asha Rao', createdAt: '2026-11-21T10:30:15.000Z' },
});
const rows = [pair('Axis Bank', 'Personal Loan', 1), pair('HDFC Bank', 'Home Loan', 2)];
const pageDetails = { totalCount: 2, page: 1, limit: 10, totalPages: 1 };
const rulesInfo = rulesInfoAnswer.parse({
  status: true,
  statusCode: 200,
  message: 'Success',
  data: { rulesInfoData: rows, pageDetails, pagination: { total: 2, page: 1, limit: 10, perPage: 10, totalPages: 1 } },
  rulesInfoData: rows,
  pageDetails,
});

afterEach(() => sessionActions.clear());

describe('Business Rules on a phone', () => {
  it('shows a card per pair with its times as the list writes them and View and Edit in words', async () => {
    setViewport(375);
    mockSignedInFetch({ 'GET /api/rulesinfo/getAllRulesinfo': { body: rulesInfo } });
    signInAs(adminAccess);
    const { router } = renderApp('/rules-management');
    const cards = await screen.findAllByTestId('rule-card', {}, slow);
    expect(screen.queryByRole('table', { name: 'Business rules' })).toBeNull();
    expect(cards.map((c) => c.querySelector('p')!.textContent)).toEqual(['Axis Bank / Personal Loan', 'HDFC Bank / Home Loan']);
    expect(cards[0]!.textContent).toContain('Created 2026-11-20 10:30:00 IST');
    expect(cards[0]!.textContent).toContain('Updated 2026-11-21 16:00:15 IST');
    expect(within(cards[0]!).getByRole('button', { name: 'View rules of Axis Bank / Personal Loan' }).textContent).toBe('View');
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Edit rules of HDFC Bank / Home Loan' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ bank_id: 'b2', product_id: 'p2', mode: 'edit' });
  });

  it('offers only View to a user who may not edit rules', async () => {
    setViewport(375);
    mockSignedInFetch({ 'GET /api/rulesinfo/getAllRulesinfo': { body: rulesInfo } });
    signInAs(toAccessMap([{ module_id: 'rules-management', view: true, create: false, edit: false, delete: false, export: false }]));
    renderApp('/rules-management');
    const [card] = await screen.findAllByTestId('rule-card', {}, slow);
    expect(
      within(card!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View']);
  });
});
