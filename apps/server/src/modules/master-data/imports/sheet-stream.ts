import { open, readFile } from 'node:fs/promises';
import { IMPORT_MESSAGES as M, MASTER_LIMITS, type SheetFormat } from '@lbo/contracts/master-data';
import { AppError } from '../../../lib/app-error';
import { NotTextError, readCsvRows } from './csv-reader';
import { MAX_UNPACKED_BYTES, detectFormat, isBlank, readSheet, type SheetRow } from './spreadsheet';
import { WorkbookError, readXlsxRows, type ReadPosition } from './xlsx-reader';

const HEAD_BYTES = 8;

export interface SheetStream {
  format: SheetFormat;
  /** The first non-blank row, trimmed. */
  header: string[];
  /** The data rows after the header, blank ones skipped; more than the row limit is a 400. */
  rows: AsyncGenerator<SheetRow>;
  /** How much of the file has been read, 0 to 1. */
  fraction(): number;
}

const WORKBOOK_MESSAGES = { unreadable: M.unreadable, noSheet: M.noSheet, tooLargeUnpacked: M.tooLargeUnpacked } as const;

async function* rowsOf(path: string, format: SheetFormat, read: ReadPosition): AsyncGenerator<SheetRow> {
  try {
    if (format === 'csv') yield* readCsvRows(path, read);
    else if (format === 'xlsx') yield* readXlsxRows(path, MAX_UNPACKED_BYTES, read);
    // The old binary format has no streaming reader; its files are small (the upload limit) and rare.
    else {
      const sheet = readSheet(await readFile(path), format);
      read.done = read.total;
      yield { rowNumber: 0, cells: sheet.header };
      yield* sheet.rows;
    }
  } catch (error) {
    if (error instanceof NotTextError) throw AppError.badRequest(M.notCsv);
    if (error instanceof WorkbookError) throw AppError.badRequest(WORKBOOK_MESSAGES[error.reason]);
    throw error;
  }
}

async function* dataRows(rest: AsyncGenerator<SheetRow>): AsyncGenerator<SheetRow> {
  let count = 0;
  for await (const row of rest) {
    if (row.cells.every(isBlank)) continue;
    if (++count > MASTER_LIMITS.importMaxRows) throw AppError.badRequest(M.tooManyRows);
    yield row;
  }
}

/**
 * Opens an uploaded sheet on disk: its format judged by its first bytes and
 * its name (as `detectFormat` does), its header read, its rows to follow.
 */
export async function openSheetStream(path: string, filename: string, size: number, allowed: readonly SheetFormat[]): Promise<SheetStream> {
  const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
  const handle = await open(path, 'r');
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  const format = detectFormat(filename, head, allowed, { streamed: true });
  const read: ReadPosition = { done: 0, total: size };
  const rows = rowsOf(path, format, read);
  for (;;) {
    const next = await rows.next();
    if (next.done) throw AppError.badRequest(M.noHeader);
    if (next.value.cells.every(isBlank)) continue;
    const header = next.value.cells.map((c) => (isBlank(c) ? '' : String(c).trim()));
    return { format, header, rows: dataRows(rows), fraction: () => (read.total > 0 ? Math.min(1, read.done / read.total) : 1) };
  }
}
