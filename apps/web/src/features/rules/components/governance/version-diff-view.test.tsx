import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ruleVersionDiffAnswer, type RuleVersionDiff } from '@lbo/contracts/rule-versions';
import { okBody } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { withProviders, slow } from '@/testing/render-app';
import { VersionDiffView } from './version-diff-view';

/* The difference between two versions in plain words: the editor's labels, rupees, Yes / No, %, and where each row sits. */

const bank = { id: '5b1c0f5e-1f0e-4a57-9a0f-0d8b7f1a0b01', name: 'HDFC Bank' };
const product = { id: '6c2d1e6f-2a1f-4b68-8b1a-1e9c8a2b1c02', name: 'Home Loan' };
const CAT_A = '7d3e2f70-3b2a-4c79-9c2b-2fad9b3c2d03';
const pair = { bank_id: bank.id, product_id: product.id };

const general = {
  id: 'g1',
  ...pair,
  max_loan_amount: 20_000_000,
  permanentadressproof_required: false,
  current_adress_proof_required: true,
  interest_rate: 8.4,
};
const multiplier = { id: 'm1', ...pair, category_id: CAT_A, salary_min: 50_000, salary_max: null, multiplier: 64, is_active: true };

const diff: RuleVersionDiff = {
  from: 4,
  to: 5,
  totals: { added: 1, removed: 0, changed: 1 },
  truncated: false,
  categoryNames: { [CAT_A]: 'CAT A' },
  versions: [],
  groups: [
    {
      table: 'general_eligibility_rules',
      label: 'General eligibility rules',
      bank,
      product,
      rows: [
        {
          rowId: 'g1',
          kind: 'changed',
          before: general,
          after: { ...general, max_loan_amount: 30_000_000, permanentadressproof_required: true, interest_rate: 8.65 },
          fields: [
            { field: 'max_loan_amount', before: 20_000_000, after: 30_000_000 },
            { field: 'permanentadressproof_required', before: false, after: true },
            { field: 'interest_rate', before: 8.4, after: 8.65 },
          ],
        },
      ],
    },
    {
      table: 'multiplier_rules',
      label: 'Multiplier rules',
      bank,
      product,
      rows: [{ rowId: 'm1', kind: 'added', before: null, after: multiplier, fields: [] }],
    },
  ],
};

describe('the version diff', () => {
  it('labels fields as the editor does and writes values in plain words, naming each row', async () => {
    mockFetch({ 'GET /api/rule-versions/4/diff/5': { body: okBody(ruleVersionDiffAnswer, diff) } });
    render(withProviders(<VersionDiffView a={4} b={5} />));
    const view = await screen.findByTestId('version-diff', {}, slow);

    expect(within(view).getByText('General eligibility rules · HDFC Bank · Home Loan')).toBeTruthy();
    const changed = within(view).getByText('Max Loan Amount').closest('tr')!;
    expect(within(changed).getByText('₹2,00,00,000')).toBeTruthy();
    expect(within(changed).getByText('₹3,00,00,000')).toBeTruthy();
    const proof = within(view).getByText('Permanent Address Proof Required').closest('tr')!;
    expect([...proof.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Permanent Address Proof Required', 'No', 'Yes']);
    expect(within(view).getByText('8.65%')).toBeTruthy();

    expect(within(view).getByText('Multiplier rules · HDFC Bank · Home Loan')).toBeTruthy();
    expect(within(view).getByText('CAT A · ₹50,000 and above')).toBeTruthy();
    expect(within(view).getByText('₹50,000')).toBeTruthy();

    const text = view.textContent ?? '';
    for (const raw of [
      'max_loan_amount',
      'permanentadressproof',
      'Permanentadressproof',
      'adress',
      'category_id',
      'salary_min',
      'true',
      'false',
      '30000000',
      CAT_A,
    ]) {
      expect(text, raw).not.toContain(raw);
    }
  });
});
