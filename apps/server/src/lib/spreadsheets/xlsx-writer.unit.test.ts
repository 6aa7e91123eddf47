import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { xlsxParts } from '../../../test/xlsx-parts';
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

  it('styles cells by name, keeps their values numbers, and lays out a headed sheet', async () => {
    const bytes = await collect(async (w) => {
      await w.startSheet("Asha's sheet", { widths: [12, 20, 9], header: true });
      await w.row(['Amount', 'Rate', 'Months'], ['header', 'header', 'header']);
      await w.row([1234567, 9.28, 36], ['rupees', 'percent', 'integer']);
      await w.row([12345678, 10.5, 60], ['rupees', 'percent', 'integer']);
      await w.row([99999, '=SUM(A1)', 1], ['rupees', 'header', 'integer']);
      await w.finish();
    });
    const sheet = XLSX.read(bytes, { cellStyles: true }).Sheets["Asha's sheet"]!;
    expect([sheet.A2!.v, sheet.B2!.v, sheet.C2!.v]).toEqual([1234567, 9.28, 36]);
    expect(XLSX.utils.format_cell(sheet.A2!)).toBe('₹12,34,567');
    expect(XLSX.utils.format_cell(sheet.A3!)).toBe('₹1,23,45,678');
    expect(XLSX.utils.format_cell(sheet.A4!)).toBe('₹99,999');
    expect(XLSX.utils.format_cell(sheet.B2!)).toBe('9.28%');
    expect(sheet['!autofilter']).toEqual({ ref: 'A1:C4' });
    expect(sheet['!cols']?.map((c) => c.width)).toEqual([12, 20, 9]);
    // A formula-looking text keeps its quote prefix whatever style the row asked for.
    expect(sheet.B4).toMatchObject({ t: 's', v: '=SUM(A1)' });
  });

  it('writes drop-downs as list validations after the filter, and a frozen header without one when asked', async () => {
    const bytes = await collect(async (w) => {
      await w.startSheet('Applicants', { widths: [20, 9], header: true, filter: false, lists: [{ column: 1, values: ['Yes', 'No'], lastRow: 501 }] });
      await w.row(['Name', 'Married'], ['header', 'header']);
      await w.startSheet('Loans', { header: true, lists: [{ column: 0, values: ['Car Loan', 'Home Loan'], lastRow: 10 }] });
      await w.row(['Loan type']);
      await w.row(['Car Loan']);
      await w.finish();
    });
    const parts = await xlsxParts(bytes);
    const applicants = parts.get('xl/worksheets/sheet1.xml')!;
    expect(applicants).toMatch(/<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"\/>/);
    expect(applicants).not.toContain('<autoFilter');
    expect(applicants).toContain(
      '<dataValidations count="1"><dataValidation type="list" allowBlank="1" showErrorMessage="1" errorTitle="Not in the list" error="Choose one of: Yes, No" sqref="B2:B501"><formula1>"Yes,No"</formula1></dataValidation></dataValidations></worksheet>',
    );
    const loans = parts.get('xl/worksheets/sheet2.xml')!;
    expect(loans.indexOf('<autoFilter')).toBeGreaterThan(0);
    expect(loans.indexOf('<dataValidations')).toBeGreaterThan(loans.indexOf('<autoFilter'));
    // Still a workbook a reader opens.
    expect(XLSX.read(bytes).SheetNames).toEqual(['Applicants', 'Loans']);
    await expect(
      collect(async (w) => {
        await w.startSheet('Bad', { lists: [{ column: 0, values: ['a,b'], lastRow: 3 }] });
        await w.finish();
      }),
    ).rejects.toThrow(/no commas/);
  });

  it('names columns and escapes text as XML requires', () => {
    expect([0, 25, 26, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
    expect(escapeXml('a\u0001b<c>&"')).toBe('ab&lt;c&gt;&amp;&quot;');
  });
});
