import { workbookBytes, type SheetLayout } from '../../lib/spreadsheets';
import { APPLICANTS_SHEET, BULK_APPLICANT_COLUMNS, BULK_LIMITS, BULK_LOAN_COLUMNS, LOANS_SHEET, type BulkColumn } from '@lbo/contracts/bulk-evaluation';
import { CONSENT_CHANNELS } from '@lbo/contracts/consent';
import { LOAN_TYPES } from '@lbo/contracts/loan-application';
import { PRODUCT_LOAN_TYPE_LABELS, PRODUCT_LOAN_TYPES } from '@lbo/contracts/master-data';

const EXAMPLE_SHEET = 'Example';
const ALLOWED_SHEET = 'Allowed values';
/** Excel's last row. */
const MAX_SHEET_ROW = 1_048_576;

/** What a column's drop-down offers, where it has one; the importer reads more spellings than these. */
function choicesOf(column: BulkColumn): readonly string[] | null {
  if (column.kind === 'yesno') return ['Yes', 'No'];
  if (column.kind === 'loanType') return LOAN_TYPES;
  if (column.kind === 'loanPurpose') return PRODUCT_LOAN_TYPES.map((type) => PRODUCT_LOAN_TYPE_LABELS[type]);
  if (column.header === 'preferred_language') return ['en', 'hi'];
  if (column.header === 'consent_channel') return CONSENT_CHANNELS;
  return null;
}

/** Wide enough for the header and the example, within reason (characters). */
const widthOf = (column: BulkColumn) => Math.min(40, Math.max(10, column.label.length, String(column.example).length) + 2);

/** A sheet to fill in: its header in words, bold and frozen, columns sized, drop-downs down to the last row a file may use. */
function sheetToFill(name: string, columns: BulkColumn[], lastRow: number) {
  const layout: SheetLayout = {
    widths: columns.map(widthOf),
    header: true,
    filter: false,
    lists: columns.flatMap((column, index) => {
      const values = choicesOf(column);
      return values ? [{ column: index, values, lastRow }] : [];
    }),
  };
  return { name, rows: [columns.map((c) => c.label)], layout, boldRows: [0] };
}

/**
 * The bulk-evaluation template: the Applicants and Existing loans sheets to fill in (headers in
 * words, Yes/No and list drop-downs, widths, frozen headers), an Example sheet with one applicant
 * and their loan filled in, and an Allowed values sheet that says what every column takes. The
 * importer reads the words or the codes of older templates.
 */
export async function bulkTemplate(): Promise<{ filename: string; bytes: Buffer }> {
  const describe = (sheet: string, columns: BulkColumn[]) => columns.map((c) => [sheet, c.label, c.header, c.required ? 'Yes' : 'No', c.help]);
  const allowed = [
    ['Sheet', 'Column', 'Code (also read)', 'Required', 'Allowed values'],
    ...describe(APPLICANTS_SHEET, BULK_APPLICANT_COLUMNS),
    ...describe(LOANS_SHEET, BULK_LOAN_COLUMNS),
    [],
    ['Loan types', LOAN_TYPES.join(', ')],
    ['Loan purposes', PRODUCT_LOAN_TYPES.map((type) => `${PRODUCT_LOAN_TYPE_LABELS[type]} (${type})`).join(', ')],
    ['Yes / No', 'Yes, No (also Y, N, True, False, 1, 0)'],
    ['Headers', 'The words of this template, or the codes of earlier ones (applicant_ref, user_name…): either is read.'],
    [
      'Limits',
      `At most ${BULK_LIMITS.maxRows.toLocaleString('en-IN')} applicants in a file of up to ${BULK_LIMITS.maxBytes / 1024 / 1024} MB; a .csv file holds the Applicants sheet only (no existing loans).`,
    ],
    ['Example', `The ${EXAMPLE_SHEET} sheet shows one applicant and their existing loan filled in; it is not read.`],
  ];
  const applicantsExample = [BULK_APPLICANT_COLUMNS.map((c) => c.label), BULK_APPLICANT_COLUMNS.map((c) => c.example)];
  const loansExample = [BULK_LOAN_COLUMNS.map((c) => c.label), BULK_LOAN_COLUMNS.map((c) => c.example)];
  const exampleWidths = BULK_APPLICANT_COLUMNS.map((c, i) => Math.max(widthOf(c), BULK_LOAN_COLUMNS[i] ? widthOf(BULK_LOAN_COLUMNS[i]) : 0));
  const bytes = await workbookBytes([
    sheetToFill(APPLICANTS_SHEET, BULK_APPLICANT_COLUMNS, 1 + BULK_LIMITS.maxRows),
    sheetToFill(LOANS_SHEET, BULK_LOAN_COLUMNS, Math.min(MAX_SHEET_ROW, 1 + BULK_LIMITS.maxRows * BULK_LIMITS.maxLoansPerRow)),
    {
      name: EXAMPLE_SHEET,
      rows: [[`${APPLICANTS_SHEET} sheet`], ...applicantsExample, [], [`${LOANS_SHEET} sheet`], ...loansExample],
      layout: { widths: exampleWidths },
      boldRows: [0, 1, 4, 5],
    },
    { name: ALLOWED_SHEET, rows: allowed, layout: { widths: [16, 36, 30, 10, 100], header: true, filter: false }, boldRows: [0] },
  ]);
  return { filename: 'bulk-evaluation-template.xlsx', bytes };
}
