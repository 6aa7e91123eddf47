import * as XLSX from '@e965/xlsx';
import { IMPORT_MESSAGES as M, type SheetFormat } from '@lbo/contracts/master-data';
import { AppError } from '../app-error';

export interface SheetRow {
  /** 1-based row number as the spreadsheet shows it. */
  rowNumber: number;
  cells: unknown[];
}

/** How much of the file's rows has been read: bytes of the sheet (unpacked), or of the file. */
export interface ReadPosition {
  done: number;
  total: number;
}

/** What a reader may spend on one upload, whatever the file claims about itself. */
export interface ReadLimits {
  /** Bytes inflated from an .xlsx in all, counted as they come out (declared sizes are not trusted). */
  maxInflatedBytes: number;
  /** Of those, the shared strings, which stay in memory while the sheet streams. */
  maxSharedStringsBytes: number;
  /** Cells in one row: far past the widest template, so a line of a million commas stops early. */
  maxColumns: number;
  /** Characters in one cell (a spreadsheet program's own limit). */
  maxCellChars: number;
  /** An .xls is read whole (the old binary format has no streaming reader): at most this size. */
  maxXlsBytes: number;
}

/** Limits for the master-data imports' 5 MB uploads; other readers scale the byte limits. */
export const DEFAULT_READ_LIMITS: ReadLimits = {
  maxInflatedBytes: 160 * 1024 * 1024,
  maxSharedStringsBytes: 48 * 1024 * 1024,
  maxColumns: 256,
  maxCellChars: 32_767,
  maxXlsBytes: 5 * 1024 * 1024,
};

export type WorkbookProblem = 'unreadable' | 'noSheet' | 'tooLargeUnpacked' | 'tooManyColumns' | 'cellTooLong' | 'xlsTooLarge';

/** Thrown for a file that is not a readable workbook, or one past a limit; the caller answers 400. */
export class WorkbookError extends Error {
  constructor(readonly reason: WorkbookProblem) {
    super(reason);
  }
}

/** The 400 a reader's refusal becomes. */
export function workbookMessage(problem: WorkbookProblem, limits: ReadLimits): string {
  switch (problem) {
    case 'unreadable':
      return M.unreadable;
    case 'noSheet':
      return M.noSheet;
    case 'tooLargeUnpacked':
      return M.tooLargeUnpacked;
    case 'tooManyColumns':
      return M.tooManyColumns(limits.maxColumns);
    case 'cellTooLong':
      return M.cellTooLong(limits.maxCellChars);
    case 'xlsTooLarge':
      return M.xlsTooLarge(limits.maxXlsBytes);
  }
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Bytes of the file's head that `detectFormat` needs. */
export const SIGNATURE_BYTES = OLE2_SIGNATURE.length;

const extensionOf = (filename: string) => /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';

/**
 * What the upload really is, judged by its first bytes: SheetJS reads any text as a sheet, so
 * the signature is checked before anything is parsed. The name's extension must be one of the
 * allowed ones and agree with the content. The readers check the rest (text encoding, sizes).
 */
export function detectFormat(filename: string, head: Buffer, allowed: readonly SheetFormat[]): SheetFormat {
  const typeMessage = allowed.includes('csv') ? M.excelCsvTypeInvalid : M.excelTypeInvalid;
  const extension = extensionOf(filename);
  if (!allowed.includes(extension as SheetFormat)) throw AppError.badRequest(typeMessage);
  if (head.length === 0) throw AppError.badRequest(M.emptyFile);
  if (extension === 'csv') return 'csv';
  if (startsWith(head, ZIP_SIGNATURE)) return 'xlsx';
  if (startsWith(head, OLE2_SIGNATURE)) return 'xls';
  throw AppError.badRequest(M.notExcel);
}

/** Every sheet of an .xls, rows as arrays (header and blank rows included), at most `maxRows` a sheet. */
export function readXlsSheets(bytes: Buffer, limits: ReadLimits, options: { dates?: boolean; maxRows: number }): Map<string, SheetRow[]> {
  if (bytes.length > limits.maxXlsBytes) throw new WorkbookError('xlsTooLarge');
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      sheetRows: options.maxRows + 2,
      cellDates: options.dates === true,
      cellText: false,
      cellNF: false,
      cellHTML: false,
      cellFormula: false,
      cellStyles: false,
    });
  } catch {
    throw new WorkbookError('unreadable');
  }
  const sheets = new Map<string, SheetRow[]>();
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name]!;
    const firstRow = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r : 0;
    const all = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
    const rows: SheetRow[] = [];
    for (let i = 0; i < all.length; i++) {
      const cells = all[i] ?? [];
      if (cells.length > limits.maxColumns && cells.slice(limits.maxColumns).some((c) => !isBlank(c))) throw new WorkbookError('tooManyColumns');
      rows.push({ rowNumber: firstRow + i + 1, cells: cells.slice(0, limits.maxColumns) });
    }
    sheets.set(name, rows);
  }
  return sheets;
}

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function startsWith(bytes: Buffer, signature: Buffer): boolean {
  return bytes.length >= signature.length && bytes.subarray(0, signature.length).equals(signature);
}
