import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Ban } from 'lucide-react';
import { API_KEY_SCOPE_DESCRIPTIONS, API_KEY_SCOPE_LABELS } from '@lbo/contracts/limits';
import { API_KEY_MESSAGES } from '@lbo/contracts/shortener';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { actionsColumn } from '@/components/ui/data-table/actions-column';
import { DataTable, type PagedTableProps } from '@/components/ui/data-table/data-table';
import { useConfirmation } from '@/components/ui/use-confirmation';
import { formatDate, formatDateTimeIST, formatNumber } from '@/lib/format';
import { toastOutcome } from '@/lib/toast';
import { useRevokeApiKey } from '../api/revoke-api-key';
import type { ApiKeyItem } from '../api/types';
import { RowAction } from '@/components/ui/data-table/row-action';

export interface ApiKeysTableProps extends PagedTableProps<ApiKeyItem> {
  canRevoke: boolean;
}

export function ApiKeysTable({ canRevoke, ...rows }: ApiKeysTableProps) {
  const revoke = useRevokeApiKey();
  const { ask: askRevoke, dialog } = useConfirmation<ApiKeyItem>({
    title: (key) => `Revoke "${key.label}"?`,
    description: () => API_KEY_MESSAGES.confirmRevoke,
    confirmLabel: 'Revoke',
    onConfirm: (key) => toastOutcome(revoke.mutateAsync(key.apiKeyId), { success: API_KEY_MESSAGES.revoked, failure: 'Failed to revoke API key' }),
  });

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
        // In words, each with its code beneath (what a program's error messages and the docs name).
        cell: ({ row }) => (
          <ul className="min-w-40 space-y-1">
            {row.original.scopes.map((scope) => (
              <li key={scope} className="leading-tight" title={API_KEY_SCOPE_DESCRIPTIONS[scope]}>
                <span className="block text-sm text-slate-800 dark:text-slate-200">{API_KEY_SCOPE_LABELS[scope]}</span>
                <span className="block font-mono text-xs text-slate-500 dark:text-slate-400">{scope}</span>
              </li>
            ))}
          </ul>
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
      actionsColumn((key) =>
        canRevoke && key.active ? (
          <RowAction tooltip="Revoke" label={`Revoke ${key.label}`} icon={Ban} tone="danger" className="size-8" onClick={() => askRevoke(key)} />
        ) : null,
      ),
    ],
    [canRevoke, askRevoke],
  );

  return (
    <>
      <DataTable
        label="API keys"
        columns={columns}
        {...rows}
        getRowId={(row) => row.apiKeyId}
        emptyTitle="No API keys yet."
        emptyDescription="Create one for a partner who creates short links through the API."
      />
      {dialog}
    </>
  );
}
