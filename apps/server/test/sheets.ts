import * as XLSX from '@e965/xlsx';

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
  const book = csv ? XLSX.read(bytes.toString('utf8'), { type: 'string', raw: true }) : XLSX.read(bytes, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true, defval: null, blankrows: false });
}
