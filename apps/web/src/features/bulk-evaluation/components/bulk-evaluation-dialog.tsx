import { useId, useRef, useState } from 'react';
import { Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { BULK_LIMITS, BULK_MESSAGES, type BulkRejection } from '@lbo/contracts/bulk-evaluation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { UploadProgress } from '@/components/ui/progress-bar';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { answerMessage } from '@/lib/answer-message';
import { FileChooser, UploadProblem } from '@/components/ui/file-chooser';
import { useDownloadBulkTemplate } from '../api/download-bulk-template';
import { useDownloadJobFile } from '../api/download-job-file';
import { useJob } from '../api/get-job';
import { useJobs } from '../api/get-jobs';
import { useUploadBulkFile } from '../api/upload-bulk-file';
import { JobProgress } from './job-progress';
import { JobsList } from './jobs-list';

const ACCEPT = '.xlsx,.xls,.csv';

function checkFile(file: File | null): string | null {
  if (!file) return BULK_MESSAGES.noFile;
  if (!/\.(xlsx|xls|csv)$/i.test(file.name)) return 'Please upload an .xlsx, .xls or .csv file.';
  if (file.size > BULK_LIMITS.maxBytes) return BULK_MESSAGES.tooLarge;
  return null;
}

/**
 * Loan Evaluator → Evaluate a file: template, upload (checked whole by the server), then the
 * job's progress. Jobs run on the server, so the dialog can be closed and opened again later.
 */
export function BulkEvaluationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const jobsId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rejection, setRejection] = useState<(BulkRejection & { message: string }) | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const jobs = useJobs(1, 5, open);
  const shownId = selected ?? jobs.data?.items[0]?.id ?? null;
  const job = useJob(open ? shownId : null);
  // The shown job's row is the card's own reading, so the two never disagree.
  const recent = (jobs.data?.items ?? []).map((j) => (job.data?.id === j.id ? job.data : j));
  const upload = useUploadBulkFile();
  const template = useDownloadBulkTemplate();
  const errorFile = useDownloadJobFile();
  const uploading = progress !== null;

  const choose = (picked: File | null) => {
    setRejection(null);
    setFile(picked);
    setProblem(picked ? checkFile(picked) : null);
  };

  const submit = async () => {
    setRejection(null);
    const fileProblem = checkFile(file);
    if (fileProblem || !file) return setProblem(fileProblem);
    setProblem(null);
    setProgress(0);
    try {
      const reply = await upload.mutateAsync({ file, onProgress: setProgress });
      toast.success(answerMessage(reply));
      setSelected(reply.data.jobId);
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      const data = isApiError(error) ? (error.data as Partial<BulkRejection> | undefined) : undefined;
      if (data?.errorFileUrl) setRejection({ ...(data as BulkRejection), message: getErrorMessage(error, '') });
      else setProblem(getErrorMessage(error, 'The file could not be uploaded. Please try again.'));
    } finally {
      setProgress(null);
    }
  };

  const close = (next: boolean) => {
    if (uploading) return;
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title="Evaluate a file"
        description={`Upload up to ${BULK_LIMITS.maxRows.toLocaleString('en-IN')} applicants (.xlsx, .xls or .csv, up to ${BULK_LIMITS.maxBytes / 1024 / 1024} MB). Every row is checked first; the evaluation then runs on the server, so you may close this window.`}
        size="lg"
        footer={
          <>
            <Button variant="outline" onClick={() => close(false)} disabled={uploading}>
              Close
            </Button>
            <Button onClick={() => void submit()} loading={uploading}>
              Upload and evaluate
            </Button>
          </>
        }
      >
        <div className="space-y-4">
          <div className="space-y-2">
            <FileChooser
              inputRef={fileRef}
              file={file}
              prompt="Choose a file of applicants"
              formats=".xlsx, .xls, .csv"
              accept={ACCEPT}
              label="Applicants file"
              disabled={uploading}
              onChoose={choose}
            />
            <Button
              variant="link"
              size="sm"
              loading={template.isPending}
              onClick={() => template.mutate(undefined, { onError: () => toast.error('Failed to download template') })}
            >
              <Download className="size-4" aria-hidden="true" />
              Download template
            </Button>
          </div>

          {uploading ? <UploadProgress percent={progress} serverWork="Checking every row…" /> : null}
          <UploadProblem problem={problem} />
          {rejection ? (
            <div
              role="alert"
              className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
            >
              <p>{rejection.message}</p>
              <Button
                variant="link"
                size="sm"
                loading={errorFile.isPending}
                onClick={() =>
                  errorFile.mutate(
                    { url: rejection.errorFileUrl, filename: 'bulk-evaluation-errors.xlsx' },
                    { onError: (e) => toast.error(getErrorMessage(e, 'Failed to download the error file')) },
                  )
                }
              >
                <Download className="size-4" aria-hidden="true" />
                Download error file
              </Button>
            </div>
          ) : null}

          {job.data ? <JobProgress job={job.data} /> : null}

          <section aria-labelledby={`${jobsId}`} className="space-y-2">
            <h3 id={`${jobsId}`} className="text-sm font-semibold text-slate-900 dark:text-white">
              Recent files
            </h3>
            {jobs.isLoading ? (
              <p className="text-sm text-slate-500 dark:text-slate-400">Loading…</p>
            ) : (
              <JobsList jobs={recent} selected={shownId} onSelect={setSelected} />
            )}
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
