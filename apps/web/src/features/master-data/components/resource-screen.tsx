import { useEffect, useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, Pencil, Plus, Power, Trash2, Upload } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table/data-table';
import { ExportButtons } from '@/components/ui/export-buttons';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { getErrorMessage } from '@/lib/api-client';
import { PROPOSED_MESSAGE } from '@/lib/change-reason-header';
import { useGrants } from '@/lib/authorization';
import { useDeleteResource } from '../api/delete-resource';
import { useExportResource } from '../api/export-resource';
import { useResourceList } from '../api/get-resource-list';
import { useSaveResource } from '../api/save-resource';
import { useListParams } from '../hooks/use-list-params';
import type { ResourceConfig } from '../resources/resource-config';
import { ChangeReasonField } from './change-reason-field';
import { ImportDialog } from './import-dialog';
import { ResourceForm } from './resource-form';
import { RowActions, type RowAction } from './row-actions';

type Editing<Row> = { row: Row | null } | null;
type StatusRow = { id: string; is_active?: boolean };

/**
 * One master-data screen, whichever entity it shows: heading, search,
 * filters, table with row actions, inline form, confirmations and import.
 */
export function ResourceScreen<Row extends StatusRow>({ config }: { config: ResourceConfig<Row> }) {
  const list = useListParams(config.pageSize);
  const query = useResourceList(
    { key: config.key, path: config.paths.list, listKeys: config.listKeys, row: config.row, withTotalCount: config.withTotalCount },
    list.params,
  );
  const [editing, setEditing] = useState<Editing<Row>>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [toggling, setToggling] = useState<Row | null>(null);
  const [viewing, setViewing] = useState<Row | null>(null);
  const [importing, setImporting] = useState(false);
  // Why a row is deleted or switched on or off: recorded with the change, and needed when it waits for approval.
  const [reason, setReason] = useState('');
  const remove = useDeleteResource(config.paths.remove);
  const save = useSaveResource({ key: config.key, createPath: config.paths.create, updatePath: config.paths.update, row: config.row });
  const exporter = useExportResource(config.paths.export, config.entityLabel.toLowerCase());
  const can = useGrants('master-configuration');

  const fetchError = query.error ? getErrorMessage(query.error, config.messages.fetchFailed) : null;
  useEffect(() => {
    if (fetchError) toast.error(fetchError, { id: `${config.key}-fetch` });
  }, [fetchError, config.key]);

  const columns = useMemo<ColumnDef<Row>[]>(() => {
    const rowActions = (row: Row): RowAction[] => {
      const name = config.rowName(row);
      const actions: RowAction[] = [];
      if (config.Viewer) actions.push({ label: `View ${name}`, icon: Eye, onClick: () => setViewing(row) });
      if (can.edit) actions.push({ label: `Edit ${name}`, icon: Pencil, onClick: () => setEditing({ row }) });
      if (can.edit && config.hasStatus) {
        actions.push({ label: `${row.is_active ? 'Deactivate' : 'Activate'} ${name}`, icon: Power, onClick: () => setToggling(row) });
      }
      if (can.delete) actions.push({ label: `Delete ${name}`, icon: Trash2, onClick: () => setDeleting(row), tone: 'danger' });
      return actions;
    };
    return [
      ...config.columns.map((c): ColumnDef<Row> => ({
        id: c.id,
        header: c.header,
        cell: ({ row }) => c.cell(row.original),
        enableSorting: c.sortable ?? false,
      })),
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => <RowActions actions={rowActions(row.original)} />,
        enableSorting: false,
        meta: { className: 'w-px whitespace-nowrap' },
      },
    ];
  }, [config, can.edit, can.delete]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { proposed } = await remove.mutateAsync({ id: deleting.id, reason });
      toast.success(proposed ? PROPOSED_MESSAGE : config.messages.deleted);
      if (editing?.row?.id === deleting.id) setEditing(null);
    } catch (error) {
      toast.error(config.messages.deleteFailed(getErrorMessage(error, '')));
      throw error;
    }
  };

  const confirmToggle = async () => {
    if (!toggling) return;
    const next = !toggling.is_active;
    try {
      const { proposed } = await save.mutateAsync({ id: toggling.id, body: { is_active: next }, reason });
      toast.success(proposed ? PROPOSED_MESSAGE : ((next ? config.messages.activated : config.messages.deactivated) ?? config.messages.updated));
    } catch (error) {
      toast.error(getErrorMessage(error, config.messages.statusFailed ?? config.messages.saveFailed));
      throw error;
    }
  };

  const statusFilter = config.hasStatus ? (
    <NativeSelect
      aria-label="Filter by status"
      value={list.params.filters?.is_active ?? ''}
      onChange={(e) => list.setFilter('is_active', e.target.value || undefined)}
      className="w-40"
    >
      <option value="">All Status</option>
      <option value="true">Active</option>
      <option value="false">Inactive</option>
    </NativeSelect>
  ) : null;
  const otherFilters = (config.filterSelects ?? []).map((filter) => (
    <NativeSelect
      key={filter.name}
      aria-label={filter.label}
      value={list.params.filters?.[filter.name] ?? ''}
      onChange={(e) => list.setFilter(filter.name, e.target.value || undefined)}
      className="w-48"
    >
      <option value="">{filter.all}</option>
      {filter.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  ));
  const toolbar =
    statusFilter || otherFilters.length > 0 ? (
      <>
        {otherFilters}
        {statusFilter}
      </>
    ) : null;

  const Editor = config.Editor;
  const Viewer = config.Viewer;
  const closeForm = () => setEditing(null);
  return (
    <section aria-label={config.title}>
      <PageHeader
        title={config.title}
        description={config.description}
        actions={
          can.create || can.export ? (
            <>
              {can.export ? (
                <ExportButtons
                  what={`${config.entityLabel.toLowerCase()} records`}
                  pending={exporter.isPending}
                  onExport={(format) =>
                    exporter.mutate({ params: list.params, format }, { onError: (error) => toast.error(getErrorMessage(error, 'The export failed')) })
                  }
                />
              ) : null}
              {can.create && config.importSpec ? (
                <Button variant="outline" onClick={() => setImporting(true)}>
                  <Upload className="size-4" aria-hidden="true" />
                  Import
                </Button>
              ) : null}
              {can.create ? (
                <Button onClick={() => setEditing({ row: null })}>
                  <Plus className="size-4" aria-hidden="true" />
                  {config.addLabel}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />

      {editing ? (
        Editor ? (
          <Editor key={editing.row?.id ?? 'new'} row={editing.row} onClose={closeForm} />
        ) : config.form ? (
          <ResourceForm key={editing.row?.id ?? 'new'} config={config} form={config.form} row={editing.row} onClose={closeForm} />
        ) : null
      ) : null}

      <DataTable<Row>
        label={config.title}
        columns={columns}
        data={query.data?.rows ?? []}
        total={query.data?.total ?? 0}
        page={list.params.page}
        pageSize={list.params.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        error={fetchError}
        onRetry={() => void query.refetch()}
        searchValue={list.params.search}
        onSearchChange={list.setSearch}
        searchPlaceholder={config.searchPlaceholder}
        toolbar={toolbar}
        sorting={list.sorting}
        onSortingChange={list.setSorting}
        getRowId={(row) => row.id}
        emptyTitle={list.params.search ? 'No results found.' : `No ${config.tabLabel.toLowerCase()} records yet.`}
        emptyDescription={list.params.search ? 'Try another search, or clear it.' : 'Add the first one with the button above.'}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? setReason('') : (setDeleting(null), setReason('')))}
        title={`Delete ${config.entityLabel}`}
        description={deleting ? `Are you sure you want to delete "${config.rowName(deleting)}"? This cannot be undone.` : undefined}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      >
        <ChangeReasonField value={reason} onChange={setReason} />
      </ConfirmDialog>
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => (open ? setReason('') : (setToggling(null), setReason('')))}
        title={`${toggling?.is_active ? 'Deactivate' : 'Activate'} ${config.entityLabel}`}
        description={toggling ? `Are you sure you want to ${toggling.is_active ? 'deactivate' : 'activate'} "${config.rowName(toggling)}"?` : undefined}
        confirmLabel={toggling?.is_active ? 'Deactivate' : 'Activate'}
        variant={toggling?.is_active ? 'danger' : 'primary'}
        onConfirm={confirmToggle}
      >
        <ChangeReasonField value={reason} onChange={setReason} />
      </ConfirmDialog>
      {Viewer && viewing ? <Viewer row={viewing} onClose={() => setViewing(null)} /> : null}
      {config.importSpec ? <ImportDialog spec={config.importSpec} entity={config.key} open={importing} onOpenChange={setImporting} /> : null}
    </section>
  );
}
