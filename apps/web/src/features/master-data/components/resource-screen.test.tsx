import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fullAccess, toAccessMap } from '@lbo/contracts/permissions';
import { loanPurposeDefinition as purposes } from '@lbo/contracts/testing/throw-away-master-entity';
import { sessionActions } from '@/lib/session-store';
import { okAnswer } from '@lbo/contracts/answers';
import { masterListBody, okReply } from '@/testing/answers';
import { headerOf, mockFetch } from '@/testing/mock-fetch';
import { signInAs, withProviders, slow } from '@/testing/render-app';
import type { EntityCopy } from '../resources/entity-copy';
import { resourceConfigFrom } from '../resources/from-definition';
import { yesNoField } from '../resources/shared-copy';
import { ResourceScreen } from './resource-screen';

/*
 * A seventh master-data tab, from nothing but its definition (the same throw-away definition the
 * server's test registers) and the words of its screen: its table, its form with the definition's
 * validation message, and the create call at the definition's path.
 */

const purposesCopy = {
  texts: {
    tabLabel: 'Purpose',
    title: 'Loan Purpose Management',
    description: 'Manage what applicants borrow for',
    entityLabel: 'Loan Purpose',
    addLabel: 'Add Loan Purpose',
    searchPlaceholder: 'Search loan purposes…',
  },
  fields: { name: { label: 'Loan Purpose', placeholder: 'e.g. Home renovation' }, is_secured: yesNoField('Secured') },
  headers: { name: 'Loan Purpose', is_secured: 'Secured' },
  importTitle: 'Import Loan Purposes',
  toasts: { saveFailed: 'Failed to save loan purpose', fetchFailed: 'Failed to fetch loan purposes', deleteFailed: { fallback: 'Delete failed' } },
} satisfies EntityCopy<typeof purposes>;

const purpose = (name: string, is_secured = false) => ({
  id: `id-${name}`,
  name,
  is_secured,
  created_at: '2025-01-15T10:00:00.000Z',
  updated_at: '2025-01-15T10:00:00.000Z',
});

afterEach(() => {
  toast.remove();
  sessionActions.clear();
});

describe('a master-data screen drawn from its definition', () => {
  it('lists the rows, validates the form with the definition’s message and creates at its path', async () => {
    signInAs(toAccessMap(fullAccess()));
    const fetch = mockFetch({
      [`GET ${purposes.paths.list}`]: { body: masterListBody('loanPurposes', purposes.dto, [purpose('Education', true), purpose('Wedding')], { limit: 25 }) },
      [`POST ${purposes.paths.create}`]: okReply(okAnswer(purposes.dto), purpose('Travel'), 201, 'Loan purpose created'),
    });
    render(
      withProviders(
        <MemoryRouter>
          <ResourceScreen config={resourceConfigFrom(purposes, purposesCopy)} />
        </MemoryRouter>,
      ),
    );

    expect(await screen.findByRole('heading', { name: 'Loan Purpose Management' }, slow)).toBeTruthy();
    expect(await screen.findByText('Education', {}, slow)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Secured/ })).toBeTruthy();
    const education = screen.getByText('Education').closest('tr')!;
    expect(within(education).getByText('Yes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Wedding' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('limit=25');

    fireEvent.click(screen.getByRole('button', { name: 'Add Loan Purpose' }));
    const form = screen.getByRole('form', { name: 'Create Loan Purpose' });
    const submit = () => fireEvent.click(within(form).getByRole('button', { name: 'Create Loan Purpose' }));
    submit();
    expect(await within(form).findByText('Loan purpose is required')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Loan Purpose/), { target: { value: ' Travel ' } });
    fireEvent.change(within(form).getByLabelText('Secured'), { target: { value: 'true' } });
    submit();
    expect(await screen.findByText('Loan purpose created', {}, slow)).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'Travel', is_secured: true });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Create Loan Purpose' })).toBeNull());
  });

  it('asks why a row is deleted, sends it as the change reason, and says when the delete only waits for approval', async () => {
    signInAs(toAccessMap(fullAccess()));
    const fetch = mockFetch({
      [`GET ${purposes.paths.list}`]: { body: masterListBody('loanPurposes', purposes.dto, [purpose('Wedding')], { limit: 25 }) },
      [`DELETE ${purposes.paths.remove}`]: {
        status: 202,
        body: { status: true, statusCode: 202, message: 'Change proposed for approval', data: { id: 'p-1', state: 'pending' } },
      },
    });
    render(
      withProviders(
        <MemoryRouter>
          <ResourceScreen config={resourceConfigFrom(purposes, purposesCopy)} />
        </MemoryRouter>,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Wedding' }, slow));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason for this change/), { target: { value: 'Merged into Marriage ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Change proposed for approval', {}, slow)).toBeTruthy();
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(headerOf(sent?.[1], 'X-Change-Reason')).toBe(encodeURIComponent('Merged into Marriage'));
    expect(String(sent?.[0])).toContain('id=id-Wedding');
  });
});
