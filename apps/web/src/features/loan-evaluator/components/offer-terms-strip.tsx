import { FileDown, FileText, TriangleAlert } from 'lucide-react';
import { KFS_FACT_LABELS } from '@lbo/contracts/kfs';
import { Button } from '@/components/ui/button';
import { openKfs, useKfsFacts, type KfsRequest } from '../api/get-kfs';
import type { EligibilityEntry } from '../types';
import { KfsAcknowledgementAction } from './kfs-acknowledgement';

/**
 * Under an offer: its penal charges as the lender states them, and its Key Fact Statement, opened
 * at its own address in a new tab. When the lender's bank lacks Part 2 facts, the button says so.
 */
export function OfferTermsStrip({ entry, applicationId }: { entry: EligibilityEntry; applicationId?: string }) {
  const facts = useKfsFacts(applicationId);
  const missing = facts.data?.find((lender) => lender.bankId === entry.bankId)?.missing ?? [];
  const open = (format: KfsRequest['format']) => openKfs({ applicationId: applicationId!, bankId: entry.bankId, productId: entry.productId, format });
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 bg-slate-50/70 px-4 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:px-5 dark:border-slate-800 dark:bg-slate-800/40">
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="result-penal-charges">
        <span className="font-medium text-slate-700 dark:text-slate-200">Penal charges: </span>
        {entry.penalCharges ?? 'none stated by the lender'}
      </p>
      {applicationId ? (
        <div className="flex shrink-0 flex-wrap items-center gap-1">
          <Button
            variant="outline"
            size="sm"
            onClick={() => open('html')}
            title={
              missing.length > 0
                ? `The lender's ${missing.map((f) => KFS_FACT_LABELS[f]).join(', ')} missing: ask an administrator to add them to the bank`
                : undefined
            }
          >
            {missing.length > 0 ? <TriangleAlert className="size-4 text-amber-600" aria-hidden="true" /> : <FileText className="size-4" aria-hidden="true" />}
            {missing.length > 0 ? "Key Fact Statement: lender's facts missing" : 'Key Fact Statement'}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => open('pdf')} aria-label={`Key Fact Statement of ${entry.bankName} ${entry.productName} as PDF`}>
            <FileDown className="size-4" aria-hidden="true" />
            PDF
          </Button>
          <KfsAcknowledgementAction entry={entry} applicationId={applicationId} />
        </div>
      ) : null}
    </div>
  );
}
