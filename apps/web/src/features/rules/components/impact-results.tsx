import { useState } from 'react';
import type { ImpactKind, SimulatedOutcome, SimulationResult } from '@lbo/contracts/rule-simulation';
import { Button } from '@/components/ui/button';
import { PlainTableHead } from '@/components/ui/plain-table-head';
import { formatDateTimeIST, formatINR, formatNumber } from '@/lib/format';
import { ScrollX } from '@/components/ui/scroll-x';

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'bad' | 'good' }) {
  return (
    <div className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd
        className={`mt-0.5 text-lg font-semibold tabular-nums ${tone === 'bad' ? 'text-red-700 dark:text-red-300' : tone === 'good' ? 'text-emerald-700 dark:text-emerald-300' : 'text-slate-900 dark:text-white'}`}
      >
        {value}
      </dd>
    </div>
  );
}

const KIND_LABELS: Record<ImpactKind, string> = { flip: 'Eligibility', amount: 'Amount', price: 'Price' };
const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatINR(Math.abs(value))}`;
const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)} %`);

function Outcome({ o }: { o: SimulatedOutcome }) {
  if (o.status !== 'ELIGIBLE') return <span>Not eligible</span>;
  return (
    <span className="block">
      <span className="block">{formatINR(o.amount)}</span>
      <span className="block text-xs text-slate-500 tabular-nums dark:text-slate-400">
        Rate {percent(o.interestRate)} · EMI {formatINR(o.estimatedEMI)} · APR {percent(o.apr)}
        {o.upfrontCharges ? ` · charges ${formatINR(o.upfrontCharges)}` : ''}
      </span>
    </span>
  );
}

/** One line of counts: what an impact preview or a proposal's stored impact says, before any rows. */
export function ImpactCounts({ result }: { result: SimulationResult }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="impact-counts">
      <Figure label="Eligible → not eligible" value={formatNumber(result.eligibleToNot)} tone={result.eligibleToNot ? 'bad' : undefined} />
      <Figure label="Not eligible → eligible" value={formatNumber(result.notToEligible)} tone={result.notToEligible ? 'good' : undefined} />
      <Figure label="Amount changed" value={formatNumber(result.amountChanged)} />
      <Figure label="Repriced" value={formatNumber(result.repriced)} />
      <Figure label="Total interest" value={signed(result.totalInterestChange)} />
      <Figure label="Total eligible amount" value={`${formatINR(result.amountChange.totalBefore)} → ${formatINR(result.amountChange.totalAfter)}`} />
    </dl>
  );
}

/** The affected rows, filterable by kind; anonymous rows (no right to see applicants) are numbered. */
export function ImpactRows({ result }: { result: SimulationResult }) {
  const [kind, setKind] = useState<ImpactKind | 'all'>('all');
  const rows = kind === 'all' ? result.affected : result.affected.filter((a) => a.kind === kind);
  const counts: Record<ImpactKind | 'all', number> = {
    all: result.affectedTotal,
    flip: result.eligibleToNot + result.notToEligible,
    amount: result.amountChanged,
    price: result.repriced,
  };
  return (
    <section aria-label="Affected applications" className="space-y-2">
      <div role="group" aria-label="Show affected applications" className="flex flex-wrap gap-1">
        {(['all', 'flip', 'amount', 'price'] as const).map((k) => (
          <Button key={k} size="sm" variant={k === kind ? 'primary' : 'outline'} aria-pressed={k === kind} onClick={() => setKind(k)}>
            {k === 'all' ? 'All' : KIND_LABELS[k]} ({formatNumber(counts[k])})
          </Button>
        ))}
      </div>
      <ScrollX>
        <table className="w-full text-left text-sm" data-testid="impact-affected">
          <caption className="mb-2 text-left text-sm font-semibold text-slate-900 dark:text-white">
            Affected applications ({formatNumber(result.affectedTotal)}
            {result.affectedTotal > result.affected.length ? `, first ${formatNumber(result.affected.length)} listed` : ''})
          </caption>
          <PlainTableHead className="text-xs" labels={['Applicant', 'Change', 'Evaluated', 'Before', 'After']} />
          <tbody>
            {rows.map((a) => (
              <tr key={a.row} className="border-t border-slate-100 align-top dark:border-slate-800" data-testid="impact-row">
                <td className="py-1.5 pr-3">
                  {a.applicationId ? (
                    <a
                      className="text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
                      href={`/customer-master?application=${a.applicationId}`}
                    >
                      {a.applicant ?? 'Unnamed applicant'}
                    </a>
                  ) : (
                    <span className="text-slate-600 dark:text-slate-300">Application {formatNumber(a.row)}</span>
                  )}
                </td>
                <td className="py-1.5 pr-3">{KIND_LABELS[a.kind]}</td>
                <td className="py-1.5 pr-3 whitespace-nowrap">{formatDateTimeIST(a.evaluatedAt)}</td>
                <td className="py-1.5 pr-3">
                  <Outcome o={a.before} />
                </td>
                <td className="py-1.5">
                  <Outcome o={a.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollX>
    </section>
  );
}

/** Per bank and product: the same counts for each pair the change touches. */
export function ImpactPerPair({ result }: { result: SimulationResult }) {
  return (
    <ScrollX role="region" aria-label="Per bank and product">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-slate-900 dark:text-white">Per bank and product</caption>
        <PlainTableHead className="text-xs" labels={['Bank · Product', 'Eligible → not', 'Not → eligible', 'Amount', 'Repriced', 'Interest', 'Total amount']} />
        <tbody>
          {result.perPair.map((p) => (
            <tr key={`${p.bankId}:${p.productId}`} className="border-t border-slate-100 dark:border-slate-800">
              <td className="py-1.5 pr-3">
                {p.bankName} · {p.productName}
              </td>
              <td className="py-1.5 pr-3 tabular-nums">{formatNumber(p.eligibleToNot)}</td>
              <td className="py-1.5 pr-3 tabular-nums">{formatNumber(p.notToEligible)}</td>
              <td className="py-1.5 pr-3 tabular-nums">{formatNumber(p.amountChanged)}</td>
              <td className="py-1.5 pr-3 tabular-nums">{formatNumber(p.repriced)}</td>
              <td className="py-1.5 pr-3 tabular-nums">{signed(p.totalInterestChange)}</td>
              <td className="py-1.5 tabular-nums">
                {formatINR(p.totalAmountBefore)} → {formatINR(p.totalAmountAfter)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollX>
  );
}
