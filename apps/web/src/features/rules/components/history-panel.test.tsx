import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ruleHistoryAnswer, type RuleChange } from '@lbo/contracts/rules';
import { bankBody, categoriesBody, okBody, onePage, productBody } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { withProviders, slow } from '@/testing/render-app';
import { HistoryPanel } from './history-panel';

/* A pair's history in plain words: labels, rupees, Yes / No, %, and the bank, product, category and band of each row. */

const pair = { bank_id: '5b1c0f5e-1f0e-4a57-9a0f-0d8b7f1a0b01', product_id: '6c2d1e6f-2a1f-4b68-8b1a-1e9c8a2b1c02' };
const CAT_A = '7d3e2f70-3b2a-4c79-9c2b-2fad9b3c2d03';
const by = { id: 'u1', name: 'Asha' };

const changes: RuleChange[] = [
  {
    id: 'h1',
    rule_group: 'foir',
    rule_group_label: 'FOIR',
    rule_id: 'f1',
    action: 'update',
    before: { id: 'f1', ...pair, category_id: CAT_A, salary_min: 50_000, salary_max: null, foir_percent: 60, is_active: true },
    after: { id: 'f1', ...pair, category_id: CAT_A, salary_min: 50_000, salary_max: null, foir_percent: 65, is_active: false },
    changed_by: by,
    changed_at: '2026-01-05T10:00:00.000Z',
    reason: 'Tighter FOIR for CAT A after the review',
    version: 5,
    kind: 'edit',
  },
  {
    id: 'h2',
    rule_group: 'generalEligibility',
    rule_group_label: 'General Eligibility',
    rule_id: 'g1',
    action: 'update',
    before: { id: 'g1', ...pair, max_loan_amount: 20_000_000, current_adress_proof_required: false },
    after: { id: 'g1', ...pair, max_loan_amount: 30_000_000, current_adress_proof_required: true },
    changed_by: by,
    changed_at: '2026-01-04T10:00:00.000Z',
    reason: null,
    version: 4,
    kind: 'restore',
  },
];

describe('the history of a pair', () => {
  it("lists each change in the editor's words, naming its bank, product, category and band", async () => {
    mockFetch({
      'GET /api/rulesinfo/getRuleHistory': {
        body: okBody(ruleHistoryAnswer, { history: changes, pageDetails: { totalCount: 2, page: 1, limit: 20, totalPages: 1 }, pagination: onePage(2) }),
      },
      'GET /api/salarycategory/getAllSalaryCategories': { body: categoriesBody([{ id: CAT_A, name: 'CAT A' }]) },
      'GET /api/bank/getBankById': { body: bankBody('HDFC Bank') },
      'GET /api/product/getProductById': { body: productBody('Home Loan') },
    });
    render(withProviders(<HistoryPanel pair={pair} open onOpenChange={() => undefined} />));

    const entries = await screen.findAllByTestId('history-entry', {}, slow);
    expect(entries).toHaveLength(2);
    const [foir, general] = entries as [HTMLElement, HTMLElement];
    expect(await within(foir).findByText('HDFC Bank / Home Loan · CAT A · ₹50,000 and above', {}, slow)).toBeTruthy();
    const rows = (entry: HTMLElement) => [...entry.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows(foir)).toEqual([
      ['FOIR %', '60%', '65%'],
      ['Active', 'Yes', 'No'],
    ]);
    expect(within(general).getByText('HDFC Bank / Home Loan')).toBeTruthy();
    expect(rows(general)).toEqual([
      ['Max Loan Amount', '₹2,00,00,000', '₹3,00,00,000'],
      ['Current Address Proof Required', 'No', 'Yes'],
    ]);

    const text = entries.map((e) => e.textContent).join(' ');
    for (const raw of ['foir_percent', 'max_loan_amount', 'adress', 'is_active', 'true', 'false', '30000000']) expect(text, raw).not.toContain(raw);
  });
});
