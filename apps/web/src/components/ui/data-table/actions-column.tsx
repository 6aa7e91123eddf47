import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';

/** The last column of a table: a row's buttons, right-aligned, under a header only screen readers read. */
export function actionsColumn<TData>(cell: (row: TData) => ReactNode, className = 'text-right'): ColumnDef<TData> {
  return {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableSorting: false,
    meta: { className, headerClassName: 'text-right' },
    cell: ({ row }) => cell(row.original),
  };
}
