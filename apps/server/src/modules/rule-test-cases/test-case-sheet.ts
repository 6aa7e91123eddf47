import { testCaseBodySchema, type TestCaseBody } from '@lbo/contracts/rule-test-cases';
import { AppError } from '../../lib/app-error';
import { headedRows, isBlank, openWorkbook, workbookBytes, type SheetCell, type SheetRow, type UploadOnDisk } from '../../lib/spreadsheets';
import type { TestCaseRow } from './test-cases.repository';

/** Rows (expectations) one imported file may hold. */
const MAX_ROWS = 20_000;
const TOO_MANY_ROWS = `file has more than ${MAX_ROWS.toLocaleString('en-IN')} rows: split it into smaller files`;

/** One row per expectation: cases span several rows that share a name and an application. */
const TEST_CASE_COLUMNS = [
  'test_case_name',
  'application_id',
  'bank_id',
  'bank_name',
  'product_id',
  'product_name',
  'expected_status',
  'expected_amount',
] as const;

export function testCasesWorkbook(cases: readonly TestCaseRow[]): Promise<Buffer> {
  const rows: SheetCell[][] = [[...TEST_CASE_COLUMNS]];
  for (const c of cases) {
    for (const e of c.expectations)
      rows.push([c.name, c.applicationId, e.bankId, e.bankName ?? '', e.productId, e.productName ?? '', e.status, e.amount ?? null]);
  }
  return workbookBytes([{ name: 'Test cases', rows }]);
}

/**
 * Reads an exported (or hand-made) sheet back into case bodies. Any bad row
 * refuses the whole file with a message naming the row and the column.
 */
export async function readTestCaseSheet(file: UploadOnDisk): Promise<TestCaseBody[]> {
  const book = await openWorkbook(file.path, file.filename, file.size, ['xlsx', 'csv'], { maxRows: MAX_ROWS });
  let sheet: { header: string[]; rows: SheetRow[] };
  try {
    const stream = await headedRows(book, book.sheetNames[0]!, MAX_ROWS, TOO_MANY_ROWS);
    if (!stream) throw AppError.badRequest('file has no test cases', { file: 'has no test cases' });
    const rows: SheetRow[] = [];
    for await (const row of stream.rows) rows.push(row);
    sheet = { header: stream.header, rows };
  } finally {
    book.close();
  }
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
