import { useEffect, useState } from 'react';
import { SIMULATION_LIMITS, type SaveCall, type SimulationResult } from '@lbo/contracts/rule-simulation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { QueryErrorText } from '@/components/ui/error-state';
import { formatNumber } from '@/lib/format';
import { ImpactCounts, ImpactPerPair, ImpactRows } from './impact-results';
import { useCheckProposedRules } from '../api/check-rules';
import { useSimulateRules, type ImpactWindow } from '../api/simulate-rules';
import { ReasonField, useReasonInput } from './reason-field';
import { RuleFindings } from './rule-findings';

type WindowKind = 'last' | 'days';

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
      <ImpactCounts result={result} />
      <ImpactPerPair result={result} />
      <ImpactRows result={result} />
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
