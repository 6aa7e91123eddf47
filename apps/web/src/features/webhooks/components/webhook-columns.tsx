import type { ColumnDef } from '@tanstack/react-table';
import { KeyRound, Pencil, ScrollText, Send, Trash2 } from 'lucide-react';
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_LABELS } from '@lbo/contracts/webhooks';
import { Badge } from '@/components/ui/badge';
import { actionsColumn } from '@/components/ui/data-table/actions-column';
import { RowAction } from '@/components/ui/data-table/row-action';
import { formatDate, formatNumber } from '@/lib/format';
import type { WebhookEndpoint } from '../api/types';

export interface EndpointActions {
  canEdit: boolean;
  canDelete: boolean;
  onDeliveries: (endpoint: WebhookEndpoint) => void;
  onSendTest: (endpoint: WebhookEndpoint) => void;
  /** The endpoint whose test event is being queued. */
  sendingTestId: string | null;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onRotate: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

function Status({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (endpoint.active) return <Badge variant="success">Active</Badge>;
  return (
    <div className="max-w-56 space-y-1">
      <Badge variant={endpoint.disabledReason ? 'danger' : 'neutral'}>Disabled</Badge>
      {/* The server switches off an endpoint that has failed for days; say why, so the owner can fix the receiver. */}
      {endpoint.disabledReason ? <p className="text-xs text-red-700 dark:text-red-300">{endpoint.disabledReason}</p> : null}
    </div>
  );
}

function Recent({ recent }: { recent: WebhookEndpoint['recent'] }) {
  return (
    <div className="flex flex-col text-xs whitespace-nowrap tabular-nums">
      <span className="text-emerald-700 dark:text-emerald-400">{formatNumber(recent.succeeded)} delivered</span>
      <span className={recent.failed > 0 ? 'text-red-700 dark:text-red-300' : 'text-slate-500 dark:text-slate-400'}>{formatNumber(recent.failed)} failed</span>
      {recent.pending > 0 ? <span className="text-amber-700 dark:text-amber-400">{formatNumber(recent.pending)} pending</span> : null}
    </div>
  );
}

export function webhookColumns(actions: EndpointActions): ColumnDef<WebhookEndpoint>[] {
  const { canEdit, canDelete } = actions;
  return [
    {
      id: 'url',
      header: 'Endpoint',
      accessorKey: 'url',
      cell: ({ row }) => (
        <div className="max-w-xs min-w-48 leading-tight">
          <div className="font-mono text-xs break-all text-slate-900 dark:text-white">{row.original.url}</div>
          {row.original.description ? <div className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{row.original.description}</div> : null}
        </div>
      ),
    },
    {
      id: 'events',
      header: 'Events',
      enableSorting: false,
      // In words, each with its code beneath (the `type` a receiver reads).
      cell: ({ row }) => (
        <ul className="max-w-xs min-w-36 space-y-1">
          {row.original.events.map((event) => (
            <li key={event} className="leading-tight" title={WEBHOOK_EVENT_DESCRIPTIONS[event]}>
              <span className="block text-sm text-slate-800 dark:text-slate-200">{WEBHOOK_EVENT_LABELS[event]}</span>
              <span className="block font-mono text-xs text-slate-500 dark:text-slate-400">{event}</span>
            </li>
          ))}
        </ul>
      ),
    },
    { id: 'status', header: 'Status', accessorFn: (row) => (row.active ? 1 : 0), cell: ({ row }) => <Status endpoint={row.original} /> },
    { id: 'recent', header: 'Last 24 h', enableSorting: false, cell: ({ row }) => <Recent recent={row.original.recent} /> },
    {
      id: 'createdAt',
      header: 'Created',
      accessorKey: 'createdAt',
      cell: ({ row }) => (
        <div className="leading-tight whitespace-nowrap">
          <div>{formatDate(row.original.createdAt)}</div>
          {row.original.ownerName ? <div className="text-xs text-slate-500 dark:text-slate-400">{row.original.ownerName}</div> : null}
        </div>
      ),
    },
    actionsColumn((endpoint) => (
      <div className="flex justify-end gap-1">
        <RowAction
          tooltip="Delivery log"
          label={`Deliveries of ${endpoint.url}`}
          icon={ScrollText}
          className="size-8"
          onClick={() => actions.onDeliveries(endpoint)}
        />
        {canEdit ? (
          <>
            <RowAction
              tooltip="Send test event"
              label={`Send test event to ${endpoint.url}`}
              icon={Send}
              className="size-8"
              disabled={actions.sendingTestId === endpoint.id}
              onClick={() => actions.onSendTest(endpoint)}
            />
            <RowAction tooltip="Edit" label={`Edit ${endpoint.url}`} icon={Pencil} className="size-8" onClick={() => actions.onEdit(endpoint)} />
            <RowAction
              tooltip="Rotate secret"
              label={`Rotate secret of ${endpoint.url}`}
              icon={KeyRound}
              tone="warning"
              className="size-8"
              onClick={() => actions.onRotate(endpoint)}
            />
          </>
        ) : null}
        {canDelete ? (
          <RowAction
            tooltip="Delete"
            label={`Delete ${endpoint.url}`}
            icon={Trash2}
            tone="danger"
            className="size-8"
            onClick={() => actions.onDelete(endpoint)}
          />
        ) : null}
      </div>
    )),
  ];
}
