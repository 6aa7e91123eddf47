import { createRef } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuleCheckFinding } from '@lbo/contracts/rule-checks';
import { creditCardUsageGroup as group } from '@lbo/contracts/testing/throw-away-rule-group';
import { categoriesBody, groupListBody, ruleRow } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { withProviders, slow } from '@/testing/render-app';
import type { SaveHandle } from '../hooks/use-save-handle';
import { RuleFindings } from './rule-findings';
import { RuleGroupTab } from './rule-group-tab';

/* A warning's link carries its row; the editor scrolls to that row and rings it for a moment. */

const pair = { bank_id: '5b1c0f5e-1f0e-4a57-9a0f-0d8b7f1a0b01', product_id: '6c2d1e6f-2a1f-4b68-8b1a-1e9c8a2b1c02' };
const FIRST = '7d3e2f70-3b2a-4c79-9c2b-2fad9b3c2d03';
const SECOND = '8e4f3081-4c3b-4d8a-8d3c-30be0c4d3e04';
const row = (id: string, salary_min: number, salary_max: number | null) =>
  ruleRow(group, { id, ...pair, category_id: null, salary_min, salary_max, max_utilisation_percent: 40, min_card_vintage_months: 6 });

const finding: RuleCheckFinding = {
  kind: 'out-of-range',
  group: 'multiplier',
  bankId: pair.bank_id,
  productId: pair.product_id,
  bankName: 'HDFC Bank',
  productName: 'Home Loan',
  rowIds: [SECOND],
  message: 'HDFC Bank / Home Loan · CAT A · ₹50,000 and above: Multiplier 130 is outside 0–120 for a home loan',
};

const jsdomScroll = Element.prototype.scrollIntoView;
afterEach(() => {
  window.history.replaceState(null, '', '/');
  Element.prototype.scrollIntoView = jsdomScroll;
});

describe('a warning names its place and opens its row', () => {
  it('shows the message naming bank, product, category and band, and links to the row', () => {
    render(<RuleFindings findings={[finding]} />);
    expect(screen.getByText(finding.message)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open the row in the editor' });
    expect(link.getAttribute('href')).toBe(`/rules-management?bank_id=${pair.bank_id}&product_id=${pair.product_id}&mode=edit&group=multiplier&row=${SECOND}`);
  });

  it("links a lender's missing KFS facts to its bank, found by name", () => {
    const message = 'Axis Bank: its Key Fact Statements lack grievance officer e-mail; they say "as named in the loan agreement" instead';
    render(
      <RuleFindings
        findings={[
          { ...finding, kind: 'kfs-facts-missing', group: 'banks', productId: '', productName: '', rowIds: [pair.bank_id], bankName: 'Axis Bank', message },
        ]}
      />,
    );
    expect(screen.getByText('KFS facts missing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the bank' }).getAttribute('href')).toBe('/master-configuration?tab=bank&q=Axis%20Bank');
  });

  it('scrolls to the row the address names and rings it, and only that row', async () => {
    window.history.replaceState(null, '', `/rules-management?mode=edit&group=x&row=${SECOND}`);
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    mockFetch({
      [`GET ${group.api.list.path}`]: { body: groupListBody(group, [row(FIRST, 0, 50_000), row(SECOND, 50_001, null)]) },
      'GET /api/salarycategory/getAllSalaryCategories': { body: categoriesBody() },
    });
    const saveRef = createRef<SaveHandle | null>() as { current: SaveHandle | null };
    render(withProviders(<RuleGroupTab definition={group} pair={pair} readOnly={false} saveRef={saveRef} />));

    await waitFor(() => expect(screen.getAllByTestId('rule-card')).toHaveLength(2), slow);
    // Cards sit in list items; a group shown as a band table rings the table row itself.
    const items = screen.getAllByTestId('rule-card').map((card) => card.closest('li') ?? card);
    await waitFor(() => expect(items[1]!.dataset.highlighted).toBe('true'));
    expect(items[1]!.className).toContain('ring-2');
    expect(items[0]!.dataset.highlighted).toBeUndefined();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(items[1]);
  });
});
