import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, CircleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatINR, formatNumber, perAnnum } from '@/lib/format';
import { cn } from '@/lib/cn';
import type { EvaluatorVariant } from '../config/variants';
import type { EligibilityEntry } from '../types';
import { CardSuggestions } from './card-suggestions';
import { OfferTermsStrip } from './offer-terms-strip';
import { PairExplanation } from './pair-explanation';

/** A figure of the card. Figures wrap to the next row rather than being cut: the amount is what the user came for. */
function Metric({ label, value, emphasis, testId }: { label: string; value: ReactNode; emphasis?: boolean; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd
        data-testid={emphasis ? 'result-amount' : testId}
        className={cn(
          'mt-0.5 font-semibold whitespace-nowrap tabular-nums',
          emphasis ? 'text-base text-slate-900 sm:text-lg dark:text-white' : 'text-sm text-slate-800 dark:text-slate-100',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

function StatusBadge({ eligible, className }: { eligible: boolean; className?: string }) {
  return (
    <Badge variant={eligible ? 'success' : 'danger'} className={cn('shrink-0', className)}>
      {eligible ? 'ELIGIBLE' : 'NOT ELIGIBLE'}
    </Badge>
  );
}

/** One bank and product: the decision, the numbers, the reasons and, on request, the full explanation. */
export function ResultCard({ entry, variant, applicationId }: { entry: EligibilityEntry; variant: EvaluatorVariant; applicationId?: string }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const eligible = entry.eligibilityStatus === 'ELIGIBLE';
  const { eligibleAmount, interestRate, estimatedEMI, btAmount } = entry.loanAmountDetails;
  const tenure = entry[variant.tenureField];

  return (
    <Card data-testid="result-card" data-status={entry.eligibilityStatus} className="overflow-hidden">
      <div
        className={cn(
          'flex flex-col gap-3 border-l-4 px-4 py-3.5 sm:px-5 lg:flex-row lg:items-center lg:gap-6',
          eligible ? 'border-l-emerald-500' : 'border-l-red-500',
        )}
      >
        <div className="flex min-w-0 items-start justify-between gap-3 lg:w-56 lg:shrink-0">
          <div className="min-w-0">
            <h3 className="truncate text-base font-semibold text-slate-900 dark:text-white" data-testid="result-bank" title={entry.bankName}>
              {entry.bankName}
            </h3>
            <p className="truncate text-sm text-slate-500 dark:text-slate-400" data-testid="result-product" title={entry.productName}>
              {entry.productName}
            </p>
          </div>
          <StatusBadge eligible={eligible} className="lg:hidden" />
        </div>

        <dl className="grid min-w-0 flex-1 grid-cols-[repeat(auto-fit,minmax(7.25rem,1fr))] gap-x-4 gap-y-3">
          {/* A refusal's amount is 0 in the answer; "₹0" would read like an offer of nothing. */}
          <Metric label="Eligible Amount" value={eligible ? formatINR(eligibleAmount) : 'No offer'} emphasis />
          {/* A refused pair has no offer: a rate, EMI and tenure beside ₹0 would read like one. */}
          <Metric label="Interest Rate" value={eligible ? perAnnum(interestRate) : '—'} />
          {eligible ? (
            <Metric label="APR" value={entry.apr === null || entry.apr === undefined ? '—' : `${entry.apr.toFixed(2)}%`} testId="result-apr" />
          ) : null}
          <Metric label="EMI" value={eligible ? formatINR(estimatedEMI) : '—'} testId="result-emi" />
          <Metric label="Tenure" value={eligible ? `${formatNumber(tenure)} months` : '—'} />
          {eligible ? <Metric label="Upfront Charges" value={formatINR(entry.upfrontCharges)} /> : null}
          {/* What the "Total cost" order reads: every instalment and charge the borrower pays. */}
          {eligible ? <Metric label="Total Cost" value={formatINR(entry.totalAmountPayable)} testId="result-total-cost" /> : null}
          {btAmount > 0 ? <Metric label="BT Amount" value={formatINR(btAmount)} /> : null}
        </dl>

        <div className="flex items-center justify-between gap-2 lg:flex-col lg:items-end">
          <StatusBadge eligible={eligible} className="hidden lg:inline-flex" />
          {applicationId ? (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => setExpanded((open) => !open)}
              className="-ml-3 lg:-mr-3 lg:ml-0"
            >
              <ChevronDown className={cn('size-4 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
              {expanded ? 'Hide explanation' : 'Show explanation'}
            </Button>
          ) : null}
        </div>
      </div>

      {eligible ? <OfferTermsStrip entry={entry} applicationId={applicationId} /> : null}
      {entry.failureReasons.length > 0 ? (
        <ul
          className="flex flex-col gap-1 border-t border-red-100 bg-red-50/70 px-4 py-2.5 sm:px-5 dark:border-red-500/20 dark:bg-red-500/10"
          data-testid="failure-reasons"
          aria-label="Failure reasons"
        >
          {entry.failureReasons.map((reason, index) => (
            <li key={`${index}-${reason}`} className="flex items-start gap-2 text-sm text-red-700 dark:text-red-300">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {!eligible && applicationId ? (
        <CardSuggestions applicationId={applicationId} bankId={entry.bankId} productId={entry.productId} explanationOpen={expanded} />
      ) : null}

      {expanded && applicationId ? <PairExplanation id={panelId} applicationId={applicationId} bankId={entry.bankId} productId={entry.productId} /> : null}
    </Card>
  );
}
