import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fullAccess, toAccessMap } from '@lbo/contracts/permissions';
import { customerListAnswer } from '@lbo/contracts/customers-answers';
import { itemsPage, okBody } from '@/testing/answers';
import { mockSignedInFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs } from '@/testing/render-app';
import { sessionActions } from '@/lib/session-store';

/* Money in one style: a table of customers shows the largest offer in whole rupees. */

describe('money in the customers table', () => {
  afterEach(() => sessionActions.clear());

  it('rounds the largest offer to the rupee', async () => {
    mockSignedInFetch({
      'GET /api/customers': {
        body: okBody(
          customerListAnswer,
          itemsPage([
            {
              id: 'c-1',
              reference: 'LEAD-001',
              name: 'Meera Iyer',
              createdAt: '2026-11-20T05:00:00Z',
              evaluations: 1,
              lastEvaluatedAt: '2026-11-24T05:00:00Z',
              lastEligibleCount: 1,
              bestOfferAmount: 1234567.6,
              largestOffer: { bankName: 'HDFC Bank', productName: 'Personal Loan', amount: 1234567.6, apr: 11.62, rate: 10.5 },
            },
          ]),
        ),
      },
    });
    signInAs(toAccessMap(fullAccess()));
    renderApp('/customer-master');
    const name = await screen.findByRole('button', { name: 'Meera Iyer' });
    const row = name.closest('tr') ?? name.closest('[data-testid]')!;
    expect(within(row as HTMLElement).getAllByText('₹12,34,568').length).toBeGreaterThan(0);
    expect(row.textContent).not.toMatch(/₹[\d,]+\.\d/);
  });
});
