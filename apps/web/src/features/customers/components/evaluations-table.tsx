import { Fragment, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Columns2, Eye, RefreshCw } from 'lucide-react';
import { describeDecisionSource, type CustomerEvaluation } from '@lbo/contracts/customers';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ExportButtons } from '@/components/ui/export-buttons';
import { useCan } from '@/lib/authorization';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTimeIST, formatINR, formatNumber } from '@/lib/format';
import { useExportCustomerEvaluations } from '../api/export-customer-evaluations';
import { existingEmis, money, months } from '../utils/applicant-words';
import { describeLargestOffer, describeOfferTerms } from '../utils/largest-offer';
import { CompareEvaluationsDialog } from './compare-evaluations-dialog';
import { EvaluationAcknowledgements } from './evaluation-acknowledgements';
import { ScrollX } from '@/components/ui/scroll-x';

/** An evaluation seen again: as it was decided (its own rule version), or against today's rules. */
const REPLAYS = [
  { current: false, label: 'Results', icon: Eye },
  { current: true, label: "Evaluate again with today's rules", icon: RefreshCw },
] as const;

/** The table's columns: an evaluation's acknowledgements span them all. */
const COLUMNS = 6;
const SUBLINE = 'block text-xs text-slate-500 dark:text-slate-400';

/**
 * A customer's evaluations, newest first: when and by whom, what was asked, the applicant's income
 * and obligations, the outcome. Two ticked evaluations open side by side; the whole list exports.
 */
export function EvaluationsTable({
  customerId,
  history,
  onOpen,
}: {
  customerId: string;
  history: readonly CustomerEvaluation[];
  onOpen: (applicationId: string, current: boolean) => void;
}) {
  const ids = { title: useId(), hint: useId() };
  const [ticked, setTicked] = useState<string[]>([]);
  const [comparing, setComparing] = useState<readonly [CustomerEvaluation, CustomerEvaluation] | null>(null);
  const canExport = useCan('customer-master', 'export');
  const exporter = useExportCustomerEvaluations(customerId);
  const comparable = history.filter((e) => e.ruleVersion !== null).length >= 2;
  const tick = (id: string, on: boolean) => setTicked((now) => (on ? [...now, id].slice(-2) : now.filter((t) => t !== id)));
  const compare = () => {
    const [a, b] = ticked.map((id) => history.find((e) => e.applicationId === id)!);
    if (a && b) setComparing([a, b]);
  };
  const download = (format: 'xlsx' | 'csv') => exporter.mutate(format, { onError: (error) => toast.error(getErrorMessage(error, 'The export failed')) });

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-4 pb-2">
        <div>
          <h2 id={ids.title} className="text-base font-semibold text-slate-900 dark:text-white">
            Evaluations
          </h2>
          {comparable ? (
            <p className="text-xs text-slate-500 dark:text-slate-400" id={ids.hint}>
              Tick two evaluations to compare them side by side.
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {comparable ? (
            <Button variant="outline" onClick={compare} disabled={ticked.length !== 2} aria-describedby={ids.hint}>
              <Columns2 className="size-4" aria-hidden="true" />
              Compare{ticked.length > 0 ? ` (${ticked.length} of 2)` : ''}
            </Button>
          ) : null}
          {canExport && history.length > 0 ? (
            <ExportButtons what="customer's evaluations" filtered={false} pending={exporter.isPending} onExport={download} />
          ) : null}
        </div>
      </div>
      <ScrollX>
        <table className="w-full text-left text-sm" data-testid="customer-evaluations" aria-labelledby={ids.title}>
          <thead className="text-xs tracking-wide text-slate-500 uppercase dark:text-slate-400">
            <tr>
              <th className="py-2 pr-3 pl-5 font-medium">Evaluated (IST)</th>
              <th className="px-3 py-2 font-medium">Asked for</th>
              <th className="px-3 py-2 font-medium">Applicant</th>
              <th className="px-3 py-2 font-medium">Eligible</th>
              <th className="px-3 py-2 font-medium">Largest offer</th>
              <th className="py-2 pr-5 pl-3 text-right font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((e) => {
              const when = formatDateTimeIST(e.evaluatedAt);
              const checked = ticked.includes(e.applicationId);
              return (
                <Fragment key={e.applicationId}>
                  <tr className="border-t border-slate-100 align-top dark:border-slate-800" data-testid="customer-evaluation" data-ticked={checked}>
                    <td className="min-w-48 py-2 pr-3 pl-5">
                      <div className="flex items-start gap-3">
                        {comparable ? (
                          <Checkbox
                            className="mt-0.5"
                            checked={checked}
                            onCheckedChange={(on) => tick(e.applicationId, on === true)}
                            disabled={e.ruleVersion === null}
                            aria-label={`Compare the evaluation of ${when}`}
                            title={e.ruleVersion === null ? 'Made before rule versions: it cannot be compared' : undefined}
                          />
                        ) : null}
                        <div>
                          <span className="block whitespace-nowrap tabular-nums">{when}</span>
                          <span className={SUBLINE} data-testid="evaluation-source">
                            {describeDecisionSource(e.source)}
                          </span>
                        </div>
                      </div>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums" data-testid="evaluation-request">
                      {e.applicant ? (
                        <>
                          <span className="block">{money(e.applicant.requestedLoanAmount)}</span>
                          <span className={SUBLINE}>over {months(e.applicant.requestedTenureMonths)}</span>
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    {/* Income, then what the applicant already pays, then the bureau score: what most often differs between two evaluations. */}
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                      {e.applicant ? (
                        <>
                          <span className="block" data-testid="evaluation-salary">
                            {money(e.applicant.salary)} a month
                          </span>
                          <span className={SUBLINE} data-testid="evaluation-emis">
                            {e.applicant.existingEmi > 0 ? `EMIs ${existingEmis(e.applicant.existingEmi)}` : 'No existing EMIs'}
                          </span>
                          <span className={SUBLINE}>
                            {e.applicant.cibilScore === null ? 'No credit history' : `CIBIL ${formatNumber(e.applicant.cibilScore)}`}
                          </span>
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                      {formatNumber(e.eligibleCount)} of {formatNumber(e.totalBanksChecked)}
                      <span className={SUBLINE}>{e.ruleVersion === null ? 'before rule versions' : `rule version ${e.ruleVersion}`}</span>
                    </td>
                    {/* Amount on its line, terms under it: a one-line offer wrapped to a word a line at 1366 px. */}
                    <td className="min-w-[12rem] px-3 py-2" title={describeLargestOffer(e.bestOffer)}>
                      {e.bestOffer ? (
                        <>
                          <span className="block font-medium whitespace-nowrap tabular-nums">{formatINR(e.bestOffer.amount)}</span>
                          <span className={SUBLINE}>{describeOfferTerms(e.bestOffer)}</span>
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="min-w-44 py-2 pr-5 pl-3">
                      {/* One above the other, a long label on two lines: on one line side by side they pushed the table past the page at 1400 px. */}
                      <div className="flex flex-col items-end gap-0.5">
                        {REPLAYS.map(({ current, label, icon: Icon }) => (
                          <Button
                            key={label}
                            variant="ghost"
                            size="sm"
                            className="h-auto min-h-8 max-w-44 py-1 text-left whitespace-normal"
                            onClick={() => onOpen(e.applicationId, current)}
                            disabled={e.ruleVersion === null}
                          >
                            <Icon className="size-4 shrink-0" aria-hidden="true" />
                            {label}
                          </Button>
                        ))}
                      </div>
                    </td>
                  </tr>
                  <EvaluationAcknowledgements acknowledgements={e.acknowledgements} columns={COLUMNS} />
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </ScrollX>
      {history.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600 dark:text-slate-300">
          No evaluations yet. Run one from the Loan Evaluator with this customer&apos;s reference.
        </p>
      ) : null}
      <CompareEvaluationsDialog pair={comparing} onOpenChange={(open) => !open && setComparing(null)} />
    </Card>
  );
}
