import { useState } from 'react';
import { ChevronDown, ChevronRight, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { QueryErrorText } from '@/components/ui/error-state';
import { getErrorMessage } from '@/lib/api-client';
import { formatINR, formatNumber } from '@/lib/format';
import type { ProposedRuleChange } from '../../api/get-rule-changes';
import { useRefreshRuleChangeImpact, useRuleChangeImpact } from '../../api/get-rule-change-impact';
import { ImpactRows } from '../impact-results';

/**
 * A proposal's change once, in words: where (the group's name, bank, product) and each row's fields
 * before → after, one line each, from its summary ("FOIR · Bank · Loan: FOIR % 50 → 10; added (…)").
 */
export function ChangeInWords({ change }: { change: ProposedRuleChange }) {
  const split = change.summary.indexOf(': ');
  const where = split > 0 ? change.summary.slice(0, split) : change.summary;
  const lines = split > 0 ? change.summary.slice(split + 2).split('; ') : [];
  return (
    <div className="space-y-0.5" data-testid="change-words">
      <p className="font-medium text-slate-900 dark:text-white">{where}</p>
      {lines.length > 0 ? (
        <ul className="space-y-0.5">
          {lines.map((line, i) => (
            <li key={i} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatINR(Math.abs(value))}`;

/** The counts of a proposal's impact in one sentence, a stale notice, and the rows behind an expander. */
export function ProposalImpact({ change, withRows = true }: { change: ProposedRuleChange; withRows?: boolean }) {
  const query = useRuleChangeImpact(change.id);
  const refresh = useRefreshRuleChangeImpact(change.id);
  const [open, setOpen] = useState(false);
  if (query.isPending) return <Spinner className="flex py-1" />;
  if (query.isError) return <QueryErrorText query={query} fallback="The impact could not be read." />;
  const { impact, stale } = query.data;
  if (!impact) return <p className="text-xs text-slate-500 dark:text-slate-400">No impact was recorded for this change.</p>;
  const flips = impact.eligibleToNot + impact.notToEligible;
  return (
    <div className="space-y-1.5" data-testid="proposal-impact">
      <p className="text-sm">
        {impact.affectedTotal === 0 ? (
          <>No recent application changes ({formatNumber(impact.applications)} evaluated).</>
        ) : (
          <>
            <strong className="tabular-nums">{formatNumber(impact.affectedTotal)}</strong> of {formatNumber(impact.applications)} recent applications change:{' '}
            {formatNumber(impact.eligibleToNot)} become not eligible, {formatNumber(impact.notToEligible)} become eligible, {formatNumber(impact.amountChanged)}{' '}
            change amount, {formatNumber(impact.repriced)} are repriced; total interest {signed(impact.totalInterestChange)}.
            {flips === 0 && impact.repriced === impact.affectedTotal ? ' Only prices change.' : ''}
          </>
        )}
      </p>
      {stale ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          <span>
            The rules changed since this impact was worked out (version {query.data.computedOnVersion}; now {query.data.currentVersion}).
          </span>
          {change.state === 'pending' ? (
            <Button size="sm" variant="outline" loading={refresh.isPending} onClick={() => refresh.mutate()}>
              <RefreshCw className="size-3.5" aria-hidden="true" />
              Work it out again
            </Button>
          ) : null}
          {refresh.isError ? (
            <span className="text-red-700 dark:text-red-300">{getErrorMessage(refresh.error, 'It could not be worked out again')}</span>
          ) : null}
        </div>
      ) : null}
      {withRows && impact.affectedTotal > 0 ? (
        <>
          <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? <ChevronDown className="size-4" aria-hidden="true" /> : <ChevronRight className="size-4" aria-hidden="true" />}
            {open ? 'Hide affected applications' : 'Show affected applications'}
          </Button>
          {open ? <ImpactRows result={impact} /> : null}
        </>
      ) : null}
    </div>
  );
}
