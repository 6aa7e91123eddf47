import { useEffect, useState } from 'react';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { SIMULATION_LIMITS, type SaveCall, type SimulationResult } from '@lbo/contracts/rule-simulation';
import { Button } from '@/components/ui/button';
import { PlainTableHead } from '@/components/ui/plain-table-head';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { QueryErrorText } from '@/components/ui/error-state';
import { formatDateTimeIST, formatINR, formatNumber } from '@/lib/format';
import { useCheckProposedRules } from '../api/check-rules';
import { useSimulateRules, type ImpactWindow } from '../api/simulate-rules';
import { ReasonField, useReasonInput } from './reason-field';
import { RuleFindings } from './rule-findings';

type WindowKind = 'last' | 'days';

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

const statusLabel = (status: string) => (status === 'ELIGIBLE' ? 'Eligible' : 'Not eligible');
const outcome = (o: { status: string; amount: number }) =>
  o.status === 'ELIGIBLE' ? `${statusLabel(o.status)} · ${formatINR(o.amount)}` : statusLabel(o.status);

function Results({ result }: { result: SimulationResult }) {
  if (result.pairsChanged === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">This edit changes nothing the evaluator reads: no application would be decided differently.</p>
    );
  return (
    <div className="space-y-5" data-testid="impact-results">
      <p className="text-sm text-slate-600 dark:text-slate-300" role="status">
        {formatNumber(result.applications)} stored applications evaluated with the rules as they are and as they would be ({formatNumber(result.elapsedMs)} ms).
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Eligible → not eligible" value={formatNumber(result.eligibleToNot)} tone={result.eligibleToNot ? 'bad' : undefined} />
        <Figure label="Not eligible → eligible" value={formatNumber(result.notToEligible)} tone={result.notToEligible ? 'good' : undefined} />
        <Figure label="Total eligible amount" value={`${formatINR(result.amountChange.totalBefore)} → ${formatINR(result.amountChange.totalAfter)}`} />
        <Figure label="Median eligible amount" value={`${formatINR(result.amountChange.medianBefore)} → ${formatINR(result.amountChange.medianAfter)}`} />
      </dl>
      <section aria-label="Per bank and product" className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left text-sm font-semibold text-slate-900 dark:text-white">Per bank and product</caption>
          <thead className="text-xs text-slate-500 dark:text-slate-400">
            <tr>
              <th className="py-1 pr-3 font-medium">Bank · Product</th>
              <th className="py-1 pr-3 font-medium">Eligible → not</th>
              <th className="py-1 pr-3 font-medium">Not → eligible</th>
              <th className="py-1 font-medium">Total amount</th>
            </tr>
          </thead>
          <tbody>
            {result.perPair.map((p) => (
              <tr key={`${p.bankId}:${p.productId}`} className="border-t border-slate-100 dark:border-slate-800">
                <td className="py-1.5 pr-3">
                  {p.bankName} · {p.productName}
                </td>
                <td className="py-1.5 pr-3 tabular-nums">{formatNumber(p.eligibleToNot)}</td>
                <td className="py-1.5 pr-3 tabular-nums">{formatNumber(p.notToEligible)}</td>
                <td className="py-1.5 tabular-nums">
                  {formatINR(p.totalAmountBefore)} → {formatINR(p.totalAmountAfter)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-label="Affected applications" className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="impact-affected">
          <caption className="mb-2 text-left text-sm font-semibold text-slate-900 dark:text-white">
            Affected applications ({formatNumber(result.affectedTotal)}
            {result.affectedTotal > result.affected.length ? `, first ${formatNumber(result.affected.length)} shown` : ''})
          </caption>
          <PlainTableHead className="text-xs" labels={['Applicant', 'Evaluated', 'Before', 'After']} />
          <tbody>
            {result.affected.map((a) => (
              <tr key={`${a.applicationId}:${a.bankId}:${a.productId}`} className="border-t border-slate-100 dark:border-slate-800" data-testid="impact-row">
                <td className="py-1.5 pr-3">
                  <a
                    className="text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
                    href={`/customer-master?application=${a.applicationId}`}
                  >
                    {a.applicant ?? 'Unnamed applicant'}
                  </a>
                </td>
                <td className="py-1.5 pr-3 whitespace-nowrap">{formatDateTimeIST(a.evaluatedAt)}</td>
                <td className="py-1.5 pr-3">{outcome(a.before)}</td>
                <td className="py-1.5">
                  <span className="inline-flex items-center gap-1">
                    {a.after.amount < a.before.amount ? (
                      <ArrowDownRight className="size-4 text-red-600" aria-hidden="true" />
                    ) : (
                      <ArrowUpRight className="size-4 text-emerald-600" aria-hidden="true" />
                    )}
                    {outcome(a.after)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

export interface ImpactPreviewDialogProps {
  calls: SaveCall[] | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Preview and save": saves the previewed edit with the reason typed here (absent in view mode). */
  onSave?: (reason: string | undefined) => Promise<void>;
  reasonRequired?: boolean;
}

/** The reason and Save under a preview: mounted per opening, so each starts blank. */
function PreviewSave({
  onSave,
  required,
  busy,
  onClose,
}: {
  onSave: (reason: string | undefined) => Promise<void>;
  required: boolean;
  busy: boolean;
  onClose: () => void;
}) {
  const { field, take } = useReasonInput(required);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const text = take();
    if (text === null) return;
    setSaving(true);
    try {
      await onSave(text || undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <section aria-label="Preview and save" className="mt-5 space-y-1 border-t border-slate-200 pt-4 dark:border-slate-800">
        <ReasonField {...field} rows={2} />
      </section>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Close
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={busy}>
          Save
        </Button>
      </DialogFooter>
    </>
  );
}

/** "Preview impact": the unsaved edit run against recent stored applications, before anything is saved; then, in the same trip, saved with a reason. */
export function ImpactPreviewDialog({ calls, open, onOpenChange, onSave, reasonRequired = false }: ImpactPreviewDialogProps) {
  const [kind, setKind] = useState<WindowKind>('last');
  const [amount, setAmount] = useState<number>(SIMULATION_LIMITS.defaultLast);
  const simulation = useSimulateRules();
  const checks = useCheckProposedRules();
  const { mutate } = simulation;
  const { mutate: check } = checks;
  const window: ImpactWindow = kind === 'last' ? { last: amount } : { days: amount };

  useEffect(() => {
    if (open && calls) {
      mutate({ changes: calls, window: { last: SIMULATION_LIMITS.defaultLast } });
      check(calls);
    }
  }, [open, calls, mutate, check]);

  const run = () => calls && mutate({ changes: calls, window });
  const max = kind === 'last' ? SIMULATION_LIMITS.maxLast : SIMULATION_LIMITS.maxDays;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="xl"
        title="Impact preview"
        description={
          onSave
            ? 'What this unsaved edit would change for recent applicants. Nothing is saved until you choose Save.'
            : 'What this unsaved edit would change for recent applicants. Nothing is saved.'
        }
      >
        <form
          className="mb-4 flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            run();
          }}
        >
          <label className="flex flex-col gap-1 text-sm">
            <span className="text-slate-600 dark:text-slate-300">Applications</span>
            <select
              className="h-9 rounded-md border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-900"
              value={kind}
              onChange={(e) => {
                const next = e.target.value as WindowKind;
                setKind(next);
                setAmount(next === 'last' ? SIMULATION_LIMITS.defaultLast : SIMULATION_LIMITS.defaultDays);
              }}
            >
              <option value="last">The last</option>
              <option value="days">Of the last days</option>
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="text-slate-600 dark:text-slate-300">{kind === 'last' ? 'Number of applications' : 'Days'}</span>
            <input
              type="number"
              min={1}
              max={max}
              className="h-9 w-32 rounded-md border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-900"
              value={amount}
              onChange={(e) => setAmount(Math.min(max, Math.max(1, Number(e.target.value) || 1)))}
            />
          </label>
          <Button type="submit" variant="outline" loading={simulation.isPending}>
            Run again
          </Button>
        </form>
        {simulation.isPending ? <Spinner className="flex py-10" /> : null}
        <QueryErrorText query={simulation} fallback="The impact could not be computed." />
        {simulation.data && !simulation.isPending ? <Results result={simulation.data} /> : null}
        {checks.data ? (
          <section aria-label="Rule checks" className="mt-5">
            <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Rule checks after this edit</h3>
            <RuleFindings findings={checks.data.findings} linkRows={false} />
          </section>
        ) : null}
        {onSave ? (
          <PreviewSave onSave={onSave} required={reasonRequired} busy={simulation.isPending} onClose={() => onOpenChange(false)} />
        ) : (
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
