import { PassThrough } from 'node:stream';
import { inertText } from './inert-text';
import { XlsxStreamWriter, type SheetLayout } from './xlsx-writer';

export { inertText, looksLikeFormula } from './inert-text';

/** A cell the app writes: ₹ as numbers, instants as Dates, flags as booleans. */
export type SheetCell = string | number | boolean | Date | null | undefined;

const IST_OFFSET_MS = 330 * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as India's wall clock: "2026-11-24 19:35", the form spreadsheets parse as a date. */
export function istText(date: Date): string {
  const d = new Date(date.getTime() + IST_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** One CSV field, quoted where it must be, formulas made inert. */
export function csvField(value: SheetCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? istText(value) : '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = inertText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly SheetCell[]) => `${cells.map(csvField).join(',')}\r\n`;

/** A whole CSV file: UTF-8 with a byte-order mark, so spreadsheet programs read ₹ and Hindi names right. */
export function csvBytes(rows: readonly (readonly SheetCell[])[]): Buffer {
  return Buffer.from(`\uFEFF${rows.map(csvLine).join('')}`, 'utf8');
}

export interface SheetContent {
  name: string;
  rows: readonly (readonly SheetCell[])[];
  /** Widths, a frozen header, drop-downs. */
  layout?: SheetLayout;
  /** Rows (0-based) written bold: headers. */
  boldRows?: readonly number[];
}

/** A small workbook (templates, error files) as bytes, written by the same writer as the large exports. */
export async function workbookBytes(sheets: readonly SheetContent[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const book = new XlsxStreamWriter(out);
  for (const sheet of sheets) {
    await book.startSheet(sheet.name, sheet.layout);
    const bold = new Set(sheet.boldRows);
    for (const [index, row] of sheet.rows.entries()) await book.row(row, bold.has(index) ? row.map(() => 'header') : []);
  }
  await book.finish();
  await ended;
  return Buffer.concat(chunks);
}
