import { useState } from 'react';
import { BadgeCheck, PenLine } from 'lucide-react';
import { describeKfsAcknowledgement } from '@lbo/contracts/kfs-acknowledgements';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/authorization';
import { formatDate } from '@/lib/format';
import { useKfsAcknowledgement } from '../api/get-kfs-acknowledgement';
import type { EligibilityEntry } from '../types';
import { KfsAcknowledgementDialog } from './kfs-acknowledgement-dialog';

/** Beside an offer's Key Fact Statement: the borrower's acknowledgement of it, or (with Loan Evaluator create) the action that records one. */
export function KfsAcknowledgementAction({ entry, applicationId }: { entry: EligibilityEntry; applicationId: string }) {
  const offer = { applicationId, bankId: entry.bankId, productId: entry.productId };
  const acknowledgement = useKfsAcknowledgement(offer).data;
  const canRecord = useCan('loan-evaluator', 'create');
  const [open, setOpen] = useState(false);

  if (acknowledgement) {
    return (
      <p
        className="flex items-start gap-1.5 px-2 text-sm font-medium text-emerald-700 dark:text-emerald-400"
        data-testid="kfs-acknowledgement"
        title={`${acknowledgement.kfsNumber}, recorded by ${acknowledgement.acknowledgedBy.name}`}
      >
        <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {describeKfsAcknowledgement(acknowledgement, formatDate)}
      </p>
    );
  }
  if (!canRecord) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Record acknowledgement of the Key Fact Statement of ${entry.bankName} ${entry.productName}`}
      >
        <PenLine className="size-4" aria-hidden="true" />
        Record acknowledgement
      </Button>
      {open ? <KfsAcknowledgementDialog offer={offer} offerName={`${entry.bankName} · ${entry.productName}`} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
