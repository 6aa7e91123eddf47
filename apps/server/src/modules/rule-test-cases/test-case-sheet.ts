import * as XLSX from '@e965/xlsx';
import { testCaseBodySchema, type TestCaseBody } from '@lbo/contracts/rule-test-cases';
import { AppError } from '../../lib/app-error';
import { detectFormat, isBlank, readSheet } from '../master-data';
import type { TestCaseRow } from './test-cases.repository';

/** One row per expectation: cases span several rows that share a name and an application. */
export const TEST_CASE_COLUMNS = [
  'test_case_name',
  'application_id',
  'bank_id',
  'bank_name',
  'product_id',
  'product_name',
  'expected_status',
  'expected_amount',
] as const;

export function testCasesWorkbook(cases: readonly TestCaseRow[]): Buffer {
  const rows: unknown[][] = [[...TEST_CASE_COLUMNS]];
  for (const c of cases) {
    for (const e of c.expectations)
      rows.push([c.name, c.applicationId, e.bankId, e.bankName ?? '', e.productId, e.productName ?? '', e.status, e.amount ?? null]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Test cases');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/**
 * Reads an exported (or hand-made) sheet back into case bodies. Any bad row
 * refuses the whole file with a message naming the row and the column.
 */
export function readTestCaseSheet(filename: string, bytes: Buffer): TestCaseBody[] {
  const sheet = readSheet(bytes, detectFormat(filename, bytes, ['xlsx', 'csv']));
  const at = Object.fromEntries(TEST_CASE_COLUMNS.map((c) => [c, sheet.header.indexOf(c)])) as Record<(typeof TEST_CASE_COLUMNS)[number], number>;
  const missing = (['test_case_name', 'application_id', 'bank_id', 'product_id', 'expected_status'] as const).filter((c) => at[c] < 0);
  if (missing.length > 0)
    throw AppError.badRequest(`file is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`, { file: `missing ${missing.join(', ')}` });

  const cases = new Map<string, { name: string; applicationId: string; expectations: unknown[]; rows: number[] }>();
  for (const row of sheet.rows) {
    const cell = (c: (typeof TEST_CASE_COLUMNS)[number]) => {
      const v = at[c] >= 0 ? row.cells[at[c]] : null;
      return isBlank(v) ? null : v;
    };
    const name = String(cell('test_case_name') ?? '').trim();
    const applicationId = String(cell('application_id') ?? '').trim();
    const key = `${name}\u0000${applicationId}`;
    const entry = cases.get(key) ?? { name, applicationId, expectations: [], rows: [] };
    const amount = cell('expected_amount');
    entry.expectations.push({
      bankId: String(cell('bank_id') ?? '').trim(),
      productId: String(cell('product_id') ?? '').trim(),
      status: String(cell('expected_status') ?? '')
        .trim()
        .toUpperCase()
        .replace(/[\s-]+/g, '_'),
      amount: amount === null ? null : Number(amount),
    });
    entry.rows.push(row.rowNumber);
    cases.set(key, entry);
  }
  if (cases.size === 0) throw AppError.badRequest('file has no test cases', { file: 'has no test cases' });

  const errors: Record<string, string> = {};
  const bodies: TestCaseBody[] = [];
  for (const entry of cases.values()) {
    const parsed = testCaseBodySchema.safeParse({ name: entry.name, applicationId: entry.applicationId, expectations: entry.expectations });
    if (parsed.success) {
      bodies.push(parsed.data);
      continue;
    }
    for (const issue of parsed.error.issues) {
      const [first, index, field] = issue.path;
      const rowNumber = first === 'expectations' && typeof index === 'number' ? entry.rows[index] : entry.rows[0];
      const column =
        first === 'expectations'
          ? field === 'status'
            ? 'expected_status'
            : field === 'amount'
              ? 'expected_amount'
              : field === 'bankId'
                ? 'bank_id'
                : field === 'productId'
                  ? 'product_id'
                  : 'rows'
          : first === 'name'
            ? 'test_case_name'
            : 'application_id';
      errors[`row ${rowNumber} ${column}`] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0) {
    throw AppError.badRequest(
      Object.entries(errors)
        .slice(0, 20)
        .map(([where, message]) => `${where} ${message}`)
        .join('; '),
      errors,
    );
  }
  return bodies;
}
