import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionActions } from '@/lib/session-store';
import { mockFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs } from '@/testing/render-app';

configure({ asyncUtilTimeout: 5000 });
const ALL = { create: true, edit: true, view: true, delete: true, export: true };

afterEach(() => sessionActions.clear());

describe('step 1 submitted empty', () => {
  it.each(['/loan-evaluator', '/loan-evaluator-simple'])('%s: focuses Name, the first field on the page', async (path) => {
    mockFetch({});
    signInAs({ 'loan-evaluator': ALL });
    renderApp(path);
    fireEvent.click(await screen.findByRole('button', { name: 'Run CIBIL Analysis →' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('user_name'));
  });
});
