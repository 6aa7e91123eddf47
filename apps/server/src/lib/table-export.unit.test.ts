import { describe, expect, it } from 'vitest';
import { csvField, istText, pagesOf } from './table-export';

describe('table export', () => {
  it('writes CSV fields as spreadsheets read them, formulas made inert', () => {
    expect(csvField('Asha, "Verma"')).toBe('"Asha, ""Verma"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-5 Bank')).toBe("'-5 Bank");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(1234567.5)).toBe('1234567.5');
    expect(csvField(true)).toBe('Yes');
    expect(csvField(null)).toBe('');
    expect(csvField(new Date('2026-11-24T14:05:00Z'))).toBe('2026-11-24 19:35');
  });

  it('shows instants on India’s clock across midnight', () => {
    expect(istText(new Date('2026-11-24T20:00:00Z'))).toBe('2026-11-25 01:30');
  });

  it('reads pages until one comes back short', async () => {
    const asked: number[] = [];
    const rows = Array.from({ length: 5 }, (_, i) => i);
    const pages: (readonly number[])[] = [];
    for await (const page of pagesOf(async (p, size) => (asked.push(p), rows.slice((p - 1) * size, p * size)), 2)) pages.push(page);
    expect(pages).toEqual([[0, 1], [2, 3], [4]]);
    expect(asked).toEqual([1, 2, 3]);
  });
});
