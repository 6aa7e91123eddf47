import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast';
import { mockFetch } from '@/testing/mock-fetch';
import { signInAs, withProviders } from '@/testing/render-app';
import { PairExplanation } from './pair-explanation';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PairExplanation', () => {
  it('says so inline and in a toast when the explanation cannot be loaded', async () => {
    signInAs();
    const errorToast = vi.spyOn(toast, 'error');
    mockFetch({
      'GET /api/loanapplication/app-9/pairs/b1/p1/explanation': { status: 404, body: { status: false, statusCode: 404, message: 'Application not found' } },
    });
    render(withProviders(<PairExplanation id="x" applicationId="app-9" bankId="b1" productId="p1" />));
    expect(screen.getByRole('status').textContent).toBe('Loading explanation…');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Could not load the explanation. Please try again.'));
    expect(errorToast).toHaveBeenCalledWith('Application not found');
  });
});
