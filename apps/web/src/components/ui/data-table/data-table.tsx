import { useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { MOBILE_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { ScrollX } from '../scroll-x';
import { SearchInput } from '../search-input';
import { DataTableCards } from './data-table-cards';
import { DataTablePagination } from './data-table-pagination';

declare module '@tanstack/react-table' {
  // The augmentation must repeat the library's type parameters, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the body cells of this column. */
    className?: string;
    /** Classes for the header cell of this column. */
    headerClassName?: string;
  }
}

export interface DataTableProps<TData> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  columns: ColumnDef<TData, any>[];
  /** The rows of the current page only; paging happens on the server. */
  data: readonly TData[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (size: number) => void;
  pageSizeOptions?: readonly number[];

  isLoading?: boolean;
  /** A refetch with rows already shown: dims them instead of replacing them. */
  isFetching?: boolean;
  /** Replaces the body with an error message and an optional retry. */
  error?: string | null;
  onRetry?: () => void;

  /** Shows the debounced search box when given; called after typing pauses. */
  onSearchChange?: (value: string) => void;
  searchValue?: string;
  searchPlaceholder?: string;
  /** Extra controls beside the search box (filters, buttons). */
  toolbar?: ReactNode;

  /** Controlled sorting; with onSortingChange the server sorts, otherwise the page is sorted in the browser. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;

  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  getRowId?: (row: TData, index: number) => string;
  /** The table's accessible name. */
  label: string;
  /**
   * On phones each row is a card (the table shows from the `sm` breakpoint up): this one, or by
   * default the row's columns under their headers with its actions at the foot.
   */
  renderCard?: (row: TData) => ReactNode;
  className?: string;
}

/** What a screen hands a table of the rows it loaded: one page of them and the state of the load. */
export type PagedTableProps<TData> = Pick<
  DataTableProps<TData>,
  'data' | 'total' | 'page' | 'pageSize' | 'onPageChange' | 'isLoading' | 'isFetching' | 'error' | 'onRetry'
>;

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  if (direction === 'asc') return <ArrowUp className="size-3.5" aria-hidden="true" />;
  if (direction === 'desc') return <ArrowDown className="size-3.5" aria-hidden="true" />;
  return <ArrowUpDown className="size-3.5 opacity-40" aria-hidden="true" />;
}

export function DataTable<TData>({
  columns,
  data,
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions,
  isLoading = false,
  isFetching = false,
  error,
  onRetry,
  onSearchChange,
  searchValue = '',
  searchPlaceholder,
  toolbar,
  sorting: controlledSorting,
  onSortingChange,
  emptyTitle = 'No results found.',
  emptyDescription,
  emptyAction,
  getRowId,
  label,
  renderCard,
  className,
}: DataTableProps<TData>) {
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const sorting = controlledSorting ?? localSorting;
  const serverSorting = onSortingChange !== undefined;

  const handleSorting = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    if (onSortingChange) onSortingChange(next);
    else setLocalSorting(next);
  };

  const table = useReactTable({
    data: data as TData[],
    columns,
    state: { sorting },
    onSortingChange: handleSorting,
    manualSorting: serverSorting,
    manualPagination: true,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: serverSorting ? undefined : getSortedRowModel(),
    ...(getRowId ? { getRowId } : {}),
  });

  const columnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;
  const showSkeleton = isLoading && rows.length === 0;
  const phone = useMediaQuery(MOBILE_QUERY);
  const asCards = phone && !error && !showSkeleton && rows.length > 0;
  // Where rows become cards, an empty or failed list says so in the box, not centred in a table wider than the phone.
  const phoneMessage = phone && !showSkeleton && (error || rows.length === 0);

  return (
    <div className={cn('overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900', className)}>
      {onSearchChange || toolbar ? (
        <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
          {onSearchChange ? <SearchInput value={searchValue} onSearch={onSearchChange} placeholder={searchPlaceholder} label={`Search ${label}`} /> : <span />}
          {toolbar ? <div className="flex flex-wrap items-center gap-2">{toolbar}</div> : null}
        </div>
      ) : null}

      {asCards ? (
        <DataTableCards table={table} rows={rows} sorting={sorting} onSortingChange={(next) => handleSorting(next)} renderCard={renderCard} label={label} />
      ) : phoneMessage ? (
        error ? (
          <ErrorState message={error} onRetry={onRetry} />
        ) : (
          <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />
        )
      ) : (
        <ScrollX>
          <table className="w-full border-collapse text-left text-sm" aria-label={label} aria-busy={isLoading || isFetching || undefined}>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-800/50 dark:text-slate-400">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const canSort = header.column.getCanSort();
                    const direction = header.column.getIsSorted();
                    const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : canSort ? 'none' : undefined}
                        className={cn('px-4 py-3 whitespace-nowrap', header.column.columnDef.meta?.headerClassName)}
                      >
                        {canSort ? (
                          <button
                            type="button"
                            onClick={header.column.getToggleSortingHandler()}
                            className="-mx-1 inline-flex cursor-pointer items-center gap-1.5 rounded px-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:text-white"
                          >
                            {content}
                            <SortIcon direction={direction} />
                          </button>
                        ) : (
                          content
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className={cn('divide-y divide-slate-200 dark:divide-slate-800', isFetching && !showSkeleton && 'opacity-60 transition-opacity')}>
              {error ? (
                <tr>
                  <td colSpan={columnCount}>
                    <ErrorState message={error} onRetry={onRetry} />
                  </td>
                </tr>
              ) : showSkeleton ? (
                Array.from({ length: Math.min(pageSize, 5) }, (_, i) => (
                  <tr key={`skeleton-${i}`} aria-hidden="true">
                    {Array.from({ length: columnCount }, (__, j) => (
                      <td key={j} className="px-4 py-3.5">
                        <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
                      </td>
                    ))}
                  </tr>
                ))
              ) : rows.length === 0 ? (
                <tr>
                  <td colSpan={columnCount}>
                    <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.id} className="text-slate-700 transition-colors hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-800/40">
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className={cn('px-4 py-3', cell.column.columnDef.meta?.className)}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
          {showSkeleton ? (
            <span role="status" className="sr-only">
              Loading
            </span>
          ) : null}
        </ScrollX>
      )}

      <DataTablePagination
        total={total}
        page={page}
        pageSize={pageSize}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
        pageSizeOptions={pageSizeOptions}
        disabled={isLoading}
      />
    </div>
  );
}
