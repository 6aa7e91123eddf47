import { csvBytes, workbookBytes, type SheetCell } from '../../../lib/spreadsheets';
import type { SheetFormat } from '@lbo/contracts/master-data';

export interface RejectedRow {
  rowNumber: number;
  cells: unknown[];
  reason: string;
}

/**
 * The rejected rows with their original columns plus `reason`, in the
 * upload's own family (.xlsx for spreadsheets, .csv for csv). A `reason`
 * column already in the file (a corrected error file uploaded again) is
 * replaced rather than repeated.
 */
export async function buildErrorFile(header: string[], rejected: RejectedRow[], format: SheetFormat): Promise<{ bytes: Buffer; extension: 'xlsx' | 'csv' }> {
  const oldReason = header.findIndex((h) => h.trim().toLowerCase() === 'reason');
  const keep = header.map((_, index) => index).filter((index) => index !== oldReason);
  const rows: SheetCell[][] = [[...keep.map((i) => header[i]), 'reason']];
  for (const row of [...rejected].sort((a, b) => a.rowNumber - b.rowNumber)) {
    rows.push([...keep.map((i) => asCell(row.cells[i])), row.reason]);
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
