import { Badge } from '@/components/ui/badge';
import { PlainTableHead } from '@/components/ui/plain-table-head';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { QueryErrorText } from '@/components/ui/error-state';
import { cn } from '@/lib/cn';
import { formatINR, formatNumber } from '@/lib/format';
import { useReplay, type ReplayedEntry } from '../api/replay-application';
import { ScrollX } from '@/components/ui/scroll-x';

const key = (e: { bankId: string; productId: string }) => `${e.bankId}:${e.productId}`;

function Row({ entry, changed }: { entry: ReplayedEntry; changed: boolean }) {
  const eligible = entry.eligibilityStatus === 'ELIGIBLE';
  return (
    <tr
      className={cn('border-t border-slate-100 align-top dark:border-slate-800', changed && 'bg-amber-50 dark:bg-amber-950/40')}
      data-testid="application-result-row"
      data-changed={changed}
    >
      <td className="py-1.5 pr-3">
        <span className="font-medium">{entry.bankName}</span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">{entry.productName}</span>
      </td>
      <td className="py-1.5 pr-3">
        <Badge variant={eligible ? 'success' : 'danger'}>{eligible ? 'Eligible' : 'Not eligible'}</Badge>
        {changed ? <span className="ml-2 text-xs font-medium text-amber-800 dark:text-amber-200">Changed</span> : null}
      </td>
      <td className="py-1.5 pr-3 tabular-nums whitespace-nowrap">{formatINR(entry.loanAmountDetails.eligibleAmount)}</td>
      <td className="py-1.5 pr-3 tabular-nums whitespace-nowrap">
        {eligible && entry.loanAmountDetails.interestRate !== null ? `${formatNumber(entry.loanAmountDetails.interestRate)}%` : '—'}
      </td>
      <td className="py-1.5 pr-3 tabular-nums whitespace-nowrap">{eligible ? formatINR(entry.loanAmountDetails.estimatedEMI) : '—'}</td>
      <td className="py-1.5 pr-3 tabular-nums whitespace-nowrap">{eligible ? `${formatNumber(entry.grantedTenure)} months` : '—'}</td>
      <td className="py-1.5 text-xs text-slate-600 dark:text-slate-300">{entry.failureReasons.join('; ')}</td>
    </tr>
  );
}

/**
 * One stored evaluation's results, recomputed from its input, date and rule version (identical to
 * what the applicant was told); with `current`, against today's rules, differences highlighted.
 */
export function ApplicationResultsDialog({
  applicationId,
  current,
  onOpenChange,
}: {
  applicationId: string | null;
  current: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const replay = useReplay(applicationId, current);
  const changed = new Set((replay.data?.differences ?? []).map(key));
  return (
    <Dialog open={applicationId !== null} onOpenChange={onOpenChange}>
      <DialogContent
        size="xl"
        title={current ? "Evaluated again with today's rules" : 'Evaluation results'}
        description={
          replay.data
            ? current
              ? `Rule version ${replay.data.version} (the evaluation used version ${replay.data.evaluatedVersion}): ${replay.data.matches ? 'nothing changed.' : `${replay.data.differences.length} bank-products differ, highlighted.`}`
              : `As given on rule version ${replay.data.version}: ${replay.data.result.eligibleCount} of ${replay.data.result.totalBanksChecked} eligible.`
            : undefined
        }
      >
        {replay.isPending ? <Spinner className="flex py-8" /> : null}
        <QueryErrorText query={replay} fallback="The results could not be loaded." />
        {replay.data ? (
          <ScrollX className="max-h-[60vh] overflow-auto">
            <table className="w-full text-left text-sm" data-testid="application-results">
              <PlainTableHead className="text-xs" labels={['Bank · Product', 'Status', 'Amount', 'Rate', 'EMI', 'Tenure', 'Reasons']} />
              <tbody>
                {replay.data.result.eligibleBanks.map((e) => (
                  <Row key={key(e)} entry={e} changed={current && changed.has(key(e))} />
                ))}
              </tbody>
            </table>
          </ScrollX>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
