import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionActions } from '@/lib/session-store';
import { mockFetch } from '@/testing/mock-fetch';
import { profileReply, renderApp, signInAs } from '@/testing/render-app';

describe('dashboard', () => {
  afterEach(() => sessionActions.clear());

  it('shows the four counters and the recent activity', async () => {
    mockFetch({ 'GET /api/adminAuth/profile': { body: { status: true, data: profileReply } } });
    signInAs();
    renderApp('/dashboard');
    expect(await screen.findByText('3,456')).toBeTruthy();
    for (const label of ['Total Links', 'Total Clicks', 'Active Links', 'Countries']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText('Short link /abc1234 created')).toBeTruthy();
  });

  it('shows a no-access state on 403', async () => {
    mockFetch({ 'GET /api/adminAuth/profile': { status: 403, body: { status: false, statusCode: 403, message: 'Forbidden' } } });
    signInAs();
    renderApp('/dashboard');
    expect(await screen.findByTestId('no-access')).toBeTruthy();
  });

  it('shows the error with a retry on failure', async () => {
    mockFetch({ 'GET /api/adminAuth/profile': { status: 500, body: { status: false, statusCode: 500, message: 'Internal error' } } });
    signInAs();
    renderApp('/dashboard');
    expect(await screen.findByText('Could not load the dashboard', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
