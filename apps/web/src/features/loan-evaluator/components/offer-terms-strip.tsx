import toast from 'react-hot-toast';
import { FileDown, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOpenKfs, type KfsRequest } from '../api/get-kfs';
import { KfsAcknowledgementAction } from './kfs-acknowledgement';
import type { EligibilityEntry } from '../types';

/** Under an offer: its penal charges as the lender states them, and its Key Fact Statement. */
export function OfferTermsStrip({ entry, applicationId }: { entry: EligibilityEntry; applicationId?: string }) {
  const openKfs = useOpenKfs();
  const open = (format: KfsRequest['format']) =>
    openKfs.mutate(
      { applicationId: applicationId!, bankId: entry.bankId, productId: entry.productId, format },
      { onError: (error) => toast.error(error instanceof Error ? error.message : 'The Key Fact Statement could not be opened') },
    );
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 bg-slate-50/70 px-4 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:px-5 dark:border-slate-800 dark:bg-slate-800/40">
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="result-penal-charges">
        <span className="font-medium text-slate-700 dark:text-slate-200">Penal charges: </span>
        {entry.penalCharges ?? 'none stated by the lender'}
      </p>
      {applicationId ? (
        <div className="flex shrink-0 flex-wrap items-center gap-1">
          <Button variant="outline" size="sm" onClick={() => open('html')} disabled={openKfs.isPending}>
            <FileText className="size-4" aria-hidden="true" />
            Key Fact Statement
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => open('pdf')}
            disabled={openKfs.isPending}
            aria-label={`Key Fact Statement of ${entry.bankName} ${entry.productName} as PDF`}
          >
            <FileDown className="size-4" aria-hidden="true" />
            PDF
          </Button>
          <KfsAcknowledgementAction entry={entry} applicationId={applicationId} />
        </div>
      ) : null}
    </div>
  );
}
