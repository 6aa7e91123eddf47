import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import toast from 'react-hot-toast';
import { AUDIT_ACTIONS, AUDIT_MODULES, type AuditEntry } from '@lbo/contracts/audit-trail';
import { DataTable } from '@/components/ui/data-table/data-table';
import { urlPagedQueryProps } from '@/components/ui/data-table/query-table-props';
import { ExportButtons } from '@/components/ui/export-buttons';
import { NoAccess } from '@/components/ui/no-access';
import { PageHeader } from '@/components/ui/page-header';
import { useCan } from '@/lib/authorization';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTimeIST } from '@/lib/format';
import { useAuditEntries } from '../api/get-audit-entries';
import { useExportAudit } from '../api/export-audit';
import { useAuditFilters } from '../hooks/use-audit-filters';
import { actionLabel, describeActor, moduleLabel } from '../utils/describe-entry';

const field = 'h-10 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900';
/** The server orders the trail (newest first): its columns offer no sorting. */
const unsortable = (columns: ColumnDef<AuditEntry>[]) => columns.map((column) => ({ ...column, enableSorting: false }));
const link = 'cursor-pointer text-left text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300';

/** /audit-trail: every recorded write, read of an applicant's data, export and sign-in, newest first. */
export function AuditTrailPage() {
  const canView = useCan('audit-trail', 'view');
  const canExport = useCan('audit-trail', 'export');
  const { list, query } = useAuditFilters();
  const entries = useAuditEntries(query);
  const exporter = useExportAudit();
  const filters = list.params.filters;
  const { page: _page, limit: _limit, ...exported } = query;

  const columns = useMemo<ColumnDef<AuditEntry>[]>(
    () =>
      unsortable([
        { id: 'occurredAt', header: 'When (IST)', accessorFn: (e) => formatDateTimeIST(e.occurredAt), meta: { className: 'whitespace-nowrap tabular-nums' } },
        {
          id: 'actor',
          header: 'Actor',
          cell: ({ row }) =>
            row.original.actorUserId ? (
              <button type="button" className={link} title="Only this actor" onClick={() => list.setFilter('actorId', row.original.actorUserId ?? undefined)}>
                {describeActor(row.original)}
              </button>
            ) : (
              describeActor(row.original)
            ),
        },
        { id: 'action', header: 'Action', accessorFn: (e) => actionLabel(e.action) },
        { id: 'module', header: 'Module', accessorFn: (e) => moduleLabel(e.module) },
        {
          id: 'object',
          header: 'Object',
          cell: ({ row }) => (
            <div className="text-xs">
              <div>{row.original.objectType ?? '—'}</div>
              {row.original.objectId ? (
                <button
                  type="button"
                  className={`${link} font-mono`}
                  title="Only this object"
                  onClick={() => list.setFilter('objectId', row.original.objectId ?? undefined)}
                >
                  {row.original.objectId}
                </button>
              ) : null}
            </div>
          ),
        },
        { id: 'summary', header: 'Summary', accessorFn: (e) => e.summary, meta: { className: 'text-xs' } },
        { id: 'address', header: 'Address', accessorFn: (e) => e.address ?? '—', meta: { className: 'font-mono text-xs' } },
      ]),
    [list],
  );

  if (!canView) return <NoAccess area="Audit Trail" />;
  const download = (format: 'xlsx' | 'csv') =>
    exporter.mutate({ filters: exported, format }, { onError: (error) => toast.error(getErrorMessage(error, 'The export failed')) });
  const set = (name: string) => (e: { target: { value: string } }) => list.setFilter(name, e.target.value || undefined);

  return (
    <>
      <PageHeader
        title="Audit trail"
        description="Who did what, to which record, and when: every change, every read of an applicant's data, every export and sign-in"
        actions={canExport ? <ExportButtons what="audit trail" pending={exporter.isPending} onExport={download} /> : null}
      />
      <DataTable
        label="Audit trail"
        columns={columns}
        {...urlPagedQueryProps(entries, list, 'Failed to fetch the audit trail')}
        toolbar={
          <div className="flex flex-wrap items-end gap-2" data-testid="audit-filters">
            <label className="flex flex-col gap-1 text-xs text-slate-600 dark:text-slate-300">
              Actor id
              <input className={`${field} w-40 font-mono`} placeholder="User id" value={filters.actorId ?? ''} onChange={set('actorId')} />
            </label>
            <label className="flex flex-col gap-1 text-xs text-slate-600 dark:text-slate-300">
              Module
              <select className={field} value={filters.module ?? ''} onChange={set('module')}>
                <option value="">Any</option>
                {AUDIT_MODULES.map((m) => (
                  <option key={m} value={m}>
                    {moduleLabel(m)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-xs text-slate-600 dark:text-slate-300">
              Action
              <select className={field} value={filters.action ?? ''} onChange={set('action')}>
                <option value="">Any</option>
                {AUDIT_ACTIONS.map((a) => (
                  <option key={a} value={a}>
                    {actionLabel(a)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-xs text-slate-600 dark:text-slate-300">
              Object id
              <input className={`${field} w-40 font-mono`} value={filters.objectId ?? ''} onChange={set('objectId')} />
            </label>
            <label className="flex flex-col gap-1 text-xs text-slate-600 dark:text-slate-300">
              From
              <input type="date" className={field} value={filters.from ?? ''} onChange={set('from')} />
            </label>
            <label className="flex flex-col gap-1 text-xs text-slate-600 dark:text-slate-300">
              to
              <input type="date" className={field} value={filters.to ?? ''} onChange={set('to')} />
            </label>
          </div>
        }
        emptyTitle="No entries match."
        emptyDescription="Clear the filters to see the whole trail."
        getRowId={(e) => e.id}
        renderCard={(e) => (
          <div className="space-y-1 text-sm" data-testid="audit-card">
            <div className="flex justify-between gap-2">
              <span className="font-medium">
                {actionLabel(e.action)} · {moduleLabel(e.module)}
              </span>
              <span className="text-xs text-slate-500 tabular-nums">{formatDateTimeIST(e.occurredAt)}</span>
            </div>
            <div className="text-xs text-slate-600 dark:text-slate-300">{describeActor(e)}</div>
            <div className="text-xs text-slate-500">{e.summary}</div>
          </div>
        )}
      />
    </>
  );
}
