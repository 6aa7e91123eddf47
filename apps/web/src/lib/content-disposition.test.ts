import { describe, expect, it } from 'vitest';
import { fileNameOf } from './content-disposition';

describe('fileNameOf', () => {
  it('prefers the exact UTF-8 name to the plain one, and reads the plain one alone', () => {
    expect(fileNameOf(`attachment; filename="leads - errors.xlsx"; filename*=UTF-8''leads%20%E2%80%94%20errors.xlsx`)).toBe('leads — errors.xlsx');
    expect(fileNameOf('attachment; filename="customers-2026-11-24.xlsx"')).toBe('customers-2026-11-24.xlsx');
    expect(fileNameOf('attachment; filename=plain.csv')).toBe('plain.csv');
  });

  it('falls back to the plain name when the exact one is malformed, and gives null without a name', () => {
    expect(fileNameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''%E2%80`)).toBe('a.xlsx');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
