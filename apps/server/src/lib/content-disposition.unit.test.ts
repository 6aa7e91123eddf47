import { describe, expect, it } from 'vitest';
import { attachmentDisposition, namedAfterUpload } from './content-disposition';

describe('attachmentDisposition', () => {
  it('gives a plain ASCII filename and the exact name as RFC 5987 filename*', () => {
    expect(attachmentDisposition('leads — errors.xlsx')).toBe(`attachment; filename="leads - errors.xlsx"; filename*=UTF-8''leads%20%E2%80%94%20errors.xlsx`);
    expect(attachmentDisposition('a "b" \\ c.xlsx')).toBe(`attachment; filename="a _b_ _ c.xlsx"; filename*=UTF-8''a%20%22b%22%20%5C%20c.xlsx`);
    expect(attachmentDisposition("it's (1)*.csv")).toBe(`attachment; filename="it's (1)*.csv"; filename*=UTF-8''it%27s%20%281%29%2A.csv`);
  });
});

describe('namedAfterUpload', () => {
  it('names a file after the upload, without its extension, folder or control characters', () => {
    expect(namedAfterUpload('applicants.xlsx', 'errors', 'xlsx')).toBe('applicants — errors.xlsx');
    expect(namedAfterUpload('C:\\Users\\asha\\Q3 leads.csv', 'errors', 'csv')).toBe('Q3 leads — errors.csv');
    expect(namedAfterUpload('bad\r\nname.xlsx', 'errors', 'xlsx')).toBe('badname — errors.xlsx');
    expect(namedAfterUpload('.xlsx', 'errors', 'xlsx')).toBe('upload — errors.xlsx');
    expect(namedAfterUpload(`${'x'.repeat(300)}.xlsx`, 'errors', 'xlsx')).toBe(`${'x'.repeat(100)} — errors.xlsx`);
  });
});
