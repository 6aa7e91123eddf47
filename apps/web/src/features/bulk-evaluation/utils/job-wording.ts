import type { BulkJobState } from '@lbo/contracts/bulk-evaluation';
import type { BulkJob } from '@lbo/contracts/bulk-evaluation-answers';
import { formatNumber } from '@/lib/format';

export const STATE_LABELS: Record<BulkJobState, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** "about 2 min 5 s left". */
export function timeLeft(seconds: number | null): string | null {
  if (seconds === null) return null;
  if (seconds < 60) return `about ${Math.max(1, Math.round(seconds))} s left`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `about ${minutes} min ${Math.round(seconds % 60)} s left`;
  return `about ${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}

/** "1,234 of 5,000 applicants · 850 a second · about 4 s left". */
export function progressLine(job: BulkJob): string {
  const parts = [`${formatNumber(job.done)} of ${formatNumber(job.total)} applicant${job.total === 1 ? '' : 's'}`];
  if (job.rate !== null && job.rate > 0) parts.push(`${formatNumber(Math.round(job.rate))} a second`);
  const left = job.state === 'running' ? timeLeft(job.secondsLeft) : null;
  if (left) parts.push(left);
  return parts.join(' · ');
}
