import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { columnName, escapeXml, XlsxStreamWriter } from './xlsx-writer';

async function collect(write: (w: XlsxStreamWriter) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => out.on('end', r));
  await write(new XlsxStreamWriter(out));
  await ended;
  return Buffer.concat(chunks);
}

describe('XlsxStreamWriter', () => {
  it('writes sheets a spreadsheet reader reads back cell for cell', async () => {
    const bytes = await collect(async (w) => {
      await w.startSheet('Applicants');
      await w.row(['Row', 'Name', 'Amount', 'Eligible']);
      await w.row([2, 'Asha <Verma> & "Co"', 500000.5, true]);
      await w.row([3, null, 0, false]);
      await w.startSheet('Pairs');
      for (let i = 0; i < 20_000; i++) await w.row([i, `Bank ${i % 7}`, 'NOT_ELIGIBLE']);
      await w.finish();
    });
    const book = XLSX.read(bytes);
    expect(book.SheetNames).toEqual(['Applicants', 'Pairs']);
    expect(XLSX.utils.sheet_to_json(book.Sheets.Applicants!, { header: 1 })).toEqual([
      ['Row', 'Name', 'Amount', 'Eligible'],
      [2, 'Asha <Verma> & "Co"', 500000.5, true],
      [3, undefined, 0, false],
    ]);
    const pairs = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Pairs!, { header: 1 });
    expect(pairs).toHaveLength(20_000);
    expect(pairs[19_999]).toEqual([19_999, 'Bank 0', 'NOT_ELIGIBLE']);
  });

  it('writes dates as date cells that readers see as dates', async () => {
    const bytes = await collect(async (w) => {
      await w.startSheet('Dates');
      await w.row(['When', new Date(Date.UTC(2026, 10, 24, 14, 5))]);
      await w.finish();
    });
    expect(XLSX.read(bytes, { cellDates: true }).Sheets.Dates!.B1?.t).toBe('d');
    const cell = XLSX.read(bytes).Sheets.Dates!.B1!;
    expect(cell.v).toBeCloseTo(46350.5868, 4);
    expect(XLSX.utils.format_cell(cell)).toBe('24 Nov 2026 14:05');
  });

  it('names columns and escapes text as XML requires', () => {
    expect([0, 25, 26, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
    expect(escapeXml('a\u0001b<c>&"')).toBe('ab&lt;c&gt;&amp;&quot;');
  });
});
