import { createRef } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { registrationTypeGroup as group } from '@lbo/contracts/rule-groups';
import { groupListBody, groupSavedBody, ruleRow } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { withProviders, slow } from '@/testing/render-app';
import type { SaveHandle } from '../hooks/use-save-handle';
import { RuleGroupTab } from './rule-group-tab';

const pair = { bank_id: '5b1c0f5e-1f0e-4a57-9a0f-0d8b7f1a0b01', product_id: '6c2d1e6f-2a1f-4b68-8b1a-1e9c8a2b1c02' };
const stored = ruleRow(group, {
  id: '7d3e2f70-3b2a-4c79-9c2b-2fad9b3c2d03',
  ...pair,
  registration_type: 'PUBLIC_LIMITED',
  salary_min: 25000,
  max_age: 60,
});

describe('the registration type tab', () => {
  afterEach(() => toast.remove());

  it("offers the specification's four types, then Public Limited, One Person Company and Trust / Society, and saves the code", async () => {
    const sent: unknown[] = [];
    mockFetch({
      [`GET ${group.api.list.path}`]: { body: groupListBody(group, [stored]) },
      [`POST ${group.api.save!.path}`]: ({ body }) => {
        sent.push(body);
        return { body: groupSavedBody(group, [{ ...stored, registration_type: 'TRUST_SOCIETY' }]) };
      },
    });
    const saveRef = createRef<SaveHandle | null>() as { current: SaveHandle | null };
    render(withProviders(<RuleGroupTab definition={group} pair={pair} readOnly={false} saveRef={saveRef} />));

    const select = (await screen.findByLabelText(/Registration Type/, {}, slow)) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('PUBLIC_LIMITED'));
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      'Select type',
      'Government',
      'LLP',
      'Partnership',
      'Proprietorship',
      'Public Limited',
      'One Person Company',
      'Trust / Society',
    ]);
    expect(select.options[1]!.value).toBe('GOVERMENT');

    fireEvent.change(select, { target: { value: 'TRUST_SOCIETY' } });
    await act(async () => {
      await saveRef.current!();
    });
    expect((sent[0] as { rules: Record<string, unknown>[] }).rules[0]).toMatchObject({ registration_type: 'TRUST_SOCIETY', salary_min: 25000, max_age: 60 });
  });
});
