import { describe, expect, it } from 'vitest';
import { csvField, istText, pagesOf } from './table-export';

describe('table export', () => {
  // As spreadsheets read them: quoted where needed, formulas made inert, instants on India's clock.
  it.each([
    ['Asha, "Verma"', '"Asha, ""Verma"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['-5 Bank', "'-5 Bank"],
    [-5, '-5'],
    [1234567.5, '1234567.5'],
    [true, 'Yes'],
    [null, ''],
    [new Date('2026-11-24T14:05:00Z'), '2026-11-24 19:35'],
  ])('writes the CSV field %j as %j', (value, field) => {
    expect(csvField(value)).toBe(field);
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
