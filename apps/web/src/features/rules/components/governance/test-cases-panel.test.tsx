import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fullAccess, toAccessMap } from '@lbo/contracts/permissions';
import { testCaseListAnswer, type TestCase } from '@lbo/contracts/rule-test-cases';
import { sessionActions } from '@/lib/session-store';
import { okBody } from '@/testing/answers';
import { mockSignedInFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs } from '@/testing/render-app';

const expectations: TestCase['expectations'] = Array.from({ length: 22 }, (_, i) => ({
  bankId: `b${i}`,
  productId: `p${i}`,
  bankName: `Bank ${i}`,
  productName: 'Personal Loan',
  status: i === 5 || i === 9 ? 'ELIGIBLE' : 'NOT_ELIGIBLE',
  amount: i === 5 ? 750000 : null,
}));
const testCase: TestCase = {
  id: 't1',
  name: 'Salaried, CIBIL 760',
  applicationId: 'a1',
  applicant: 'Asha Rao',
  expectations,
  createdAt: '2026-11-20T05:00:00Z',
  createdBy: null,
  updatedAt: '2026-11-20T05:00:00Z',
  lastResult: null,
};

afterEach(() => sessionActions.clear());

describe('test cases list', () => {
  it('sums up what a case expects, eligible pairs first, and keeps the rest one click away', async () => {
    mockSignedInFetch({
      'GET /api/rule-test-cases': {
        body: okBody(testCaseListAnswer, {
          items: [testCase],
          total: 1,
          page: 1,
          limit: 10,
          totalPages: 1,
          summary: { total: 1, passing: 0, failing: 0, neverRun: 1 },
        }),
      },
    });
    signInAs(toAccessMap(fullAccess()));
    renderApp('/rules-management?tab=test-cases');
    const row = (await screen.findByText('Salaried, CIBIL 760')).closest('tr')!;
    expect(within(row).getByText('2 eligible, 20 not eligible')).toBeTruthy();
    const shown = within(row)
      .getAllByRole('listitem')
      .filter((li) => !li.closest('details:not([open])'));
    expect(shown.map((li) => li.textContent)).toEqual([
      'Bank 5 · Personal Loan: eligible ₹7,50,000',
      'Bank 9 · Personal Loan: eligible',
      'Bank 0 · Personal Loan: not eligible',
    ]);
    fireEvent.click(within(row).getByText('19 more'));
    expect(within(row).getAllByRole('listitem')).toHaveLength(22);
  });
});
