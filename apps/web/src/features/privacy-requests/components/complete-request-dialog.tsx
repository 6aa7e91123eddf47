import { useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { ERASURE_REMOVES } from '@lbo/contracts/privacy';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFormFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { toastOutcome } from '@/lib/toast';
import { useCompletePrivacyRequest } from '../api/complete-privacy-request';
import { useDownloadPrivacyData } from '../api/download-privacy-data';
import type { PrivacyRequest } from '../api/types';

/**
 * Completing one request, by its kind: an access request downloads the data (JSON or PDF) then
 * closes; a correction takes the new name or reference and why; an erasure says what it removes
 * and asks to confirm.
 */
export function CompleteRequestDialog({ request, canExport, onClose }: { request: PrivacyRequest | null; canExport: boolean; onClose: () => void }) {
  const complete = useCompletePrivacyRequest();
  const download = useDownloadPrivacyData();
  const [name, setName] = useState('');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [downloaded, setDownloaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!request) return null;
  const who = request.customer ? `${request.customer.name} (${request.customer.reference})` : 'the customer';

  const close = () => {
    setName('');
    setReference('');
    setReason('');
    setDownloaded(false);
    setError(null);
    onClose();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await toastOutcome(complete.mutateAsync({ id: request.id, body: { name, reference, reason } }), {
        success: 'Privacy request completed',
        failure: (e) => getErrorMessage(e, 'Failed to complete the request'),
      });
      close();
    } catch (e) {
      setError(getErrorMessage(e, 'Failed to complete the request'));
    }
  };
  const fetchData = async (format: 'json' | 'pdf') => {
    await toastOutcome(download.mutateAsync({ id: request.id, format }), { success: 'Downloaded', failure: 'Failed to download the data' });
    setDownloaded(true);
  };
  const title = request.kind === 'ACCESS' ? 'Access request' : request.kind === 'CORRECTION' ? 'Correct the customer' : 'Erase the customer';

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent title={title} description={`For ${who}.`} size="lg">
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title} className="space-y-4">
          {request.kind === 'ACCESS' ? (
            <div className="space-y-2 text-sm">
              <p>
                Everything held about the person: the customer, each evaluation with its inputs and offers, the Key Fact Statements and their acknowledgements,
                their consents and their privacy requests.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" disabled={!canExport} loading={download.isPending} onClick={() => void fetchData('json')}>
                  <Download className="size-4" aria-hidden="true" /> Download JSON
                </Button>
                <Button variant="outline" disabled={!canExport} loading={download.isPending} onClick={() => void fetchData('pdf')}>
                  <Download className="size-4" aria-hidden="true" /> Download PDF
                </Button>
              </div>
              {!canExport ? <p className="text-amber-700 dark:text-amber-300">Downloading needs the Privacy export permission.</p> : null}
              <p className="text-slate-500 dark:text-slate-400" role="status">
                {downloaded || request.downloadedAt
                  ? 'Downloaded: hand the file to the borrower, then complete the request.'
                  : 'Download the data before completing the request.'}
              </p>
            </div>
          ) : null}
          {request.kind === 'CORRECTION' ? (
            <>
              <FormField label="New name" hint="Leave empty to keep the name.">
                {(c) => <Input {...c} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />}
              </FormField>
              <FormField label="New reference" hint="Leave empty to keep the reference; it must be unused.">
                {(c) => <Input {...c} value={reference} onChange={(e) => setReference(e.target.value)} autoComplete="off" />}
              </FormField>
            </>
          ) : null}
          {request.kind === 'ERASURE' ? (
            <div className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200">
              <p className="font-medium">This cannot be undone. It removes:</p>
              <ul className="mt-1 list-disc pl-5">
                {ERASURE_REMOVES.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="mt-1">The figures Decision Analytics counts stay as they are.</p>
            </div>
          ) : null}
          <FormField label="Reason" required={request.kind === 'CORRECTION'}>
            {(c) => <Input {...c} value={reason} onChange={(e) => setReason(e.target.value)} autoComplete="off" />}
          </FormField>
          {error ? <p className="text-sm text-red-700 dark:text-red-300">{error}</p> : null}
          <DialogFormFooter
            submitLabel={request.kind === 'ERASURE' ? 'Erase' : request.kind === 'CORRECTION' ? 'Save correction' : 'Complete request'}
            submitting={complete.isPending}
            onCancel={close}
            danger={request.kind === 'ERASURE'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
