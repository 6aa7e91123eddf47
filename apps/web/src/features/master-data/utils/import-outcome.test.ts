import { describe, expect, it } from 'vitest';
import { importCounts, importOutcome } from './import-outcome';

const url = 'http://localhost:3000/files/import-errors/x.xlsx';

describe('import outcome', () => {
  it('tells the four outcomes of companies apart, with the spec messages', () => {
    expect(importOutcome('companies', { importedCount: 5, errorFileUrl: url })).toEqual({
      kind: 'partial',
      imported: 5,
      errorFileUrl: url,
      message: "5 companies imported. Some rows couldn't be processed. Please review the error file and upload the corrected rows.",
      counts: null,
    });
    expect(importOutcome('companies', { importedCount: 1, errorFileUrl: url }).message).toMatch(/^1 company imported\. /);
    expect(importOutcome('companies', { imported: [], errorFileUrl: url })).toMatchObject({
      kind: 'errors-only',
      message: 'Duplicate or invalid rows detected. Kindly check the error file, correct the issues, and upload again.',
    });
    expect(importOutcome('companies', { imported: [{}, {}], errorFileUrl: null })).toMatchObject({
      kind: 'success',
      message: '2 companies imported successfully',
    });
    expect(importOutcome('companies', { imported: [], errorFileUrl: null })).toMatchObject({
      kind: 'nothing',
      message: 'No new companies were imported. All rows appear to be duplicates or already exist.',
    });
  });

  it('uses the city and mapping texts', () => {
    expect(importOutcome('cities', { importedCount: 3, errorFileUrl: null }).message).toBe('3 cities imported successfully');
    expect(importOutcome('cities', { importedCount: 0, errorFileUrl: null }).message).toBe(
      'No new cities were imported. All rows appear to be duplicates or already exist.',
    );
    expect(importOutcome('mappings', { importedCount: 4, errorFileUrl: url }).message).toBe('4 imported. Some rows failed. Please download error file.');
    expect(importOutcome('mappings', { importedCount: 0, errorFileUrl: url }).message).toBe('All rows failed or duplicates found. Please check error file.');
    expect(importOutcome('mappings', { importedCount: 0, errorFileUrl: null }).message).toBe('No new records imported. Rows may be duplicates.');
    expect(importOutcome('mappings', { importedCount: 7, errorFileUrl: null }).message).toBe('7 records imported successfully');
  });

  it('says how many rows were imported and how many turned away, beside the spec message', () => {
    const partial = importOutcome('companies', { importedCount: 1234, failedCount: 10, duplicateCount: 2, totalRows: 1246, errorFileUrl: url });
    expect(partial.message).toBe("1234 companies imported. Some rows couldn't be processed. Please review the error file and upload the corrected rows.");
    expect(partial.counts).toBe("1,234 rows imported, 12 rows couldn't be processed (10 invalid, 2 duplicates)");
    expect(importOutcome('mappings', { importedCount: 0, failedCount: 0, duplicateCount: 1, errorFileUrl: url }).counts).toBe(
      "0 rows imported, 1 row couldn't be processed (1 duplicate)",
    );
    // Without an error file nothing was turned away: the spec message says it all.
    expect(importOutcome('cities', { importedCount: 3, failedCount: 0, duplicateCount: 0, errorFileUrl: null }).counts).toBeNull();
    expect(importCounts(1, 1, 0)).toBe("1 row imported, 1 row couldn't be processed (1 invalid)");
    expect(importCounts(123456, 0, 0)).toBeNull();
  });
});
