import { createRef } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { creditCardUsageGroup as group } from '@lbo/contracts/testing/throw-away-rule-group';
import { categoriesBody, groupListBody, groupSavedBody, ruleRow } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { withProviders, slow } from '@/testing/render-app';
import type { SaveHandle } from '../hooks/use-save-handle';
import { RuleGroupTab } from './rule-group-tab';

/*
 * A tenth rule group's tab, from nothing but its definition (the same throw-away definition the
 * server's test registers): cards and labels, the stored rows, validation with the definition's
 * messages, and the save call at the definition's path.
 */

const pair = { bank_id: '5b1c0f5e-1f0e-4a57-9a0f-0d8b7f1a0b01', product_id: '6c2d1e6f-2a1f-4b68-8b1a-1e9c8a2b1c02' };
const STORED_ID = '7d3e2f70-3b2a-4c79-9c2b-2fad9b3c2d03';
const stored = ruleRow(group, {
  id: STORED_ID,
  ...pair,
  category_id: null,
  salary_min: 0,
  salary_max: 50000,
  max_utilisation_percent: 40,
  min_card_vintage_months: 6,
});

function renderTab() {
  const saveRef = createRef<SaveHandle | null>() as { current: SaveHandle | null };
  render(withProviders(<RuleGroupTab definition={group} pair={pair} readOnly={false} saveRef={saveRef} />));
  return saveRef;
}

describe('a rule group tab drawn from its definition', () => {
  afterEach(() => toast.remove());

  it('shows the stored rows in the cards the definition lays out, and saves the tab at its path', async () => {
    const sent: { url: string; body: unknown }[] = [];
    mockFetch({
      [`GET ${group.api.list.path}`]: {
        body: groupListBody(group, [stored, { ...stored, id: '8e4f3081-4c3b-4d8a-8d3c-30be0c4d3e04', product_id: '9f504192-5d4c-4e9b-9e4d-41cf1d5e4f05' }]),
      },
      'GET /api/salarycategory/getAllSalaryCategories': { body: categoriesBody() },
      [`PUT ${group.api.save!.path}`]: ({ url, body }) => {
        sent.push({ url, body });
        return { body: groupSavedBody(group, [{ ...stored, max_utilisation_percent: 55 }]) };
      },
    });
    const saveRef = renderTab();

    expect(await screen.findByText('Credit Card Usage Rules', {}, slow)).toBeTruthy();
    expect(screen.getByText('Card utilisation and vintage per category and salary band')).toBeTruthy();
    const utilisation = (await screen.findAllByLabelText(/Max Card Utilisation %/, {}, slow)) as HTMLInputElement[];
    // Only the pair's own row: the other product's is left out.
    expect(utilisation).toHaveLength(1);
    await waitFor(() => expect(utilisation[0]!.value).toBe('40'));
    expect((screen.getByLabelText(/Min Card Vintage \(months\)/) as HTMLInputElement).value).toBe('6');

    fireEvent.change(utilisation[0]!, { target: { value: '55' } });
    let outcome: Awaited<ReturnType<SaveHandle>> | undefined;
    await act(async () => {
      outcome = await saveRef.current!();
    });
    expect(outcome).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url, 'http://localhost').searchParams.get('bank_id')).toBe(pair.bank_id);
    const rules = (sent[0]!.body as { rules: Record<string, unknown>[] }).rules;
    expect(rules[0]).toMatchObject({ id: STORED_ID, salary_min: 0, salary_max: 50000, max_utilisation_percent: 55, min_card_vintage_months: 6 });
    expect(await screen.findByText('Credit card usage rules saved successfully', {}, slow)).toBeTruthy();
  });

  it("refuses to save a row that breaks the definition's rules, with its messages", async () => {
    const spy = mockFetch({
      [`GET ${group.api.list.path}`]: { body: groupListBody(group, [stored]) },
      'GET /api/salarycategory/getAllSalaryCategories': { body: categoriesBody() },
    });
    const saveRef = renderTab();
    const [utilisation] = (await screen.findAllByLabelText(/Max Card Utilisation %/, {}, slow)) as HTMLInputElement[];
    await waitFor(() => expect(utilisation!.value).toBe('40'));

    const save = async () => {
      let outcome: Awaited<ReturnType<SaveHandle>> | undefined;
      await act(async () => {
        outcome = await saveRef.current!();
      });
      return outcome;
    };
    fireEvent.change(utilisation!, { target: { value: '' } });
    expect((await save())?.ok).toBe(false);
    expect(await screen.findByText('Max utilisation is required', {}, slow)).toBeTruthy();

    fireEvent.change(utilisation!, { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText(/Min Salary/), { target: { value: '90000' } });
    fireEvent.change(screen.getByLabelText(/Max Salary/), { target: { value: '100' } });
    expect((await save())?.ok).toBe(false);
    expect(await screen.findByText('Max should be ≥ Min where both provided', {}, slow)).toBeTruthy();
    expect(spy.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(false);
  });
});
