import { saveFile } from './save-file';

export type CsvCell = string | number | null | undefined;

/** One CSV field; text a spreadsheet would run as a formula is prefixed with an apostrophe. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A table as CSV text (UTF-8 with a byte-order mark, so spreadsheet programs read ₹ and names right). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Hands a table already on screen to the browser as a .csv download. */
export function downloadCsv(filename: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): void {
  saveFile(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), filename);
}
