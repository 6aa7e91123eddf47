import { Download, XCircle } from 'lucide-react';
import toast from 'react-hot-toast';
import type { BulkJob } from '@lbo/contracts/bulk-evaluation-answers';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { getErrorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { isActive } from '../api/bulk-keys';
import { useCancelJob } from '../api/cancel-job';
import { useDownloadJobFile } from '../api/download-job-file';
import { progressLine, STATE_LABELS } from '../utils/job-wording';

const BADGES: Record<BulkJob['state'], BadgeVariant> = { queued: 'neutral', running: 'info', completed: 'success', failed: 'danger', cancelled: 'warning' };

export function JobStateBadge({ state }: { state: BulkJob['state'] }) {
  return <Badge variant={BADGES[state]}>{STATE_LABELS[state]}</Badge>;
}

function resultName(job: BulkJob) {
  return `${job.fileName.replace(/\.[a-z0-9]+$/i, '') || 'applicants'}-result.xlsx`;
}

/** One job as it runs: rows done, rate and time left, with cancel while it runs and the result once done. */
export function JobProgress({ job }: { job: BulkJob }) {
  const cancel = useCancelJob();
  const download = useDownloadJobFile();
  const percent = job.total > 0 ? (job.done / job.total) * 100 : 0;
  return (
    <section aria-label={`Evaluation of ${job.fileName}`} className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 truncate font-medium text-slate-900 dark:text-white">{job.fileName}</p>
        <JobStateBadge state={job.state} />
      </div>
      <ProgressBar value={percent} label="Applicants evaluated" />
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {progressLine(job)}
      </p>
      {job.state === 'completed' ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {formatNumber(job.eligibleRows)} of {formatNumber(job.total)} applicants have at least one eligible offer.
        </p>
      ) : null}
      {job.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {job.error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {isActive(job.state) ? (
          <Button
            variant="outline"
            size="sm"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(job.id, { onError: (e) => toast.error(getErrorMessage(e, 'The job could not be cancelled')) })}
          >
            <XCircle className="size-4" aria-hidden="true" />
            Cancel job
          </Button>
        ) : null}
        {job.resultUrl ? (
          <Button
            size="sm"
            loading={download.isPending}
            onClick={() =>
              download.mutate(
                { url: job.resultUrl!, filename: resultName(job) },
                { onError: (e) => toast.error(getErrorMessage(e, 'The result could not be downloaded')) },
              )
            }
          >
            <Download className="size-4" aria-hidden="true" />
            Download result
          </Button>
        ) : null}
      </div>
    </section>
  );
}
