import * as XLSX from '@e965/xlsx';
import { BULK_APPLICANT_COLUMNS, BULK_LOAN_COLUMNS } from '@lbo/contracts/bulk-evaluation';

export type BulkRow = Record<string, string | number | null>;

/** An applicant row of the bulk template that passes every check, against "Bulk Co" in "Pune". */
export const BULK_APPLICANT: BulkRow = {
  user_name: 'Asha Verma',
  age: 32,
  salary: 85000,
  cibil_score: 760,
  company: 'Bulk Co',
  city: 'Pune',
  current_employment_months: 24,
  total_employment_months: 60,
  requested_loan_amount: 500000,
  requested_tenure_months: 36,
  months_at_present_residence: 18,
  is_married: 'No',
  is_house_owned: 'No',
  home_loan_with_spouse: 'No',
  current_address_proof: 'Yes',
  permanent_address_proof: 'Yes',
};

/** A bulk-evaluation workbook: the Applicants sheet and the Existing loans sheet, as the template has them. */
export function bulkWorkbook(applicants: BulkRow[], loans: BulkRow[] = []): Buffer {
  const header = BULK_APPLICANT_COLUMNS.map((c) => c.header);
  const loanHeader = BULK_LOAN_COLUMNS.map((c) => c.header);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...applicants.map((r) => header.map((h) => r[h] ?? null))]), 'Applicants');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([loanHeader, ...loans.map((r) => loanHeader.map((h) => r[h] ?? null))]), 'Existing loans');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
