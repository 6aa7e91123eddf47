import { useMemo } from 'react';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { Copy, Trash2 } from 'lucide-react';
import { SHORTENER_MESSAGES } from '@lbo/contracts/shortener';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { actionsColumn } from '@/components/ui/data-table/actions-column';
import { DataTable, type PagedTableProps } from '@/components/ui/data-table/data-table';
import { Tooltip } from '@/components/ui/tooltip';
import { useConfirmation } from '@/components/ui/use-confirmation';
import { formatDate, formatDateTimeIST, formatNumber } from '@/lib/format';
import { toastOutcome } from '@/lib/toast';
import { useDeleteShortUrl } from '../api/delete-short-url';
import type { ShortUrlItem } from '../api/types';
import { copyShortUrl } from '../utils/copy-text';
import { linkStatus } from '../utils/link-status';
import { RowAction } from '@/components/ui/data-table/row-action';

/** The path of a short link ("/s/Ab3dE7x"); the whole address is in the link and is what gets copied. */
function shortPath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

export interface ShortUrlsTableProps extends PagedTableProps<ShortUrlItem> {
  onPageSizeChange: (size: number) => void;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  search: string;
  onSearchChange: (value: string) => void;
  canDelete: boolean;
}

export function ShortUrlsTable({ canDelete, search, ...rows }: ShortUrlsTableProps) {
  const remove = useDeleteShortUrl();
  const { ask: askDelete, dialog } = useConfirmation<ShortUrlItem>({
    title: (link) => `Delete short URL ${shortPath(link.shortUrl)}`,
    description: () => SHORTENER_MESSAGES.confirmDelete,
    confirmLabel: 'Delete',
    onConfirm: (link) => toastOutcome(remove.mutateAsync(link.id), { success: SHORTENER_MESSAGES.deleted, failure: SHORTENER_MESSAGES.deleteFailed }),
  });

  const columns = useMemo<ColumnDef<ShortUrlItem>[]>(
    () => [
      {
        id: 'shortId',
        header: 'Short URL',
        accessorKey: 'shortId',
        cell: ({ row }) => (
          <div className="flex items-center gap-1">
            <a
              href={row.original.shortUrl}
              target="_blank"
              rel="noreferrer"
              title={row.original.shortUrl}
              className="font-mono text-[13px] font-medium whitespace-nowrap text-indigo-600 hover:underline dark:text-indigo-400"
            >
              {shortPath(row.original.shortUrl)}
            </a>
            <Tooltip content="Copy">
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                onClick={() => void copyShortUrl(row.original.shortUrl)}
                aria-label={`Copy ${row.original.shortUrl}`}
              >
                <Copy className="size-3.5" aria-hidden="true" />
              </Button>
            </Tooltip>
          </div>
        ),
      },
      {
        id: 'destination',
        header: 'Destination',
        accessorKey: 'destination',
        cell: ({ row }) => (
          <span className="block max-w-[14rem] truncate" title={row.original.destination}>
            {row.original.destination}
          </span>
        ),
      },
      {
        id: 'campaign',
        header: 'Campaign',
        enableSorting: false,
        cell: ({ row }) => {
          const { campaign_id: campaign, utm_source: source } = row.original.meta ?? { campaign_id: null, utm_source: null };
          if (!campaign && !source) return <span className="text-slate-400">—</span>;
          return (
            <div className="leading-tight whitespace-nowrap">
              <div>{campaign ?? '—'}</div>
              {source ? <div className="text-xs text-slate-500 dark:text-slate-400">utm: {source}</div> : null}
            </div>
          );
        },
      },
      {
        id: 'clicks',
        header: 'Clicks',
        accessorKey: 'clicks',
        meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
        cell: ({ row }) => <span data-testid="clicks">{formatNumber(row.original.clicks)}</span>,
      },
      {
        id: 'status',
        header: 'Status',
        enableSorting: false,
        cell: ({ row }) => {
          const status = linkStatus(row.original);
          return <Badge variant={status === 'Active' ? 'success' : 'danger'}>{status}</Badge>;
        },
      },
      {
        id: 'expiresAt',
        header: 'Expires',
        accessorKey: 'expiresAt',
        cell: ({ row }) =>
          row.original.expiresAt ? (
            <span className="whitespace-nowrap" title={formatDateTimeIST(row.original.expiresAt)}>
              {formatDate(row.original.expiresAt)}
            </span>
          ) : (
            <Badge variant="neutral">Never</Badge>
          ),
      },
      {
        id: 'createdAt',
        header: 'Created',
        accessorKey: 'createdAt',
        cell: ({ row }) => (
          <span className="whitespace-nowrap" title={formatDateTimeIST(row.original.createdAt)}>
            {formatDate(row.original.createdAt)}
          </span>
        ),
      },
      actionsColumn((link) =>
        canDelete ? (
          <RowAction tooltip="Delete" label={`Delete ${link.shortId}`} icon={Trash2} tone="danger" className="size-8" onClick={() => askDelete(link)} />
        ) : null,
      ),
    ],
    [canDelete, askDelete],
  );

  return (
    <>
      <DataTable
        label="Short URLs"
        columns={columns}
        {...rows}
        searchValue={search}
        searchPlaceholder="Search URL, short id or campaign"
        getRowId={(row) => row.id}
        emptyTitle="No short URLs found."
        emptyDescription="Create one above, or change the filters."
      />
      {dialog}
    </>
  );
}
