import type { BulkJob } from '@lbo/contracts/bulk-evaluation-answers';
import { formatDateTimeIST, formatNumber } from '@/lib/format';
import { cn } from '@/lib/cn';
import { JobStateBadge } from './job-progress';

/** The latest files evaluated, newest first; choosing one shows its progress or result. */
export function JobsList({ jobs, selected, onSelect }: { jobs: BulkJob[]; selected: string | null; onSelect: (id: string) => void }) {
  if (jobs.length === 0)
    return <p className="text-sm text-slate-500 dark:text-slate-400">No files evaluated yet. Download the template, fill in your applicants and upload it.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
      {jobs.map((job) => (
        <li key={job.id}>
          <button
            type="button"
            aria-current={job.id === selected ? 'true' : undefined}
            onClick={() => onSelect(job.id)}
            className={cn(
              'flex w-full flex-wrap items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:bg-slate-800',
              job.id === selected && 'bg-indigo-50/60 dark:bg-indigo-500/10',
            )}
          >
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900 dark:text-white">{job.fileName}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {formatNumber(job.done)} of {formatNumber(job.total)} applicant{job.total === 1 ? '' : 's'} · {formatDateTimeIST(job.createdAt)}
                {job.createdByName ? ` · ${job.createdByName}` : ''}
              </span>
            </span>
            <JobStateBadge state={job.state} />
          </button>
        </li>
      ))}
    </ul>
  );
}
