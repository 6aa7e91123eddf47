import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { GitCompare, RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import { urlPagedQueryProps } from '@/components/ui/data-table/query-table-props';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ExportButtons } from '@/components/ui/export-buttons';
import { useUrlListState } from '@/hooks/use-url-list-state';
import { useCan } from '@/lib/authorization';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTimeIST } from '@/lib/format';
import toast from 'react-hot-toast';
import { useExportRuleVersions } from '../../api/export-rule-versions';
import { useRuleVersions, type RuleVersionItem } from '../../api/get-rule-versions';
import { useReasonPrompt } from '../../hooks/use-reason-prompt';
import { useRestoreVersion } from '../../api/restore-version';
import { brokenCasesOf } from '../../utils/broken-cases-prompt';
import { BrokenTestCasesDialog } from '../broken-test-cases-dialog';
import { VersionDiffView } from './version-diff-view';
import { VersionKindBadge } from './version-kind-badge';
import { actorName } from '../../utils/actor-name';

/** One end of the comparison: a version number as typed. */
function VersionInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="text-slate-600 dark:text-slate-300">{label}</span>
      <input
        className="h-9 w-28 rounded-md border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-900"
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** Versions tab: every rule-set version, the differences between any two, and restore. */
export function VersionsPanel() {
  const list = useUrlListState(10);
  const { page, pageSize } = list.params;
  const [compare, setCompare] = useState<{ a: number; b: number } | null>(null);
  const [form, setForm] = useState<{ a: string; b: string }>({ a: '', b: '' });
  const reasons = useReasonPrompt();
  const canEdit = useCan('rules-management', 'edit');
  const canExport = useCan('rules-management', 'export');
  const exporter = useExportRuleVersions();
  const query = useRuleVersions(page, pageSize);
  const restore = useRestoreVersion();
  const current = query.data?.current ?? null;

  const columns = useMemo<ColumnDef<RuleVersionItem>[]>(
    () => [
      {
        id: 'version',
        header: 'Version',
        accessorFn: (v) => v.version,
        cell: ({ row }) => (
          <span className="inline-flex items-center gap-2 tabular-nums">
            {row.original.version}
            {row.original.version === current ? <Badge variant="success">Current</Badge> : null}
          </span>
        ),
      },
      { id: 'when', header: 'When (IST)', accessorFn: (v) => formatDateTimeIST(v.createdAt), meta: { className: 'whitespace-nowrap tabular-nums' } },
      { id: 'by', header: 'By', accessorFn: (v) => actorName(v.createdBy) },
      {
        id: 'summary',
        header: 'Summary',
        accessorFn: (v) => v.summary,
        meta: { className: 'min-w-64 max-w-md' },
        cell: ({ row }) => (
          <div className="space-y-1">
            <p>
              <VersionKindBadge kind={row.original.kind} /> {row.original.summary}
            </p>
            {row.original.reason ? (
              <p className="text-xs text-slate-600 dark:text-slate-400">
                <span className="font-medium">Why:</span> {row.original.reason}
              </p>
            ) : null}
          </div>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        enableSorting: false,
        meta: { className: 'text-right whitespace-nowrap', headerClassName: 'text-right' },
        cell: ({ row }) => {
          const v = row.original.version;
          return (
            <div className="flex justify-end gap-1">
              {v > 1 ? (
                <Button variant="ghost" size="sm" aria-label={`Changes in version ${v}`} onClick={() => setCompare({ a: v - 1, b: v })}>
                  <GitCompare className="size-4" aria-hidden="true" />
                  Changes
                </Button>
              ) : null}
              {canEdit && v !== current ? (
                <Button variant="ghost" size="sm" aria-label={`Restore version ${v}`} onClick={() => void doRestore(v)}>
                  <RotateCcw className="size-4" aria-hidden="true" />
                  Restore
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    // doRestore asks through the reason dialog, whose ask is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [current, canEdit],
  );

  const submitCompare = (e: React.FormEvent) => {
    e.preventDefault();
    const a = Number(form.a);
    const b = Number(form.b);
    // Version 0 (the rules before any change) is listed and restorable, so it compares like any other.
    if (form.a.trim() !== '' && form.b.trim() !== '' && Number.isInteger(a) && Number.isInteger(b) && a >= 0 && b >= 0) setCompare({ a, b });
    else toast.error('Enter two version numbers to compare');
  };

  const doRestore = async (version: number) => {
    const reason = await reasons.ask({
      title: `Restore version ${version}?`,
      description: 'A new version is made with the rules and master data exactly as they were in that version. Every test case runs first.',
      confirmLabel: 'Restore',
    });
    if (reason === null) return;
    try {
      const answer = await restore.mutateAsync({ version, reason });
      if (answer.proposal) toast.success(answer.proposal.message);
      else toast.success(`Version ${version} restored as version ${answer.restored.version}`);
    } catch (error) {
      toast.error(brokenCasesOf(error) ? 'Restore cancelled: test cases would break' : getErrorMessage(error, 'The version could not be restored'));
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form className="flex flex-wrap items-end gap-2" onSubmit={submitCompare} aria-label="Compare two versions">
          <VersionInput label="From version" value={form.a} onChange={(a) => setForm((f) => ({ ...f, a }))} />
          <VersionInput label="To version" value={form.b} onChange={(b) => setForm((f) => ({ ...f, b }))} />
          <Button type="submit" variant="outline">
            <GitCompare className="size-4" aria-hidden="true" />
            Compare
          </Button>
        </form>
        {canExport ? (
          <ExportButtons
            what="rule versions"
            pending={exporter.isPending}
            onExport={(format) => exporter.mutate(format, { onError: (error) => toast.error(getErrorMessage(error, 'The export failed')) })}
          />
        ) : null}
      </div>
      <DataTable
        label="Rule versions"
        columns={columns}
        {...urlPagedQueryProps(query, list, 'Failed to fetch rule versions')}
        emptyTitle="No versions yet."
        emptyDescription="Every change to the rules or the master data they read makes a version."
        getRowId={(v) => String(v.version)}
      />
      <Dialog open={compare !== null} onOpenChange={(open) => !open && setCompare(null)}>
        <DialogContent
          size="xl"
          title={compare ? `Version ${compare.a} → version ${compare.b}` : 'Differences'}
          description="Rows added, removed and changed, field by field."
        >
          {compare ? <VersionDiffView a={compare.a} b={compare.b} /> : null}
        </DialogContent>
      </Dialog>
      {reasons.dialog}
      <BrokenTestCasesDialog />
    </div>
  );
}
