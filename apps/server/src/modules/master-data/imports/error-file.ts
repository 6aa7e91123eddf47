import * as XLSX from '@e965/xlsx';
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
export function buildErrorFile(header: string[], rejected: RejectedRow[], format: SheetFormat): { bytes: Buffer; extension: 'xlsx' | 'csv' } {
  const oldReason = header.findIndex((h) => h.trim().toLowerCase() === 'reason');
  const keep = header.map((_, index) => index).filter((index) => index !== oldReason);
  const rows: unknown[][] = [[...keep.map((i) => header[i]), 'reason']];
  for (const row of [...rejected].sort((a, b) => a.rowNumber - b.rowNumber)) {
    rows.push([...keep.map((i) => row.cells[i] ?? null), row.reason]);
  }
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  if (format === 'csv') return { bytes: Buffer.from(XLSX.utils.sheet_to_csv(sheet), 'utf8'), extension: 'csv' };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Errors');
  return { bytes: XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer, extension: 'xlsx' };
}
