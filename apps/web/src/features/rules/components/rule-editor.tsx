import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { ArrowLeft, ChevronLeft, History, Radar } from 'lucide-react';
import type { SaveCall } from '@lbo/contracts/rule-simulation';
import toast from 'react-hot-toast';
import { RULE_GROUP_DEFINITIONS } from '@lbo/contracts/rule-groups';
import { RULE_GROUP_LABELS, RULE_GROUPS, RULE_MESSAGES, type RuleGroup } from '@lbo/contracts/rules';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useBankName } from '../api/get-bank-name';
import { useProductName } from '../api/get-product-name';
import type { Pair } from '../api/rule-keys';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useKeepToastsClear } from '@/hooks/use-keep-toasts-clear';
import { createDraftStore, useDirtyCount } from '../hooks/use-drafts';
import { useReasonPrompt } from '../hooks/use-reason-prompt';
import type { SaveHandle, SaveOptions } from '../hooks/use-save-handle';
import { LeaveEditorDialog } from './leave-editor-dialog';
import { RuleGroupTab } from './rule-group-tab';
import { HistoryPanel } from './history-panel';
import { BrokenTestCasesDialog } from './broken-test-cases-dialog';
import { ImpactPreviewDialog } from './impact-preview-dialog';

export type EditorMode = 'view' | 'edit' | 'create';

const MODE_LABEL: Record<EditorMode, string> = { view: 'View', edit: 'Edit', create: 'Create' };

export interface RuleEditorProps {
  pair: Pair;
  mode: EditorMode;
  /** View mode, or a user who may not save. */
  readOnly: boolean;
  onBack: () => void;
  /** The tab to open first (a rule-check link names its group). */
  initialGroup?: string | null;
}

/** The rule groups of one bank and product (the specification's nine and Charges), one tab each, saved tab by tab with Save & Next. */
export function RuleEditor({ pair, mode, readOnly, onBack, initialGroup }: RuleEditorProps) {
  const [index, setIndex] = useState(() => Math.max(0, initialGroup ? RULE_GROUPS.indexOf(initialGroup as RuleGroup) : 0));
  const [saving, setSaving] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const saveRef = useRef<SaveHandle | null>(null);
  // "Change proposed for approval" and the save toasts appear bottom right, where Save & Next is.
  const actionsRef = useRef<HTMLDivElement | null>(null);
  useKeepToastsClear(actionsRef);
  const [previewCalls, setPreviewCalls] = useState<SaveCall[] | null>(null);
  const [drafts] = useState(createDraftStore);
  const dirtyTabs = useDirtyCount(drafts);
  const reasons = useReasonPrompt();
  const bank = useBankName(pair.bank_id);
  const product = useProductName(pair.product_id);
  // The bank salary tab words this failure its own way (spec part 2, §8).
  useErrorToast(bank.error ?? product.error, RULE_GROUPS[index] === 'bankSalary' ? RULE_MESSAGES.loadBankOrProductFailed : RULE_MESSAGES.loadBankProductFailed);

  const last = RULE_GROUPS.length - 1;
  const nameOf = (q: typeof bank, fallback: string) => (q.isPending ? 'Loading...' : (q.data ?? fallback));

  // Leaving with unsaved edits asks first: in-app navigation through the router, reload and close through the browser.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyTabs > 0 && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (dirtyTabs === 0) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirtyTabs]);

  /** Saves the open tab with a reason; true when the rules changed (a proposal waiting for approval did not change them). */
  const saveTab = async (askReason: SaveOptions['askReason']): Promise<boolean> => {
    if (!saveRef.current) return false;
    const outcome = await saveRef.current({ askReason });
    if (outcome.ok) return true;
    // A proposal was announced by the tab; a cancelled reason needs no word.
    if (!outcome.proposed && !outcome.cancelled) toast.error(outcome.message || RULE_MESSAGES.saveFailedNext);
    return false;
  };

  const saveAndNext = async () => {
    setSaving(true);
    try {
      const saved = await saveTab(() =>
        reasons.ask({ title: `Save ${RULE_GROUP_LABELS[RULE_GROUPS[index]!]}`, description: 'Why is this change made?', confirmLabel: 'Save' }),
      );
      // The last tab stays put after saving.
      if (saved) setIndex((i) => Math.min(i + 1, last));
    } finally {
      setSaving(false);
    }
  };

  /** "Preview and save": the reason was typed in the impact preview, so the save goes without asking again. */
  const saveFromPreview = async (reason: string | undefined) => {
    const saved = await saveTab(async () => reason);
    if (saved) setIndex((i) => Math.min(i + 1, last));
    return saved;
  };

  const previewImpact = async () => {
    const preview = saveRef.current?.preview;
    if (!preview) return;
    const outcome = await preview();
    if (!outcome.ok || !outcome.calls?.length) {
      toast.error(outcome.message || RULE_MESSAGES.saveFailedNext);
      return;
    }
    setPreviewCalls(outcome.calls);
  };

  return (
    <div className="pb-4">
      <div className="sticky top-0 z-20 -mx-4 -mt-4 mb-4 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:-mt-6 sm:px-6 lg:-mx-8 lg:-mt-8 lg:px-8 dark:border-slate-800 dark:bg-slate-950/95">
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="ghost" size="icon" aria-label="Back to rules list" onClick={onBack}>
            <ArrowLeft className="size-4" aria-hidden="true" />
          </Button>
          <div className="min-w-0">
            <h1 className="text-xl font-semibold break-words text-slate-900 dark:text-white">
              <span data-testid="editor-bank-name">{nameOf(bank, 'Unknown Bank')}</span>
              <span className="px-2 text-slate-400">/</span>
              <span data-testid="editor-product-name">{nameOf(product, 'Unknown Product')}</span>
            </h1>
          </div>
          <Badge variant={readOnly ? 'neutral' : 'info'}>{readOnly ? 'View' : MODE_LABEL[mode]}</Badge>
          <Button variant="outline" size="sm" className="ml-auto" onClick={() => setHistoryOpen(true)}>
            <History className="size-4" aria-hidden="true" />
            History
          </Button>
        </div>
      </div>

      <Tabs value={RULE_GROUPS[index]} onValueChange={(value) => setIndex(RULE_GROUPS.indexOf(value as RuleGroup))}>
        {/* Ten groups do not fit one row at 1366 px: they wrap, as every tab strip does, so every tab stays in sight. */}
        <TabsList aria-label="Rule groups">
          {RULE_GROUPS.map((group) => (
            <TabsTrigger key={group} value={group}>
              {RULE_GROUP_LABELS[group]}
            </TabsTrigger>
          ))}
        </TabsList>
        {RULE_GROUP_DEFINITIONS.map((definition) => (
          <TabsContent key={definition.group} value={definition.group}>
            <RuleGroupTab definition={definition} pair={pair} readOnly={readOnly} saveRef={saveRef} drafts={drafts} />
          </TabsContent>
        ))}
      </Tabs>

      <div
        ref={actionsRef}
        data-testid="editor-actions"
        className="mt-6 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4 dark:border-slate-800"
      >
        <Button variant="outline" disabled={index === 0 || saving} onClick={() => setIndex((i) => Math.max(0, i - 1))}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Button>
        {readOnly ? null : (
          // On a phone the three buttons take two rows: Save & Next stays on screen at the right.
          <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
            <Button variant="outline" onClick={() => void previewImpact()} disabled={saving}>
              <Radar className="size-4" aria-hidden="true" />
              Preview impact
            </Button>
            <Button onClick={saveAndNext} loading={saving}>
              Save &amp; Next
            </Button>
          </div>
        )}
      </div>

      <HistoryPanel pair={pair} open={historyOpen} onOpenChange={setHistoryOpen} />
      <BrokenTestCasesDialog />
      <ImpactPreviewDialog
        calls={previewCalls}
        open={previewCalls !== null}
        onOpenChange={(open) => !open && setPreviewCalls(null)}
        reasonRequired={reasons.required}
        onSave={
          readOnly
            ? undefined
            : async (reason) => {
                if (await saveFromPreview(reason)) setPreviewCalls(null);
              }
        }
      />
      {reasons.dialog}
      <LeaveEditorDialog blocker={blocker} dirtyTabs={dirtyTabs} />
    </div>
  );
}
