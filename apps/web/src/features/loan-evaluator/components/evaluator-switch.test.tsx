import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionActions } from '@/lib/session-store';
import { mockFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs, slow } from '@/testing/render-app';

const ALL = { view: true, create: true, edit: true, delete: true, export: true };

/* The two wizards (spec part 1 §1: /loan-evaluator and /loan-evaluator-simple) each lead to the other. */
describe('the Loan Evaluator and the simple evaluator', () => {
  afterEach(() => sessionActions.clear());

  it('reaches the simple evaluator from the Loan Evaluator page, and back', async () => {
    mockFetch({});
    signInAs({ 'loan-evaluator': ALL });
    const { router } = renderApp('/loan-evaluator');
    expect(await screen.findByRole('heading', { name: 'Loan Evaluator', level: 1 }, slow)).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Simple evaluator' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-evaluator-simple'));
    expect(await screen.findByRole('heading', { name: 'Loan Evaluator (Simple)', level: 1 }, slow)).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Full evaluator' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-evaluator'));
    expect(await screen.findByRole('heading', { name: 'Loan Evaluator', level: 1 }, slow)).toBeTruthy();
  });
});
