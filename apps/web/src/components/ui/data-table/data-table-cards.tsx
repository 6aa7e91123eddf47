import type { ReactNode } from 'react';
import type { Row, SortingState, Table } from '@tanstack/react-table';
import { cn } from '@/lib/cn';

const select = 'h-10 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900';

/** The header of a column as plain words, for the phone's sort menu. */
function headerText<TData>(table: Table<TData>, id: string): string {
  const header = table.getColumn(id)?.columnDef.header;
  return typeof header === 'string' ? header : id;
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
  renderCard: (row: TData) => ReactNode;
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
            {renderCard(row.original)}
          </li>
        ))}
      </ul>
    </div>
  );
}
