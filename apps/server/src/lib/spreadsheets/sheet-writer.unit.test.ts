import { describe, expect, it } from 'vitest';
import { csvBytes, csvField, inertText, looksLikeFormula, workbookBytes } from './sheet-writer';
import { openXlsx } from './xlsx-reader';
import { DEFAULT_READ_LIMITS } from './sheet-format';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const HOSTILE = [
  '=HYPERLINK("http://evil","x")',
  "=cmd|' /C calc'!A0",
  '+1+1',
  '-2+3',
  '@SUM(A1)',
  '\t=1',
  ' =1',
  '＝HYPERLINK("x")',
  '＋1',
  '－1',
  '＠x',
  '﹦1',
  '−1',
];

describe('inert text', () => {
  it.each(HOSTILE)('makes %j inert', (text) => {
    expect(looksLikeFormula(text)).toBe(true);
    expect(inertText(text)).toBe(`'${text}`);
    expect(csvField(text).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('leaves ordinary text, numbers and dates alone', () => {
    expect(inertText('Asha Verma')).toBe('Asha Verma');
    expect(inertText('a=b')).toBe('a=b');
    expect(csvField(-5)).toBe('-5');
    expect(csvField('Asha, "Verma"')).toBe('"Asha, ""Verma"""');
  });

  it('writes a whole CSV with a byte-order mark and CRLF lines', () => {
    expect(csvBytes([['name'], ['=1+1']]).toString('utf8')).toBe("\uFEFFname\r\n'=1+1\r\n");
  });
});

describe('workbookBytes', () => {
  it('stores formula-like text as text with the quote-prefix style, never as a formula', async () => {
    const bytes = await workbookBytes([{ name: 'Errors', rows: [['name'], [HOSTILE[1]!], ['plain']] }]);
    const dir = mkdtempSync(path.join(tmpdir(), 'lbo-writer-'));
    const file = path.join(dir, 'x.xlsx');
    writeFileSync(file, bytes);
    const book = await openXlsx(file, DEFAULT_READ_LIMITS);
    const rows = [];
    for await (const row of book.rows('Errors', { done: 0, total: 0 })) rows.push(row.cells);
    book.close();
    expect(rows).toEqual([['name'], [HOSTILE[1]], ['plain']]);
    // The sheet's XML: an inline string with style 2 (quotePrefix), and no <f> element anywhere.
    const sheetXml = zlib.inflateRawSync(bytes.subarray(bytes.indexOf('xl/worksheets/sheet1.xml') + 24)).toString('utf8');
    expect(sheetXml).toContain('<c r="A2" s="2" t="inlineStr">');
    expect(sheetXml).not.toContain('<f>');
  });
});
