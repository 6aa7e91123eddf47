import { APPLICANTS_SHEET, BULK_LIMITS, BULK_MESSAGES, LOANS_SHEET } from '@lbo/contracts/bulk-evaluation';
import { AppError } from '../../lib/app-error';
import { timeSlices } from '../../lib/time-slices';
import { DEFAULT_READ_LIMITS, headedRows, openWorkbook, type OpenedWorkbook, type ReadLimits, type UploadOnDisk } from '../../lib/spreadsheets';

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

/**
 * A 25 MB upload: room for 50,000 applicants and their loans once unpacked, and no more. An .xls
 * is read whole (no streaming reader exists for it), so it stays at the master-data imports' size.
 */
const BULK_READ_LIMITS: ReadLimits = { ...DEFAULT_READ_LIMITS, maxInflatedBytes: 400 * 1024 * 1024 };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function readSheet(book: OpenedWorkbook, name: string, maxRows: number, tooMany: string): Promise<FileSheet | null> {
  const sheet = await headedRows(book, name, maxRows, tooMany);
  if (!sheet) return null;
  const rows: FileRow[] = [];
  // The reader's chunks resolve without giving the thread back: other users' requests go between slices.
  const slices = timeSlices();
  for await (const row of sheet.rows) {
    rows.push(row);
    if (slices.spent()) await slices.yield();
  }
  return { name, header: sheet.header, rows };
}

/**
 * The Applicants sheet (by name, else the first sheet) and the Existing loans sheet of an upload
 * on disk, streamed through the one spreadsheet reader: memory grows with the rows kept (at most
 * the applicant limit), not with the file or what it claims to unpack to.
 */
export async function readBulkFile(file: UploadOnDisk): Promise<BulkFile> {
  const book = await openWorkbook(file.path, file.filename, file.size, ['xlsx', 'xls', 'csv'], {
    limits: BULK_READ_LIMITS,
    dates: true,
    maxRows: BULK_LIMITS.maxRows * BULK_LIMITS.maxLoansPerRow,
  });
  try {
    const applicantsName = book.sheetNames.find((n) => sameName(n, APPLICANTS_SHEET)) ?? book.sheetNames[0]!;
    const applicants = await readSheet(book, applicantsName, BULK_LIMITS.maxRows, BULK_MESSAGES.tooManyRows);
    if (!applicants || applicants.rows.length === 0) throw AppError.badRequest(BULK_MESSAGES.noRows);
    const loansName = book.format === 'csv' ? undefined : book.sheetNames.find((n) => sameName(n, LOANS_SHEET));
    const maxLoans = BULK_LIMITS.maxRows * BULK_LIMITS.maxLoansPerRow;
    const loans = loansName ? await readSheet(book, loansName, maxLoans, BULK_MESSAGES.tooManyLoans(maxLoans)) : null;
    return { applicants, loans };
  } finally {
    book.close();
  }
}
