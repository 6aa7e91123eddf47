import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import type { UploadOnDisk } from '../src/lib/spreadsheets';

/** A workbook of one sheet holding these rows, as .xlsx, .xls (BIFF8) or .csv bytes. */
export function sheetBytes(rows: unknown[][], bookType: 'xlsx' | 'biff8' | 'csv' = 'xlsx'): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  if (bookType === 'csv') return Buffer.from(XLSX.utils.sheet_to_csv(sheet), 'utf8');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType, compression: bookType === 'xlsx' }) as Buffer;
}

/** The first sheet's rows (header first) of .xlsx/.xls/.csv bytes. */
export function readRows(bytes: Buffer, csv = false): unknown[][] {
  // The app's CSV files start with a byte-order mark (so spreadsheet programs read UTF-8).
  const book = csv ? XLSX.read(bytes.toString('utf8').replace(/^\uFEFF/, ''), { type: 'string', raw: true }) : XLSX.read(bytes, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true, defval: null, blankrows: false });
}

/** The lines of an exported CSV: the byte-order mark taken off the front, split at its CRLF line ends. */
export const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

/** Bytes written to a temporary file, as an upload the readers take (`receiveUploadToDisk` gives these). */
export async function uploadOnDisk(filename: string, bytes: Buffer | string): Promise<UploadOnDisk> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lbo-test-upload-'));
  const file = path.join(dir, 'upload');
  writeFileSync(file, bytes);
  return { filename, path: file, size: Buffer.byteLength(bytes), fields: {}, dispose: () => rm(dir, { recursive: true, force: true }) };
}
