import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { BulkJob } from '@lbo/contracts/bulk-evaluation-answers';
import { bulkJobAnswer, bulkJobListAnswer } from '@lbo/contracts/bulk-evaluation-answers';
import { okReply } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { withProviders } from '@/testing/render-app';
import { BulkEvaluationDialog } from './bulk-evaluation-dialog';

const job = (over: Partial<BulkJob>): BulkJob => ({
  id: '5b0c1f9e-8a1d-4c55-9d43-0f6a2d1e7c01',
  fileName: 'leads.xlsx',
  state: 'running',
  total: 60,
  done: 0,
  eligibleRows: 0,
  rate: null,
  secondsLeft: null,
  error: null,
  createdBy: null,
  createdByName: 'Asha Rao',
  createdAt: '2026-11-24T05:00:00Z',
  startedAt: '2026-11-24T05:00:00Z',
  finishedAt: null,
  resultUrl: null,
  ...over,
});

const completed = job({ state: 'completed', done: 60, eligibleRows: 42, rate: 120, finishedAt: '2026-11-24T05:00:01Z', resultUrl: '/api/jobs/x/result' });

afterEach(() => vi.unstubAllGlobals());

describe('Evaluate a file: recent files', () => {
  it('shows the same state and counts for a job as its progress card, even while the list reads an older state', async () => {
    const running = job({});
    // The list answers with the job as it stood when it started; the job itself has finished.
    const spy = mockFetch({
      'GET /api/jobs': okReply(bulkJobListAnswer, { items: [running], total: 1, page: 1, limit: 5, totalPages: 1 }),
      [`GET /api/jobs/${running.id}`]: okReply(bulkJobAnswer, completed),
    });
    render(withProviders(<BulkEvaluationDialog open onOpenChange={() => {}} />));

    const card = await screen.findByRole('region', { name: 'Evaluation of leads.xlsx' });
    await within(card).findByText('Completed');
    expect(card.textContent).toContain('60 of 60 applicants');

    const recent = screen.getByRole('button', { name: /leads\.xlsx/ });
    await waitFor(() => expect(recent.textContent).toContain('Completed'));
    expect(recent.textContent).toContain('60 of 60 applicants');
    expect(recent.textContent).not.toContain('Running');
    // The list is read again once the job has ended.
    await waitFor(() => expect(spy.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === '/api/jobs').length).toBeGreaterThan(1));
  });

  it('keeps Close and Upload and evaluate outside the scrolling body', async () => {
    mockFetch({ 'GET /api/jobs': okReply(bulkJobListAnswer, { items: [], total: 0, page: 1, limit: 5, totalPages: 1 }) });
    render(withProviders(<BulkEvaluationDialog open onOpenChange={() => {}} />));
    const upload = await screen.findByRole('button', { name: 'Upload and evaluate' });
    const close = within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' }).at(-1)!;
    const scrolling = [...screen.getByRole('dialog').querySelectorAll('.overflow-y-auto')];
    expect(scrolling.some((body) => body.contains(screen.getByText('Recent files')))).toBe(true);
    expect(scrolling.filter((body) => body.contains(upload) || body.contains(close))).toEqual([]);
  });
});
