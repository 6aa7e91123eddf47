import { csvBytes, workbookBytes, type SheetCell } from '../../../lib/spreadsheets';
import type { SheetFormat } from '@lbo/contracts/master-data';

export interface RejectedRow {
  rowNumber: number;
  cells: unknown[];
  reason: string;
}

/** The error file's first column: each row's number as the spreadsheet shows it (header on row 1, first data row 2). */
const ROW_COLUMN = 'Row';

/**
 * The rejected rows, each with its row number in the upload, its original columns and `reason`,
 * in the upload's own family (.xlsx for spreadsheets, .csv for csv). A `Row` or `reason` column
 * already in the file (a corrected error file uploaded again) is replaced rather than repeated.
 */
export async function buildErrorFile(header: string[], rejected: RejectedRow[], format: SheetFormat): Promise<{ bytes: Buffer; extension: 'xlsx' | 'csv' }> {
  const ours = new Set([ROW_COLUMN.toLowerCase(), 'reason']);
  const keep = header
    .map((_, index) => index)
    .filter(
      (index) =>
        !ours.has(
          String(header[index] ?? '')
            .trim()
            .toLowerCase(),
        ),
    );
  const rows: SheetCell[][] = [[ROW_COLUMN, ...keep.map((i) => header[i]), 'reason']];
  for (const row of [...rejected].sort((a, b) => a.rowNumber - b.rowNumber)) {
    rows.push([row.rowNumber, ...keep.map((i) => asCell(row.cells[i])), row.reason]);
  }
  if (format === 'csv') return { bytes: csvBytes(rows), extension: 'csv' };
  return { bytes: await workbookBytes([{ name: 'Errors', rows }]), extension: 'xlsx' };
}

/** A cell as read back out: what the reader gave, or its text. */
function asCell(value: unknown): SheetCell {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date)
    return value;
  return String(value);
}
