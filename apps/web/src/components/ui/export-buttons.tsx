import { Download } from 'lucide-react';
import type { ExportFormat } from '@lbo/contracts/common';
import { Button } from './button';

/**
 * "Export .xlsx" and ".csv" beside a list: the rows its search and filters show, every page of them
 * (`filtered` false: a list without filters, exported whole).
 */
export function ExportButtons({
  onExport,
  pending,
  what,
  filtered = true,
}: {
  onExport: (format: ExportFormat) => void;
  pending: boolean;
  what: string;
  filtered?: boolean;
}) {
  const rows = filtered ? `The ${what} the filters show` : `The ${what}`;
  return (
    <div className="flex gap-2" role="group" aria-label={`Export ${what}`}>
      <Button variant="outline" onClick={() => onExport('xlsx')} loading={pending} title={`${rows}, as an Excel file`}>
        {pending ? null : <Download className="size-4" aria-hidden="true" />}
        Export .xlsx
      </Button>
      <Button variant="outline" onClick={() => onExport('csv')} disabled={pending} aria-label="Export .csv" title={`${rows}, as a CSV file`}>
        .csv
      </Button>
    </div>
  );
}
