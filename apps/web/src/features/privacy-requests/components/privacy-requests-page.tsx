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
import { formatDate, formatDateTimeIST } from '@/lib/format';
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

/** When it is due, or when it was completed. */
function when(request: PrivacyRequest): string {
  return request.completedAt ? `Completed ${formatDate(request.completedAt)}` : `Due ${formatDate(request.dueAt)}`;
}

/** How the request came in and, once completed, what was done (an access request: when its data was first downloaded). */
function NoteAndOutcome({ request }: { request: PrivacyRequest }) {
  return (
    <div className="space-y-0.5 text-xs break-words whitespace-normal">
      {request.note ? <p>{request.note}</p> : null}
      {request.outcome ? <p className="text-slate-500 dark:text-slate-400">{request.outcome}</p> : null}
      {request.kind === 'ACCESS' && request.downloadedAt ? (
        <p className="text-slate-500 dark:text-slate-400">First downloaded {formatDateTimeIST(request.downloadedAt)}</p>
      ) : null}
      {!request.note && !request.outcome && !request.downloadedAt ? '—' : null}
    </div>
  );
}

function CompleteAction({ request, onComplete, withText }: { request: PrivacyRequest; onComplete: (r: PrivacyRequest) => void; withText?: boolean }) {
  const label = `Complete the ${request.kind.toLowerCase()} request of ${request.customer?.name ?? 'the customer'}`;
  if (withText)
    return (
      <Button variant="outline" size="sm" aria-label={label} onClick={() => onComplete(request)}>
        <CheckCircle2 className="size-4" aria-hidden="true" />
        Complete
      </Button>
    );
  return <RowAction tooltip="Complete" label={label} icon={CheckCircle2} className="size-8" onClick={() => onComplete(request)} />;
}

function CustomerCell({ request }: { request: PrivacyRequest }) {
  if (!request.customer) return <span>—</span>;
  return (
    <div className="leading-tight">
      <div>{request.customer.name}</div>
      <div className="font-mono text-xs break-words text-slate-500 dark:text-slate-400">{request.customer.reference}</div>
    </div>
  );
}

function columns(canComplete: boolean, onComplete: (r: PrivacyRequest) => void): ColumnDef<PrivacyRequest>[] {
  return [
    { id: 'kind', header: 'Kind', cell: ({ row }) => PRIVACY_REQUEST_KIND_LABELS[row.original.kind], meta: { className: 'min-w-32' } },
    { id: 'customer', header: 'Customer', cell: ({ row }) => <CustomerCell request={row.original} />, meta: { className: 'min-w-48' } },
    {
      id: 'state',
      header: 'Status',
      cell: ({ row }) => (
        <div className="space-y-1">
          <State request={row.original} />
          {row.original.completedAt ? (
            <div className="text-xs whitespace-nowrap text-slate-500 tabular-nums dark:text-slate-400">{formatDate(row.original.completedAt)}</div>
          ) : null}
        </div>
      ),
    },
    {
      id: 'dueAt',
      header: 'Due',
      cell: ({ row }) => (row.original.completedAt ? '—' : formatDate(row.original.dueAt)),
      meta: { className: 'whitespace-nowrap tabular-nums' },
    },
    { id: 'createdAt', header: 'Received', cell: ({ row }) => formatDate(row.original.createdAt), meta: { className: 'whitespace-nowrap tabular-nums' } },
    { id: 'outcome', header: 'Note / outcome', cell: ({ row }) => <NoteAndOutcome request={row.original} />, meta: { className: 'min-w-56 max-w-sm' } },
    actionsColumn((request) => (request.state === 'open' && canComplete ? <CompleteAction request={request} onComplete={onComplete} /> : null)),
  ];
}

/** On a phone: one card per request, its status and due date first, the Complete button in reach. */
function RequestCard({ request, canComplete, onComplete }: { request: PrivacyRequest; canComplete: boolean; onComplete: (r: PrivacyRequest) => void }) {
  return (
    <div className="space-y-1.5" data-testid="privacy-request-card">
      <div className="flex items-start justify-between gap-3">
        <span className="font-medium text-slate-900 dark:text-white">{PRIVACY_REQUEST_KIND_LABELS[request.kind]}</span>
        <State request={request} />
      </div>
      <CustomerCell request={request} />
      <div className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
        Received {formatDate(request.createdAt)} · {when(request)}
      </div>
      <NoteAndOutcome request={request} />
      {request.state === 'open' && canComplete ? <CompleteAction request={request} onComplete={onComplete} withText /> : null}
    </div>
  );
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
        renderCard={(request) => <RequestCard request={request} canComplete={canEdit} onComplete={setCompleting} />}
        emptyTitle="No privacy requests yet."
        emptyDescription="Record one when a borrower asks to see, correct or erase their data."
      />
      <NewRequestDialog open={creating} onOpenChange={setCreating} />
      <CompleteRequestDialog key={completing?.id ?? 'none'} request={completing} canExport={canExport} onClose={() => setCompleting(null)} />
    </>
  );
}
