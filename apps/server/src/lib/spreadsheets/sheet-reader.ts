import { open, readFile } from 'node:fs/promises';
import { IMPORT_MESSAGES as M, type SheetFormat } from '@lbo/contracts/master-data';
import { AppError } from '../app-error';
import { NotTextError, readCsvRows } from './csv-reader';
import {
  DEFAULT_READ_LIMITS,
  SIGNATURE_BYTES,
  WorkbookError,
  detectFormat,
  isBlank,
  readXlsSheets,
  workbookMessage,
  type ReadLimits,
  type ReadPosition,
  type SheetRow,
} from './sheet-format';
import { openXlsx } from './xlsx-reader';

/** An uploaded workbook on disk, open for reading sheet by sheet. */
export interface OpenedWorkbook {
  format: SheetFormat;
  /** Sheet names in the workbook's order; a .csv has one, `Sheet1`. */
  sheetNames: string[];
  /** A sheet's rows (header and blank rows included), streamed; refusals come as 400s. */
  rows(sheetName: string): AsyncGenerator<SheetRow>;
  /** How much of the sheet being read has been read, 0 to 1. */
  fraction(): number;
  close(): void;
}

export interface ReadOptions {
  limits?: ReadLimits;
  /** Date-formatted cells as Dates (the bulk file's dates); otherwise their serial numbers. */
  dates?: boolean;
  /** Rows a sheet may have: the .xls reader stops a little past it. */
  maxRows: number;
}

/** Turns the readers' own refusals into the 400s users see. */
async function* answered(rows: AsyncGenerator<SheetRow>, limits: ReadLimits): AsyncGenerator<SheetRow> {
  try {
    yield* rows;
  } catch (error) {
    if (error instanceof NotTextError) throw AppError.badRequest(M.notCsv);
    if (error instanceof WorkbookError) throw AppError.badRequest(workbookMessage(error.reason, limits));
    throw error;
  }
}

const CSV_SHEET = 'Sheet1';

/**
 * The one way the app reads a spreadsheet: format judged by the file's first bytes and its name,
 * .xlsx and .csv streamed from disk with every inflated byte counted (`xlsx-reader.ts`), rows
 * and cells bounded, .xls (no streaming reader exists) only up to a small size.
 */
export async function openWorkbook(
  path: string,
  filename: string,
  size: number,
  allowed: readonly SheetFormat[],
  options: ReadOptions,
): Promise<OpenedWorkbook> {
  const limits = options.limits ?? DEFAULT_READ_LIMITS;
  const head = Buffer.alloc(Math.min(SIGNATURE_BYTES, size));
  const handle = await open(path, 'r');
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  const format = detectFormat(filename, head, allowed);
  const read: ReadPosition = { done: 0, total: size };
  const fraction = () => (read.total > 0 ? Math.min(1, read.done / read.total) : 1);
  try {
    if (format === 'csv') {
      return {
        format,
        sheetNames: [CSV_SHEET],
        rows: () => answered(readCsvRows(path, read, limits), limits),
        fraction,
        close: () => undefined,
      };
    }
    if (format === 'xlsx') {
      const book = await openXlsx(path, limits, { dates: options.dates });
      return {
        format,
        sheetNames: book.sheetNames,
        rows: (name) => {
          read.done = 0;
          return answered(book.rows(name, read), limits);
        },
        fraction,
        close: () => book.close(),
      };
    }
    if (size > limits.maxXlsBytes) throw new WorkbookError('xlsTooLarge');
    const sheets = readXlsSheets(await readFile(path), limits, { dates: options.dates, maxRows: options.maxRows });
    read.done = read.total;
    return {
      format,
      sheetNames: [...sheets.keys()],
      rows: async function* (name) {
        yield* sheets.get(name) ?? [];
      },
      fraction,
      close: () => sheets.clear(),
    };
  } catch (error) {
    if (error instanceof WorkbookError) throw AppError.badRequest(workbookMessage(error.reason, limits));
    throw error;
  }
}

export interface SheetStream {
  format: SheetFormat;
  /** The first non-blank row, trimmed. */
  header: string[];
  /** The data rows after the header, blank ones skipped; more than `maxRows` is a 400. */
  rows: AsyncGenerator<SheetRow>;
  /** How much of the file has been read, 0 to 1. */
  fraction(): number;
  /** Closes the file (also done once the rows run out). */
  close(): void;
}

/** A sheet's header (its first non-blank row) and the data rows that follow. */
export async function headedRows(book: OpenedWorkbook, sheetName: string, maxRows: number, tooManyRows: string): Promise<SheetStream | null> {
  const rows = book.rows(sheetName);
  for (;;) {
    const next = await rows.next();
    if (next.done) return null;
    if (next.value.cells.every(isBlank)) continue;
    const header = next.value.cells.map((c) => (isBlank(c) ? '' : String(c).trim()));
    return { format: book.format, header, rows: dataRows(rows, maxRows, tooManyRows), fraction: book.fraction, close: () => book.close() };
  }
}

async function* dataRows(rest: AsyncGenerator<SheetRow>, maxRows: number, tooManyRows: string): AsyncGenerator<SheetRow> {
  let count = 0;
  try {
    for await (const row of rest) {
      if (row.cells.every(isBlank)) continue;
      if (++count > maxRows) throw AppError.badRequest(tooManyRows);
      yield row;
    }
  } finally {
    await rest.return(undefined);
  }
}

/** Opens an upload's first sheet: its header read, its rows to follow (the master-data imports). */
export async function openSheetStream(
  path: string,
  filename: string,
  size: number,
  allowed: readonly SheetFormat[],
  options: { maxRows: number; limits?: ReadLimits },
): Promise<SheetStream> {
  const book = await openWorkbook(path, filename, size, allowed, options);
  try {
    const sheet = await headedRows(book, book.sheetNames[0]!, options.maxRows, M.tooManyRows);
    if (!sheet) throw AppError.badRequest(M.noHeader);
    return sheet;
  } catch (error) {
    book.close();
    throw error;
  }
}
