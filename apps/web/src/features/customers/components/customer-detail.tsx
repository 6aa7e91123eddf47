import { Fragment, Suspense, useState } from 'react';
import { ArrowLeft, Eye, RefreshCw } from 'lucide-react';
import { describeDecisionSource } from '@lbo/contracts/customers';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { CustomerAccessList } from '@/features/audit-trail';
import { QueryErrorText } from '@/components/ui/error-state';
import { formatDateTimeIST, formatINR, formatNumber } from '@/lib/format';
import { useCustomer } from '../api/get-customer';
import { describeLargestOffer, describeOfferTerms } from '../utils/largest-offer';
import { ApplicantProfileCard } from './applicant-profile';
import { ApplicationResultsDialog } from './application-results-dialog';
import { EvaluationAcknowledgements } from './evaluation-acknowledgements';
import { ConsentHistory } from './consent-history';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums text-slate-900 dark:text-white">{value}</dd>
      {detail ? <dd className="text-xs text-slate-500 dark:text-slate-400">{detail}</dd> : null}
    </div>
  );
}

/** An evaluation seen again: as it was decided (its own rule version), or against today's rules. */
const REPLAYS = [
  { current: false, label: 'Results', icon: Eye },
  { current: true, label: "Evaluate again with today's rules", icon: RefreshCw },
] as const;

/** The evaluations table's columns: an evaluation's acknowledgements span them all. */
const EVALUATION_COLUMNS = 8;

/** One customer: who, their figures, and every evaluation made for them, newest first. */
export function CustomerDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const customer = useCustomer(id);
  const [open, setOpen] = useState<{ applicationId: string; current: boolean } | null>(null);

  if (customer.isPending) return <Spinner className="flex py-16" />;
  if (customer.isError) {
    return (
      <div className="space-y-3">
        <Button variant="outline" size="sm" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Customers
        </Button>
        <QueryErrorText query={customer} fallback="The customer could not be loaded." />
      </div>
    );
  }
  const c = customer.data;
  return (
    <div className="space-y-5">
      <PageHeader
        title={c.name}
        description={`Customer ${c.reference} · since ${formatDateTimeIST(c.createdAt)}`}
        actions={
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Customers
          </Button>
        }
      />
      <ApplicantProfileCard history={c.history} />
      <Card className="px-5 py-4">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Figure label="Evaluations" value={formatNumber(c.evaluations)} />
          <Figure label="Last evaluated" value={c.lastEvaluatedAt ? formatDateTimeIST(c.lastEvaluatedAt) : '—'} />
          <Figure label="Eligible offers then" value={formatNumber(c.lastEligibleCount)} />
          <Figure
            label="Largest offer"
            value={c.bestOfferAmount > 0 ? formatINR(c.bestOfferAmount) : '—'}
            detail={c.largestOffer ? describeOfferTerms(c.largestOffer) : undefined}
          />
        </dl>
      </Card>
      <Card className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="customer-evaluations">
          <caption className="px-5 pt-4 pb-2 text-left text-base font-semibold text-slate-900 dark:text-white">Evaluations</caption>
          <thead className="text-xs tracking-wide text-slate-500 uppercase dark:text-slate-400">
            <tr>
              <th className="px-5 py-2 font-medium">When (IST)</th>
              <th className="px-3 py-2 font-medium">Source</th>
              <th className="px-3 py-2 font-medium">Salary</th>
              <th className="px-3 py-2 font-medium">CIBIL</th>
              <th className="px-3 py-2 font-medium">Rule version</th>
              <th className="px-3 py-2 font-medium">Eligible</th>
              <th className="px-3 py-2 font-medium">Largest offer</th>
              <th className="px-5 py-2 text-right font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {c.history.map((e) => (
              <Fragment key={e.applicationId}>
                <tr className="border-t border-slate-100 dark:border-slate-800">
                  <td className="px-5 py-2 whitespace-nowrap tabular-nums">{formatDateTimeIST(e.evaluatedAt)}</td>
                  <td className="px-3 py-2" data-testid="evaluation-source">
                    {describeDecisionSource(e.source)}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{e.applicant?.salary != null ? formatINR(e.applicant.salary) : '—'}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {e.applicant ? (e.applicant.cibilScore === null ? 'None' : formatNumber(e.applicant.cibilScore)) : '—'}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{e.ruleVersion ?? '—'}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {formatNumber(e.eligibleCount)} of {formatNumber(e.totalBanksChecked)}
                  </td>
                  {/* Amount on its line, terms under it: a one-line offer wrapped to a word a line at 1366 px. */}
                  <td className="min-w-[14rem] px-3 py-2" title={describeLargestOffer(e.bestOffer)}>
                    {e.bestOffer ? (
                      <>
                        <span className="block font-medium whitespace-nowrap tabular-nums">{formatINR(e.bestOffer.amount)}</span>
                        <span className="block text-xs text-slate-500 dark:text-slate-400">{describeOfferTerms(e.bestOffer)}</span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="min-w-48 px-5 py-2">
                    {/* One above the other, a long label on two lines: on one line side by side they pushed the table past the page at 1400 px. */}
                    <div className="flex flex-col items-end gap-0.5">
                      {REPLAYS.map(({ current, label, icon: Icon }) => (
                        <Button
                          key={label}
                          variant="ghost"
                          size="sm"
                          className="h-auto min-h-8 max-w-44 py-1 text-left whitespace-normal"
                          onClick={() => setOpen({ applicationId: e.applicationId, current })}
                          disabled={e.ruleVersion === null}
                        >
                          <Icon className="size-4 shrink-0" aria-hidden="true" />
                          {label}
                        </Button>
                      ))}
                    </div>
                  </td>
                </tr>
                <EvaluationAcknowledgements acknowledgements={e.acknowledgements} columns={EVALUATION_COLUMNS} />
              </Fragment>
            ))}
          </tbody>
        </table>
        {c.history.length === 0 ? (
          <p className="px-5 py-6 text-sm text-slate-600 dark:text-slate-300">
            No evaluations yet. Run one from the Loan Evaluator with this customer&apos;s reference.
          </p>
        ) : null}
      </Card>
      <ConsentHistory customerId={c.id} consents={c.consents} />
      <Suspense fallback={null}>
        <CustomerAccessList customerId={c.id} />
      </Suspense>
      <ApplicationResultsDialog applicationId={open?.applicationId ?? null} current={open?.current ?? false} onOpenChange={(o) => !o && setOpen(null)} />
    </div>
  );
}
