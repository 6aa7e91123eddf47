import { describe, expect, it } from 'vitest';
import type { BulkJob } from '@lbo/contracts/bulk-evaluation-answers';
import { progressLine, timeLeft } from './job-wording';

const job = (over: Partial<BulkJob>): BulkJob => ({
  id: 'j',
  fileName: 'leads.xlsx',
  state: 'running',
  total: 5000,
  done: 1234,
  eligibleRows: 0,
  rate: 850.4,
  secondsLeft: 5,
  error: null,
  createdBy: null,
  createdByName: null,
  createdAt: '',
  startedAt: null,
  finishedAt: null,
  resultUrl: null,
  ...over,
});

describe('job wording', () => {
  it('says rows done, rate and time left while running', () => {
    expect(progressLine(job({}))).toBe('1,234 of 5,000 applicants · 850 a second · about 5 s left');
    expect(progressLine(job({ state: 'completed', done: 5000 }))).toBe('5,000 of 5,000 applicants · 850 a second');
    expect(progressLine(job({ state: 'queued', done: 0, rate: null, total: 1 }))).toBe('0 of 1 applicant');
  });
  it('words the time left in seconds, minutes or hours', () => {
    expect(timeLeft(null)).toBeNull();
    expect(timeLeft(0.2)).toBe('about 1 s left');
    expect(timeLeft(125)).toBe('about 2 min 5 s left');
    expect(timeLeft(7260)).toBe('about 2 h 1 min left');
  });
});
