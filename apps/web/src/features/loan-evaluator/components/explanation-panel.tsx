import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatINRExact, formatNumber, perAnnum } from '@/lib/format';
import { cn } from '@/lib/cn';
import type { Explanation } from '../types';
import { describeCheck } from '../utils/check-wording';
import { capLabel, checkLabel, obligationRuleLabel, tenureLimitLabel } from '../utils/explanation-labels';

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn('space-y-2', className)}>
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{title}</h4>
      {children}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1 text-sm">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 text-right font-medium text-slate-800 tabular-nums [overflow-wrap:anywhere] dark:text-slate-200">{value}</dd>
    </div>
  );
}

const percent = (value: number | null) => (value === null ? '—' : `${formatNumber(value)}%`);

/** Why a bank decided as it did: every check, the obligations, FOIR, caps, tenure limits and notes. */
export function ExplanationPanel({ explanation, id }: { explanation: Explanation; id?: string }) {
  const { checks, obligations, caps, bindingCap, tenureLimits, transferredLoans, notes } = explanation;
  const category = explanation.category === null ? '—' : (explanation.categoryName ?? explanation.category);
  return (
    <div
      id={id}
      data-testid="explanation"
      className="grid gap-6 border-t border-slate-200 bg-slate-50/70 px-5 py-5 lg:grid-cols-2 dark:border-slate-800 dark:bg-slate-950/40"
    >
      <Section title="Checks">
        {checks.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">No checks ran.</p>
        ) : (
          <ul className="space-y-1.5">
            {checks.map((check, index) => (
              <li key={`${check.code}-${index}`} className="flex items-start gap-2 text-sm" data-testid="explanation-check" data-passed={check.passed}>
                <span
                  className={cn(
                    'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full',
                    check.passed
                      ? 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-400'
                      : 'bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-400',
                  )}
                >
                  {check.passed ? <Check className="size-3" strokeWidth={3} aria-hidden="true" /> : <X className="size-3" strokeWidth={3} aria-hidden="true" />}
                  <span className="sr-only">{check.passed ? 'Passed' : 'Failed'}</span>
                </span>
                <span className="min-w-0">
                  <span className={cn('font-medium', check.passed ? 'text-slate-800 dark:text-slate-200' : 'text-red-700 dark:text-red-400')}>
                    {checkLabel(check.code)}
                  </span>
                  {check.detail ? (
                    <span className="block text-xs break-words text-slate-600 dark:text-slate-400" data-testid="explanation-detail">
                      {describeCheck(check)}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <div className="space-y-6">
        <Section title="Assessment">
          <dl className="divide-y divide-slate-200/70 dark:divide-slate-800">
            <Fact label="Salary category" value={category} />
            <Fact label="Listed company" value={explanation.listed ? 'Yes' : 'No'} />
            <Fact label="Credit history" value={explanation.nullCibil ? 'None (no CIBIL score)' : 'Yes'} />
            <Fact label="Interest rate used" value={perAnnum(explanation.interestRate)} />
            <Fact label="FOIR" value={percent(explanation.foirPercent)} />
            <Fact label="EMI capacity" value={formatINRExact(explanation.emiCapacity)} />
            <Fact label="Computed amount" value={formatINRExact(explanation.computedAmount)} />
          </dl>
        </Section>

        <Section title="Obligations">
          {obligations === null ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">Not computed.</p>
          ) : (
            <dl className="divide-y divide-slate-200/70 dark:divide-slate-800">
              {obligations.perLoan.map((line) => (
                <Fact
                  key={line.index}
                  label={`Loan ${line.index + 1}: ${[line.bank_name, line.Loan_Type].filter(Boolean).join(' · ')} (${obligationRuleLabel(line.rule)})`}
                  value={formatINRExact(line.amount)}
                />
              ))}
              <Fact label="Total monthly obligations" value={formatINRExact(obligations.total)} />
            </dl>
          )}
        </Section>

        <Section title="Amount caps">
          {caps.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">No amount was computed.</p>
          ) : (
            <ul className="space-y-1">
              {caps.map((cap, index) => {
                const binding = cap.name === bindingCap;
                return (
                  <li
                    key={`${cap.name}-${index}`}
                    data-testid="explanation-cap"
                    data-binding={binding || undefined}
                    className={cn(
                      'flex items-center justify-between gap-3 rounded-md px-2 py-1.5 text-sm',
                      binding
                        ? 'bg-indigo-50 font-semibold text-indigo-800 ring-1 ring-indigo-200 dark:bg-indigo-500/10 dark:text-indigo-200 dark:ring-indigo-500/30'
                        : 'text-slate-700 dark:text-slate-300',
                    )}
                  >
                    <span className="flex items-center gap-2">
                      {capLabel(cap.name)}
                      {binding ? <Badge variant="info">Binding</Badge> : null}
                    </span>
                    <span className="tabular-nums">{formatINRExact(cap.value)}</span>
                  </li>
                );
              })}
            </ul>
          )}
        </Section>

        <Section title="Tenure limits">
          {tenureLimits.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">None.</p>
          ) : (
            <dl className="divide-y divide-slate-200/70 dark:divide-slate-800">
              {tenureLimits.map((limit, index) => (
                <Fact key={`${limit.name}-${index}`} label={tenureLimitLabel(limit.name)} value={`${formatNumber(limit.value)} months`} />
              ))}
            </dl>
          )}
        </Section>

        {transferredLoans.length > 0 ? (
          <Section title="Balance transfer">
            <dl className="divide-y divide-slate-200/70 dark:divide-slate-800">
              {transferredLoans.map((loan) => (
                <Fact
                  key={loan.index}
                  label={`Loan ${loan.index + 1}: ${[loan.bank_name, loan.Loan_Type].filter(Boolean).join(' · ')}`}
                  value={formatINRExact(loan.outstanding)}
                />
              ))}
            </dl>
          </Section>
        ) : null}

        {notes.length > 0 ? (
          <Section title="Notes">
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-300">
              {notes.map((note, index) => (
                <li key={`${index}-${note}`}>{note}</li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </div>
  );
}
