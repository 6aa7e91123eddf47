import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { openComparison } from '../api/get-kfs';

/**
 * "Print / PDF": every offer of the evaluation side by side, with the lenders that made none,
 * opened at its own address in a new tab, whose Print button and PDF link hand it to the borrower.
 */
export function ComparisonButton({ applicationId }: { applicationId: string }) {
  return (
    <Button variant="outline" onClick={() => openComparison(applicationId)}>
      <Printer className="size-4" aria-hidden="true" />
      Print / PDF
    </Button>
  );
}
