import * as XLSX from '@e965/xlsx';
import { APPLICANTS_SHEET, BULK_LIMITS, BULK_MESSAGES, LOANS_SHEET } from '@lbo/contracts/bulk-evaluation';
import { IMPORT_MESSAGES } from '@lbo/contracts/master-data';
import { AppError } from '../../lib/app-error';
import { isBlank } from '../master-data';

export interface FileRow {
  /** 1-based, as the spreadsheet shows it. */
  rowNumber: number;
  cells: unknown[];
}

export interface FileSheet {
  name: string;
  header: string[];
  rows: FileRow[];
}

export interface BulkFile {
  applicants: FileSheet;
  /** Absent in a .csv file and in a workbook without the sheet. */
  loans: FileSheet | null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function readRows(sheet: XLSX.WorkSheet, name: string, maxRows: number): FileSheet | null {
  const firstRow = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r : 0;
  const all = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  let header: string[] | null = null;
  const rows: FileRow[] = [];
  for (let i = 0; i < all.length; i++) {
    const cells = all[i] ?? [];
    if (cells.every(isBlank)) continue;
    if (!header) {
      header = cells.map((c) => (isBlank(c) ? '' : String(c).trim()));
      continue;
    }
    rows.push({ rowNumber: firstRow + i + 1, cells });
    if (rows.length > maxRows) break;
  }
  return header ? { name, header, rows } : null;
}

/**
 * The Applicants sheet (by name, else the first sheet) and the Existing loans sheet of an
 * upload whose format `detectFormat` has established.
 */
export function readBulkFile(bytes: Buffer, format: 'xlsx' | 'xls' | 'csv'): BulkFile {
  // Reading stops a little past the limit, so a huge sheet costs no more than a full one.
  const sheetRows = BULK_LIMITS.maxRows * 2 + 2;
  let book: XLSX.WorkBook;
  try {
    book =
      format === 'csv'
        ? XLSX.read(stripBom(bytes.toString('utf8')), { type: 'string', raw: true, dense: true, sheetRows })
        : XLSX.read(bytes, {
            type: 'buffer',
            dense: true,
            sheetRows,
            cellDates: true,
            cellText: false,
            cellNF: false,
            cellHTML: false,
            cellFormula: false,
            cellStyles: false,
          });
  } catch {
    throw AppError.badRequest(IMPORT_MESSAGES.unreadable);
  }
  const applicantsName = book.SheetNames.find((n) => sameName(n, APPLICANTS_SHEET)) ?? book.SheetNames[0];
  const applicants = applicantsName ? readRows(book.Sheets[applicantsName]!, applicantsName, BULK_LIMITS.maxRows) : null;
  if (!applicants || applicants.rows.length === 0) throw AppError.badRequest(BULK_MESSAGES.noRows);
  if (applicants.rows.length > BULK_LIMITS.maxRows) throw AppError.badRequest(BULK_MESSAGES.tooManyRows);
  const loansName = format === 'csv' ? undefined : book.SheetNames.find((n) => sameName(n, LOANS_SHEET));
  const loans = loansName ? readRows(book.Sheets[loansName]!, loansName, BULK_LIMITS.maxRows * BULK_LIMITS.maxLoansPerRow) : null;
  return { applicants, loans };
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
