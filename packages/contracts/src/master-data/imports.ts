import { z } from 'zod';
import { IMPORT_MAX_BYTES, LOGO_MAX_BYTES } from '../limits';
import type { SheetFormat } from './define-master-entity';
import { MASTER_LIMITS } from './fields';

export const LOGO_MESSAGES = {
  /** The server's 413 answer. */
  tooLargeServer: 'File too large. Max file size is 2 MB.',
  /** The form's own check before uploading. */
  tooLarge: 'File too large. Max file size is 2 MB. Please choose a smaller image.',
  tryDifferent: 'Logo upload failed. Please try a different image or try again.',
  tooLarge413: 'Image too large for server (413). Please choose a smaller image.',
  failed: 'Logo upload failed. Please try again.',
  notAnImage: 'Only JPEG, PNG or GIF images are allowed.',
  noFile: 'No file selected. Please choose an image.',
  hint: 'JPEG, PNG, GIF up to 2 MB',
} as const;
export const LOGO_MAX = LOGO_MAX_BYTES;

export type ImportKind = 'companies' | 'cities' | 'mappings';
export const IMPORT_FORMATS: Record<ImportKind, readonly SheetFormat[]> = {
  companies: ['xlsx', 'xls'],
  cities: ['xlsx', 'xls'],
  mappings: ['xlsx', 'xls', 'csv'],
};
export const IMPORT_MAX = IMPORT_MAX_BYTES;

export const IMPORT_MESSAGES = {
  excelTypeInvalid: 'Please select a valid Excel file (.xlsx or .xls).',
  excelCsvTypeInvalid: 'Please select a valid Excel/CSV file (.xlsx, .xls, .csv).',
  tooLarge: 'File too large. Max allowed size is 5 MB.',
  noExcelFile: 'No file selected. Please choose an Excel file first.',
  noExcelCsvFile: 'No file selected. Please choose an Excel/CSV file first.',
  selectBankProduct: 'Please select Bank and Product before importing.',
  failed: 'Import failed',
  emptyFile: 'The file is empty.',
  notExcel: 'The file is not a valid Excel workbook (.xlsx or .xls). It may be corrupt or another kind of file renamed.',
  notCsv: 'The file is not a valid CSV file: it must be UTF-8 text.',
  unreadable: 'The file could not be read as a spreadsheet. It may be corrupt.',
  noSheet: 'The workbook has no sheet to import.',
  noHeader: 'The sheet is empty: the first row must hold the column names.',
  missingColumns: (columns: string[]) =>
    `The sheet is missing the required column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}. Download the template to see the expected columns.`,
  tooManyRows: `The file has too many rows (at most ${MASTER_LIMITS.importMaxRows.toLocaleString('en-US')}). Split it into smaller files.`,
  tooLargeUnpacked: 'The workbook is too large once unpacked. Split it into smaller files.',
  tooManyColumns: (max: number) => `A row has more than ${max} columns. Start from the template: it needs far fewer.`,
  cellTooLong: (max: number) => `A cell holds more than ${max.toLocaleString('en-US')} characters, more than a spreadsheet cell can.`,
  xlsTooLarge: (maxBytes: number) =>
    `An .xls file can be at most ${maxBytes / 1024 / 1024} MB. Save it as .xlsx or .csv (File › Save As) to upload a larger one.`,
  duplicateExisting: (what: string) => `Duplicate: ${what} already exists`,
  duplicateInFile: (row: number) => `Duplicate: repeated in the file (same as row ${row})`,
} as const;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The outcome messages' nouns of an import: its own, or the mapping texts' 'records'. */
export type ImportWords = { one: string; many: string } | 'records';
const WORDS: Record<ImportKind, ImportWords> = {
  companies: { one: 'company', many: 'companies' },
  cities: { one: 'city', many: 'cities' },
  mappings: 'records',
};

/**
 * The four outcomes of part 2 §4/§8: imported rows plus an error file, only
 * errors, imported rows and no error file, nothing at all.
 */
export function importOutcomeMessage(kind: ImportKind | ImportWords, imported: number, hasErrorFile: boolean): string {
  const words = typeof kind === 'string' && kind !== 'records' ? WORDS[kind] : kind;
  if (words === 'records') {
    if (imported > 0 && hasErrorFile) return `${imported} imported. Some rows failed. Please download error file.`;
    if (hasErrorFile) return 'All rows failed or duplicates found. Please check error file.';
    if (imported === 0) return 'No new records imported. Rows may be duplicates.';
    return `${imported} ${plural(imported, 'record', 'records')} imported successfully`;
  }
  const { one, many } = words;
  if (imported > 0 && hasErrorFile) {
    return `${imported} ${plural(imported, one, many)} imported. Some rows couldn't be processed. Please review the error file and upload the corrected rows.`;
  }
  if (hasErrorFile) return 'Duplicate or invalid rows detected. Kindly check the error file, correct the issues, and upload again.';
  if (imported === 0) return `No new ${many} were imported. All rows appear to be duplicates or already exist.`;
  return `${imported} ${plural(imported, one, many)} imported successfully`;
}

/** The mapping import's bank and product arrive as multipart fields (or in the query string). */
export const mappingImportTarget = z.object({
  bank_id: z.uuid({ message: IMPORT_MESSAGES.selectBankProduct }),
  product_id: z.uuid({ message: IMPORT_MESSAGES.selectBankProduct }),
});

/**
 * An import's id, chosen by the uploader (a UUID) and sent in this header, so that it can ask
 * `GET /api/imports/:importId/progress` how far the server has got while the upload call runs.
 */
export const IMPORT_ID_HEADER = 'x-import-id';
