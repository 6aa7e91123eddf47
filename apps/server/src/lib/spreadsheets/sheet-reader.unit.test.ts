import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { commaLineCsv, longTextXlsx, sizeLyingXlsx, zipOf } from '../../../test/hostile-files';
import { readCsvRows } from './csv-reader';
import { DEFAULT_READ_LIMITS, WorkbookError, type SheetRow } from './sheet-format';
import { openWorkbook } from './sheet-reader';
import { InflatedCounter, openXlsx } from './xlsx-reader';

const dir = mkdtempSync(path.join(tmpdir(), 'lbo-reader-'));
let counter = 0;
function onDisk(bytes: Buffer | string, ext = 'xlsx') {
  const file = path.join(dir, `f${++counter}.${ext}`);
  writeFileSync(file, bytes);
  return file;
}

async function drain(rows: AsyncGenerator<SheetRow>): Promise<SheetRow[]> {
  const out: SheetRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    return error instanceof WorkbookError ? error.reason : (error as Error).message;
  }
  return 'read';
}

describe('the streaming CSV reader', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF and a BOM', async () => {
    const file = onDisk('\uFEFFname,note\r\n"Acme, Ltd","said ""hi""\nthen left"\r\nPlain,\r\n\r\nLast,x', 'csv');
    expect(await drain(readCsvRows(file, { done: 0, total: 0 }, DEFAULT_READ_LIMITS))).toEqual([
      { rowNumber: 1, cells: ['name', 'note'] },
      { rowNumber: 2, cells: ['Acme, Ltd', 'said "hi"\nthen left'] },
      { rowNumber: 3, cells: ['Plain', null] },
      { rowNumber: 4, cells: [null] },
      { rowNumber: 5, cells: ['Last', 'x'] },
    ]);
  });

  it('stops a line of millions of cells at the column limit, having read one chunk', async () => {
    const file = onDisk(commaLineCsv(24), 'csv');
    const read = { done: 0, total: 0 };
    expect(await refusal(drain(readCsvRows(file, read, DEFAULT_READ_LIMITS)))).toBe('tooManyColumns');
    expect(read.done).toBeLessThanOrEqual(64 * 1024);
  });

  it('stops a cell longer than a spreadsheet cell can be', async () => {
    const file = onDisk(`a,b\n${'y'.repeat(200_000)},1\n`, 'csv');
    expect(await refusal(drain(readCsvRows(file, { done: 0, total: 0 }, DEFAULT_READ_LIMITS)))).toBe('cellTooLong');
  });
});

describe('the .xlsx reader', () => {
  it('reads every sheet by name, shared strings and numbers as they are', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['ref', 'salary'],
        ['A-1', 50000],
      ]),
      'Applicants',
    );
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['ref', 'emi'],
        ['A-1', 1200.5],
      ]),
      'Existing loans',
    );
    const file = onDisk(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    const opened = await openXlsx(file, DEFAULT_READ_LIMITS);
    expect(opened.sheetNames).toEqual(['Applicants', 'Existing loans']);
    expect((await drain(opened.rows('Existing loans', { done: 0, total: 0 }))).map((r) => r.cells)).toEqual([
      ['ref', 'emi'],
      ['A-1', 1200.5],
    ]);
    expect((await drain(opened.rows('Applicants', { done: 0, total: 0 }))).map((r) => r.cells)).toEqual([
      ['ref', 'salary'],
      ['A-1', 50000],
    ]);
    opened.close();
  });

  it('gives date-formatted cells as dates when asked', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([['evaluation_date'], [new Date(2026, 10, 25)]], { cellDates: true, dateNF: 'yyyy-mm-dd' });
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Applicants');
    const file = onDisk(XLSX.write(book, { type: 'buffer', bookType: 'xlsx', cellDates: false }) as Buffer);
    const opened = await openXlsx(file, DEFAULT_READ_LIMITS, { dates: true });
    const [, row] = await drain(opened.rows('Applicants', { done: 0, total: 0 }));
    opened.close();
    const value = row!.cells[0] as Date;
    expect(value).toBeInstanceOf(Date);
    expect([value.getFullYear(), value.getMonth(), value.getDate()]).toEqual([2026, 10, 25]);
  });

  it('counts the bytes it really inflates: a sheet that declares 0 bytes stops at once', async () => {
    const file = onDisk(sizeLyingXlsx(20));
    const opened = await openXlsx(file, DEFAULT_READ_LIMITS);
    const read = { done: 0, total: 0 };
    expect(await refusal(drain(opened.rows('Applicants', read)))).toBe('tooLargeUnpacked');
    expect(read.done).toBeLessThanOrEqual(64 * 1024);
    opened.close();
  });

  it('stops at the total limit even when every entry declares its size truly', async () => {
    const file = onDisk(sizeLyingXlsx(10, 10 * 1024 * 1024)); // declared about as large as it is: the directory check
    expect(await refusal(openXlsx(file, { ...DEFAULT_READ_LIMITS, maxInflatedBytes: 8 * 1024 * 1024 }))).toBe('tooLargeUnpacked');
  });

  it('the inflated-byte counter refuses the first byte past its limit', () => {
    const counted = new InflatedCounter(1000);
    counted.add(999);
    counted.add(1);
    expect(() => counted.add(1)).toThrow(WorkbookError);
    expect(counted.bytes).toBe(1001);
  });

  it('refuses a run of text longer than any cell before the parser holds it', async () => {
    const file = onDisk(longTextXlsx(8));
    const opened = await openXlsx(file, DEFAULT_READ_LIMITS);
    expect(await refusal(drain(opened.rows('Applicants', { done: 0, total: 0 })))).toBe('cellTooLong');
    opened.close();
  });

  it('refuses a file that is not a ZIP, and a ZIP without a sheet', async () => {
    expect(await refusal(openXlsx(onDisk('PK\u0003\u0004 not really'), DEFAULT_READ_LIMITS))).toBe('unreadable');
    expect(await refusal(openXlsx(onDisk(zipOf([{ name: 'hello.txt', data: Buffer.from('hi') }])), DEFAULT_READ_LIMITS))).toBe('noSheet');
  });
});

describe('openWorkbook', () => {
  it('answers a refusal as a 400 with a message a user can act on', async () => {
    const file = onDisk(commaLineCsv(1), 'csv');
    const book = await openWorkbook(file, 'applicants.csv', 1024 * 1024, ['csv'], { maxRows: 10 });
    await expect(drain(book.rows(book.sheetNames[0]!))).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('more than 256 columns') });
  });

  it('refuses an .xls above its size before reading it', async () => {
    const bytes = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(6 * 1024 * 1024)]);
    const file = onDisk(bytes, 'xls');
    await expect(openWorkbook(file, 'a.xls', bytes.length, ['xls'], { maxRows: 10 })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('Save it as .xlsx or .csv'),
    });
  });
});
