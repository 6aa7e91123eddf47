import { workbookBytes } from '../../lib/spreadsheets';
import { APPLICANTS_SHEET, BULK_APPLICANT_COLUMNS, BULK_LIMITS, BULK_LOAN_COLUMNS, LOANS_SHEET, type BulkColumn } from '@lbo/contracts/bulk-evaluation';
import { LOAN_TYPES } from '@lbo/contracts/loan-application';
import { PRODUCT_LOAN_TYPE_LABELS, PRODUCT_LOAN_TYPES } from '@lbo/contracts/master-data';

const headerAndExample = (columns: BulkColumn[]) => [columns.map((c) => c.header), columns.map((c) => c.example)];

/**
 * The bulk-evaluation template: the Applicants sheet and the Existing loans sheet, each with an
 * example row, and an Allowed values sheet that says what every column takes.
 */
export async function bulkTemplate(): Promise<{ filename: string; bytes: Buffer }> {
  const describe = (sheet: string, columns: BulkColumn[]) => columns.map((c) => [sheet, c.header, c.required ? 'Yes' : 'No', c.help]);
  const allowed = [
    ['Sheet', 'Column', 'Required', 'Allowed values'],
    ...describe(APPLICANTS_SHEET, BULK_APPLICANT_COLUMNS),
    ...describe(LOANS_SHEET, BULK_LOAN_COLUMNS),
    [],
    ['Loan types', LOAN_TYPES.join(', ')],
    ['Loan purposes', PRODUCT_LOAN_TYPES.map((type) => `${type} (${PRODUCT_LOAN_TYPE_LABELS[type]})`).join(', ')],
    ['Yes / No', 'Yes, No (also Y, N, True, False, 1, 0)'],
    [
      'Limits',
      `At most ${BULK_LIMITS.maxRows.toLocaleString('en-IN')} applicants in a file of up to ${BULK_LIMITS.maxBytes / 1024 / 1024} MB; a .csv file holds the Applicants sheet only (no existing loans).`,
    ],
    ['Example rows', 'Replace the example rows with your applicants before uploading.'],
  ];
  const bytes = await workbookBytes([
    { name: APPLICANTS_SHEET, rows: headerAndExample(BULK_APPLICANT_COLUMNS) },
    { name: LOANS_SHEET, rows: headerAndExample(BULK_LOAN_COLUMNS) },
    { name: 'Allowed values', rows: allowed },
  ]);
  return { filename: 'bulk-evaluation-template.xlsx', bytes };
}
