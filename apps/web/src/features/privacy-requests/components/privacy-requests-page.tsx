import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { CheckCircle2, Plus } from 'lucide-react';
import { PRIVACY_REQUEST_KIND_LABELS } from '@lbo/contracts/privacy';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { actionsColumn } from '@/components/ui/data-table/actions-column';
import { DataTable } from '@/components/ui/data-table/data-table';
import { RowAction } from '@/components/ui/data-table/row-action';
import { NoAccessPage } from '@/components/ui/no-access';
import { PageHeader } from '@/components/ui/page-header';
import { useTableLoad } from '@/hooks/use-table-load';
import { useUrlListState } from '@/hooks/use-url-list-state';
import { isForbidden } from '@/lib/api-client';
import { useCan, useGrants } from '@/lib/authorization';
import { formatDate } from '@/lib/format';
import { usePrivacyRequests } from '../api/get-privacy-requests';
import { PRIVACY_PAGE_SIZE, type PrivacyRequest } from '../api/types';
import { CompleteRequestDialog } from './complete-request-dialog';
import { NewRequestDialog } from './new-request-dialog';

/** /privacy-requests: borrowers' requests to see, correct or erase their data, open ones first. */
export function PrivacyRequestsPage() {
  const canView = useCan('privacy', 'view');
  if (!canView) return <NoAccessPage title="Privacy requests" area="Privacy" />;
  return <PrivacyRequestsView />;
}

function State({ request }: { request: PrivacyRequest }) {
  if (request.state === 'completed') return <Badge variant="success">Completed</Badge>;
  return request.overdue ? <Badge variant="danger">Overdue</Badge> : <Badge variant="warning">Open</Badge>;
}

function columns(canComplete: boolean, onComplete: (r: PrivacyRequest) => void): ColumnDef<PrivacyRequest>[] {
  return [
    { id: 'kind', header: 'Kind', cell: ({ row }) => PRIVACY_REQUEST_KIND_LABELS[row.original.kind] },
    {
      id: 'customer',
      header: 'Customer',
      cell: ({ row }) =>
        row.original.customer ? (
          <div className="leading-tight">
            <div>{row.original.customer.name}</div>
            <div className="text-xs text-slate-500 dark:text-slate-400">{row.original.customer.reference}</div>
          </div>
        ) : (
          '—'
        ),
    },
    { id: 'state', header: 'Status', cell: ({ row }) => <State request={row.original} /> },
    { id: 'dueAt', header: 'Due', cell: ({ row }) => formatDate(row.original.dueAt) },
    { id: 'createdAt', header: 'Received', cell: ({ row }) => formatDate(row.original.createdAt) },
    {
      id: 'outcome',
      header: 'Note / outcome',
      cell: ({ row }) => <div className="max-w-md text-xs whitespace-normal">{row.original.outcome ?? row.original.note}</div>,
    },
    actionsColumn((request) =>
      request.state === 'open' && canComplete ? (
        <RowAction
          tooltip="Complete"
          label={`Complete the ${request.kind.toLowerCase()} request of ${request.customer?.name ?? 'the customer'}`}
          icon={CheckCircle2}
          className="size-8"
          onClick={() => onComplete(request)}
        />
      ) : null,
    ),
  ];
}

function PrivacyRequestsView() {
  const list = useUrlListState(PRIVACY_PAGE_SIZE);
  const page = list.params.page;
  const requests = usePrivacyRequests(page);
  const { create: canCreate, edit: canEdit, export: canExport } = useGrants('privacy');
  const [creating, setCreating] = useState(false);
  const [completing, setCompleting] = useState<PrivacyRequest | null>(null);
  const load = useTableLoad(requests, 'Failed to fetch privacy requests');

  if (requests.isError && isForbidden(requests.error)) return <NoAccessPage title="Privacy requests" area="Privacy" />;
  const overdue = requests.data?.overdue ?? 0;

  return (
    <>
      <PageHeader
        title="Privacy requests"
        description={`Borrowers' requests to see, correct or erase their data (DPDP Rules 2025).${overdue > 0 ? ` ${overdue} overdue.` : ''}`}
        actions={
          canCreate ? (
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden="true" />
              New request
            </Button>
          ) : null
        }
      />
      <DataTable
        label="Privacy requests"
        columns={columns(canEdit, setCompleting)}
        data={requests.data?.items ?? []}
        total={requests.data?.total ?? 0}
        page={page}
        pageSize={PRIVACY_PAGE_SIZE}
        onPageChange={list.setPage}
        {...load}
        getRowId={(row) => row.id}
        emptyTitle="No privacy requests yet."
        emptyDescription="Record one when a borrower asks to see, correct or erase their data."
      />
      <NewRequestDialog open={creating} onOpenChange={setCreating} />
      <CompleteRequestDialog key={completing?.id ?? 'none'} request={completing} canExport={canExport} onClose={() => setCompleting(null)} />
    </>
  );
}
