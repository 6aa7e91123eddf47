import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@lbo/contracts/common';
import { XlsxStreamWriter } from './spreadsheets/xlsx-writer';
import { csvField, istText, type SheetCell } from './spreadsheets/sheet-writer';
import type { CellStyle } from './spreadsheets/xlsx-styles';

export { csvField, istText };

type ExportCell = SheetCell;

/** One column of an exported list: its heading and the cell of a row (₹ as numbers, instants as Dates). */
export interface ExportColumn<Row> {
  header: string;
  value(row: Row): ExportCell;
  /** How the .xlsx shows the number: ₹ in lakhs and crores, percent, whole number (the value stays a number). */
  style?: CellStyle;
  /** The .xlsx column's width in characters; by default as wide as its heading. */
  width?: number;
}

/** A column as wide as its heading, within reason, unless it says. */
const widthOf = (column: ExportColumn<unknown>) => column.width ?? Math.min(40, Math.max(10, column.header.length + 2));

export interface TableExport<Row> {
  /** 'banks' → banks-2026-11-24.xlsx */
  name: string;
  sheet: string;
  columns: readonly ExportColumn<Row>[];
  /** The rows in the list's order, a page at a time, so a large table never sits in memory whole. */
  pages: AsyncIterable<readonly Row[]>;
}

/** Rows an export writes at most; a larger set is narrowed by the list's filters. */
const EXPORT_MAX_ROWS = 1_000_000;
const IST_OFFSET_MS = 330 * 60_000;

/** Pages of `size` rows from `fetch(page)` (1-based) until one comes back short. */
export async function* pagesOf<Row>(fetch: (page: number, size: number) => Promise<readonly Row[]>, size = 2_000): AsyncGenerator<readonly Row[]> {
  for (let page = 1, seen = 0; seen < EXPORT_MAX_ROWS; page++) {
    const rows = await fetch(page, size);
    if (rows.length > 0) yield rows;
    seen += rows.length;
    if (rows.length < size) return;
  }
}

async function writeCsv<Row>(out: Writable, table: TableExport<Row>, first: IteratorResult<readonly Row[]>, rest: AsyncIterator<readonly Row[]>) {
  const write = (text: string) => (out.write(text) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve())));
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (₹, Hindi names).
  await write(`\uFEFF${table.columns.map((c) => csvField(c.header)).join(',')}\r\n`);
  for (let page = first; !page.done; page = await rest.next()) {
    let chunk = '';
    for (const row of page.value) chunk += `${table.columns.map((c) => csvField(c.value(row))).join(',')}\r\n`;
    await write(chunk);
  }
  out.end();
}

async function writeXlsx<Row>(out: Writable, table: TableExport<Row>, first: IteratorResult<readonly Row[]>, rest: AsyncIterator<readonly Row[]>) {
  const book = new XlsxStreamWriter(out);
  // Like the bulk result: a bold header row, frozen and filterable, columns sized.
  await book.startSheet(table.sheet, { widths: table.columns.map(widthOf), header: true });
  await book.row(
    table.columns.map((c) => c.header),
    table.columns.map(() => 'header'),
  );
  const styles = table.columns.map((c) => c.style);
  for (let page = first; !page.done; page = await rest.next()) {
    for (const row of page.value) {
      // Date cells carry their wall clock: shift instants to India's so the sheet shows IST.
      await book.row(
        table.columns.map((c) => {
          const value = c.value(row);
          return value instanceof Date ? new Date(value.getTime() + IST_OFFSET_MS) : value;
        }),
        styles,
      );
    }
  }
  await book.finish();
}

/**
 * Streams a list as .xlsx or .csv. The first page is read before the answer starts, so a failing
 * query still answers with an error rather than a cut file; later failures end the download.
 */
export async function sendTableExport<Row>(reply: FastifyReply, format: ExportFormat, table: TableExport<Row>) {
  const pages = table.pages[Symbol.asyncIterator]();
  const first = await pages.next();
  const out = new PassThrough();
  const write = format === 'csv' ? writeCsv : writeXlsx;
  write(out, table, first, pages).catch((error: unknown) => {
    reply.log.error({ err: error }, `export of ${table.name} failed`);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  reply.header('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  reply.header('Content-Disposition', `attachment; filename="${table.name}-${istText(new Date()).slice(0, 10)}.${format}"`);
  return reply.send(out);
}
