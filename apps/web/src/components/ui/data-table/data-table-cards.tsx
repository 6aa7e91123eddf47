import { Fragment, type ReactNode } from 'react';
import { flexRender, type Row, type SortingState, type Table } from '@tanstack/react-table';
import { cn } from '@/lib/cn';

const select = 'h-10 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900';

/** The header of a column as plain words, for the phone's sort menu. */
function headerText<TData>(table: Table<TData>, id: string): string {
  const header = table.getColumn(id)?.columnDef.header;
  return typeof header === 'string' ? header : id;
}

/**
 * A row as a card when its screen draws none of its own: each column under its header (the first,
 * which names the row, in bold), the row's buttons (the `actions` column) at the foot; nothing is cut.
 */
function ColumnsCard<TData>({ table, row }: { table: Table<TData>; row: Row<TData> }) {
  const cells = row.getVisibleCells();
  const actions = cells.find((cell) => cell.column.id === 'actions');
  const headers = table.getFlatHeaders();
  return (
    <div className="space-y-2" data-testid="table-card">
      <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1">
        {cells
          .filter((cell) => cell !== actions)
          .map((cell, i) => {
            const header = headers.find((h) => h.column.id === cell.column.id);
            return (
              <Fragment key={cell.id}>
                <dt className="text-xs text-slate-500 dark:text-slate-400">
                  {header ? flexRender(cell.column.columnDef.header, header.getContext()) : cell.column.id}
                </dt>
                <dd className={cn('min-w-0 break-words', i === 0 && 'font-medium text-slate-900 dark:text-white')}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </dd>
              </Fragment>
            );
          })}
      </dl>
      {actions ? <div className="flex flex-wrap justify-end gap-1">{flexRender(actions.column.columnDef.cell, actions.getContext())}</div> : null}
    </div>
  );
}

/**
 * On phones a table of many columns scrolls sideways and hides what matters: the
 * rows become cards, and the column headers' sorting becomes one menu above them.
 */
export function DataTableCards<TData>({
  table,
  rows,
  sorting,
  onSortingChange,
  renderCard,
  label,
}: {
  table: Table<TData>;
  rows: Row<TData>[];
  sorting: SortingState;
  onSortingChange: (next: SortingState) => void;
  /** The screen's own card of a row; without one, ColumnsCard. */
  renderCard?: (row: TData) => ReactNode;
  label: string;
}) {
  const sortable = table.getAllLeafColumns().filter((c) => c.getCanSort());
  const current = sorting[0];
  const value = current ? `${current.id}:${current.desc ? 'desc' : 'asc'}` : '';
  return (
    <div>
      {sortable.length > 0 ? (
        <label className="flex items-center gap-2 border-b border-slate-200 px-4 py-2 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-300">
          <span className="whitespace-nowrap">Sort by</span>
          <select
            className={cn(select, 'flex-1')}
            value={value}
            onChange={(e) => {
              const [id, direction] = e.target.value.split(':');
              onSortingChange(id ? [{ id, desc: direction === 'desc' }] : []);
            }}
          >
            {value === '' ? <option value="">As listed</option> : null}
            {sortable.flatMap((c) => {
              // Words for the direction: names run A to Z, figures and dates high to low.
              const text = typeof rows[0]?.getValue(c.id) === 'string' && !/^[₹\d—]/.test(String(rows[0]?.getValue(c.id)));
              return [
                <option key={`${c.id}:desc`} value={`${c.id}:desc`}>
                  {headerText(table, c.id)}, {text ? 'Z to A' : 'high to low'}
                </option>,
                <option key={`${c.id}:asc`} value={`${c.id}:asc`}>
                  {headerText(table, c.id)}, {text ? 'A to Z' : 'low to high'}
                </option>,
              ];
            })}
          </select>
        </label>
      ) : null}
      <ul aria-label={label} className="divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map((row) => (
          <li key={row.id} className="px-4 py-3 text-sm text-slate-700 dark:text-slate-300">
            {renderCard ? renderCard(row.original) : <ColumnsCard table={table} row={row} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
