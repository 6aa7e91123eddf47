import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { downloadCsv, type CsvCell } from '@/lib/csv';
import { ScrollX } from '@/components/ui/scroll-x';

export interface ChartTable {
  columns: readonly string[];
  /** What the table shows (formatted). */
  rows: readonly (readonly string[])[];
  /** What the CSV holds (numbers as numbers), row for row. */
  csvRows: readonly (readonly CsvCell[])[];
  filename: string;
}

/** A row of a horizontal bar chart: the name (cut short, whole in its tooltip; whole on a phone, which has no tooltips), the bar, the figure. */
export function BarRow({ name, columns, bar, children }: { name: string; columns: string; bar: ReactNode; children: ReactNode }) {
  return (
    <li className={`grid ${columns} items-center gap-3 text-sm`}>
      <span className="min-w-0 break-words text-slate-700 sm:truncate dark:text-slate-200" title={name}>
        {name}
      </span>
      {bar}
      {children}
    </li>
  );
}

/** A chart with the table behind it (for screen readers and for reading exact figures) and its CSV. */
export function ChartCard({
  title,
  description,
  table,
  empty,
  children,
}: {
  title: string;
  description: string;
  table: ChartTable;
  /** Shown instead of the chart when this is set (the window holds nothing to draw). */
  empty?: string | false;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Download ${title} as CSV`}
          disabled={table.rows.length === 0}
          onClick={() => downloadCsv(table.filename, table.columns, table.csvRows)}
        >
          <Download className="size-4" aria-hidden="true" />
          CSV
        </Button>
      </CardHeader>
      <CardContent>
        {empty ? <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p> : children}
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">Show as a table</summary>
          <ScrollX
            frameClassName="mt-2 overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800"
            className="max-h-80 overflow-auto"
            tabIndex={0}
            role="region"
            aria-label={`${title}, table`}
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="sticky top-0 bg-slate-50 text-xs uppercase text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                <tr>
                  {table.columns.map((c) => (
                    <th key={c} scope="col" className="px-3 py-2 font-semibold">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {table.rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) => (
                      <td key={j} className="px-3 py-1.5 tabular-nums text-slate-700 dark:text-slate-200">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollX>
        </details>
      </CardContent>
    </Card>
  );
}
