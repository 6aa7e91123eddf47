import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import type { ColumnDef } from '@tanstack/react-table';
import { Ban } from 'lucide-react';
import { API_KEY_MESSAGES } from '@lbo/contracts/shortener';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table/data-table';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate, formatDateTimeIST, formatNumber } from '@/lib/format';
import { useRevokeApiKey } from '../api/revoke-api-key';
import type { ApiKeyItem } from '../api/types';
import { RowAction } from '@/components/ui/data-table/row-action';

export interface ApiKeysTableProps {
  items: readonly ApiKeyItem[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  isLoading: boolean;
  isFetching: boolean;
  error: string | null;
  onRetry: () => void;
  canRevoke: boolean;
}

export function ApiKeysTable(props: ApiKeysTableProps) {
  const { canRevoke } = props;
  const [revoking, setRevoking] = useState<ApiKeyItem | null>(null);
  const revoke = useRevokeApiKey();

  const columns = useMemo<ColumnDef<ApiKeyItem>[]>(
    () => [
      {
        id: 'label',
        header: 'Label / Business ID',
        accessorKey: 'label',
        cell: ({ row }) => (
          <div className="leading-tight whitespace-nowrap">
            <div className="font-medium text-slate-900 dark:text-white">{row.original.label}</div>
            <div className="text-xs text-slate-500 dark:text-slate-400">{row.original.businessId}</div>
          </div>
        ),
      },
      {
        id: 'key',
        header: 'Key',
        enableSorting: false,
        // The key itself was shown once; the prefix is enough to recognise it.
        cell: ({ row }) => (
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs whitespace-nowrap dark:bg-slate-800">{row.original.keyPrefix}…</code>
        ),
      },
      {
        id: 'scopes',
        header: 'Scopes',
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-1">
            {row.original.scopes.map((scope) => (
              <Badge key={scope} variant="info" className="font-mono">
                {scope}
              </Badge>
            ))}
          </div>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        accessorFn: (row) => (row.active ? 1 : 0),
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-1">
            <StatusBadge active={row.original.active} inactiveLabel="Revoked" />
            {row.original.active && row.original.expired ? <Badge variant="warning">Expired</Badge> : null}
          </div>
        ),
      },
      {
        id: 'usage',
        header: 'Usage / Quota',
        accessorFn: (row) => row.usageCount,
        meta: { className: 'tabular-nums whitespace-nowrap' },
        cell: ({ row }) => {
          const k = row.original;
          return (
            <div className="leading-tight" title={`Window resets ${formatDateTimeIST(k.windowResetsAt)}`}>
              <div>
                {formatNumber(k.windowCount)} / {formatNumber(k.quota)}
              </div>
              <div className="text-xs text-slate-500 dark:text-slate-400">
                per {k.quotaWindowDays} day{k.quotaWindowDays === 1 ? '' : 's'} · {formatNumber(k.usageCount)} total
              </div>
            </div>
          );
        },
      },
      {
        id: 'expiresAt',
        header: 'Expires',
        accessorFn: (row) => row.expiresAt ?? '9999',
        cell: ({ row }) => <span className="whitespace-nowrap">{row.original.expiresAt ? formatDate(row.original.expiresAt) : 'Never'}</span>,
      },
      {
        id: 'createdAt',
        header: 'Created',
        accessorKey: 'createdAt',
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.createdAt)}</span>,
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        enableSorting: false,
        meta: { className: 'text-right', headerClassName: 'text-right' },
        cell: ({ row }) =>
          canRevoke && row.original.active ? (
            <RowAction
              tooltip="Revoke"
              label={`Revoke ${row.original.label}`}
              icon={Ban}
              tone="danger"
              className="size-8"
              onClick={() => setRevoking(row.original)}
            />
          ) : null,
      },
    ],
    [canRevoke],
  );

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      const reply = await revoke.mutateAsync(revoking.apiKeyId);
      toast.success(reply.message || API_KEY_MESSAGES.revoked);
    } catch (error) {
      toast.error(getErrorMessage(error, 'Failed to revoke API key'));
      throw error;
    }
  };

  return (
    <>
      <DataTable
        label="API keys"
        columns={columns}
        data={props.items}
        total={props.total}
        page={props.page}
        pageSize={props.pageSize}
        onPageChange={props.onPageChange}
        isLoading={props.isLoading}
        isFetching={props.isFetching}
        error={props.error}
        onRetry={props.onRetry}
        getRowId={(row) => row.apiKeyId}
        emptyTitle="No API keys yet."
        emptyDescription="Create one for a partner who creates short links through the API."
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={revoking ? `Revoke "${revoking.label}"?` : 'Revoke API key'}
        description={API_KEY_MESSAGES.confirmRevoke}
        confirmLabel="Revoke"
        onConfirm={confirmRevoke}
      />
    </>
  );
}
