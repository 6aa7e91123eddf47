import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { banks, chargesRules, cities, companies, products } from '../../db/schema';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { fileUpload, postMultipart } from '../../../test/multipart';
import { insertStandardRules } from '../../../test/standard-rules';
import { BULK_APPLICANT, bulkWorkbook } from '../../../test/bulk-files';
import { elementAttributes, xlsxParts } from '../../../test/xlsx-parts';
import { finishedJob } from './bulk.fixtures';

const t = testAppForFile();

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(t.token) });

const finished = (jobId: string) => finishedJob(t, t.token, jobId);

/** The result file of a finished job of these applicants. */
async function resultOf(rows: Record<string, string | number | null>[]): Promise<Buffer> {
  const body = fileUpload('leads.xlsx', bulkWorkbook(rows));
  const res = await postMultipart(t.app, '/api/loanapplication/bulk', body, bearer(t.token));
  expect(res.statusCode, res.body).toBe(202);
  const job = await finished(res.json().data.jobId);
  expect(job.state).toBe('completed');
  const file = await get(job.resultUrl);
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

beforeAll(async () => {
  await t.db.insert(companies).values({ company_name: 'Bulk Co', is_listed: true });
  await t.db.insert(cities).values({ city_name: 'Pune', state: 'Maharashtra', is_metro: true });
  // The same rules, so the same amount; the lender first by name costs more (a higher fee), so
  // the largest offer is the cheaper one at that amount, not the first in the answer.
  for (const [name, fee] of [
    ['Aadhar Bank', 3],
    ['Zenith Bank', 0.5],
  ] as const) {
    const [bank] = await t.db.insert(banks).values({ name }).returning();
    const [product] = await t.db
      .insert(products)
      .values({ name: `${name} Personal Loan` })
      .returning();
    const pair = { bank_id: bank!.id, product_id: product!.id };
    await insertStandardRules(t.db, pair, { salary_min: 30000 });
    await t.db.insert(chargesRules).values({ ...pair, processing_fee_percent: fee, penal_charges: '2% a month on the overdue instalment' });
  }
  await t.settleRuleVersion();
});

describe('the bulk result file', () => {
  it('speaks in words, keeps the inputs beside the outcome, and names the cheaper offer at the largest amount', async () => {
    const bytes = await resultOf([
      { ...BULK_APPLICANT, applicant_ref: 'R1', customer_reference: 'RESULT-1', requested_loan_amount: 1_234_567 },
      { ...BULK_APPLICANT, applicant_ref: 'R2', user_name: 'Neha Rao', salary: 20000 },
    ]);
    const book = XLSX.read(bytes);
    expect(book.SheetNames).toEqual(['Applicants', 'Bank products']);
    const applicants = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Applicants!, { defval: null });
    expect(applicants[0]).toMatchObject({
      Row: 2,
      'Applicant ref': 'R1',
      'Customer reference': 'RESULT-1',
      Name: 'Asha Verma',
      'Net monthly salary (₹)': 85000,
      'Credit score': 760,
      Company: 'Bulk Co',
      City: 'Pune',
      'Requested amount (₹)': 1_234_567,
      'Requested tenure (months)': 36,
      Married: 'No',
      'Current address proof': 'Yes',
      'Existing loans': 0,
      Result: 'Eligible',
      'Eligible offers': 2,
      'Bank products checked': 2,
      'Largest offer: lender': 'Zenith Bank',
      'Largest offer: product': 'Zenith Bank Personal Loan',
    });
    expect(applicants[0]!['Largest offer: amount (₹)']).toBeGreaterThan(0);
    expect(applicants[1]).toMatchObject({ 'Applicant ref': 'R2', Name: 'Neha Rao', Result: 'Not eligible', 'Largest offer: lender': null });
    expect(applicants[1]!['Main reason not eligible']).toEqual(expect.any(String));
    expect(Object.keys(applicants[0]!).filter((h) => /best/i.test(h))).toEqual([]);

    const pairs = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets['Bank products']!, { defval: null });
    expect(pairs.map((p) => `${p['Applicant ref']} ${p.Lender}: ${p.Status}`)).toEqual([
      'R1 Aadhar Bank: Eligible',
      'R1 Zenith Bank: Eligible',
      'R2 Aadhar Bank: Not eligible',
      'R2 Zenith Bank: Not eligible',
    ]);
    // At the same amount the two offers differ only in what they cost.
    const [dear, cheap] = pairs as { 'Eligible amount (₹)': number; APR: number }[];
    expect(cheap!['Eligible amount (₹)']).toBe(dear!['Eligible amount (₹)']);
    expect(cheap!.APR).toBeLessThan(dear!.APR);
    expect(applicants[0]!['Largest offer: APR']).toBe(cheap!.APR);

    // The customer's history names the same offer: one rule for both.
    const customers = (await get('/api/customers?q=RESULT-1')).json().data;
    const detail = (await get(`/api/customers/${customers.items[0].id}`)).json().data;
    expect(detail.history[0].bestOffer).toMatchObject({ bankName: 'Zenith Bank', apr: cheap!.APR });
  });

  it('formats ₹ in lakhs and crores on numeric cells, rates to two decimals, and freezes and filters the header', async () => {
    const bytes = await resultOf([{ ...BULK_APPLICANT, applicant_ref: 'F1', requested_loan_amount: 1_234_567 }]);
    const parts = await xlsxParts(bytes);
    const workbook = parts.get('xl/workbook.xml')!;
    expect([...workbook.matchAll(/<sheet name="([^"]+)"/g)].map((m) => m[1])).toEqual(['Applicants', 'Bank products']);
    const styles = parts.get('xl/styles.xml')!;
    const xfs = [...styles.slice(styles.indexOf('<cellXfs')).matchAll(/<xf\b([^>]*)\/>/g)].map((m) => m[1]!);
    const formatOf = (style: string | undefined) => {
      const id = /numFmtId="(\d+)"/.exec(xfs[Number(style ?? 0)]!)?.[1];
      return elementAttributes(styles, 'numFmt', (a) => a.numFmtId === id)?.formatCode ?? `built-in ${id}`;
    };

    for (const [index, sheet, lastRow] of [
      [1, 'Applicants', 2],
      [2, 'Bank products', 3],
    ] as const) {
      const xml = parts.get(`xl/worksheets/sheet${index}.xml`)!;
      expect(xml, sheet).toMatch(/<pane ySplit="1"[^>]*state="frozen"/);
      expect(xml, sheet).toMatch(new RegExp(`<autoFilter ref="A1:[A-Z]+${lastRow}"/>`));
      expect(xml, sheet).toMatch(/<cols><col min="1" max="1" width="\d+" customWidth="1"\/>/);
      // The header row is bold.
      const header = elementAttributes(xml, 'c', (a) => a.r === 'A1')!;
      expect(xfs[Number(header.s)]).toContain('fontId="1"');
      expect(styles).toMatch(/<font><b\/>/);
    }

    // Find each column by its header, then read its row-2 cell as written.
    const cellUnder = (sheet: string, header: string) => {
      const book = XLSX.read(bytes);
      const headers = XLSX.utils.sheet_to_json<string[]>(book.Sheets[sheet]!, { header: 1 })[0]!;
      const column = XLSX.utils.encode_col(headers.indexOf(header));
      expect(headers, header).toContain(header);
      const xml = parts.get(`xl/worksheets/sheet${book.SheetNames.indexOf(sheet) + 1}.xml`)!;
      const cell = new RegExp(`<c r="${column}2"([^>]*)><v>([^<]*)</v></c>`).exec(xml);
      expect(cell, `${sheet} ${header}`).not.toBeNull();
      return { attributes: cell![1]!, value: Number(cell![2]), format: formatOf(/s="(\d+)"/.exec(cell![1]!)?.[1]) };
    };
    const requested = cellUnder('Applicants', 'Requested amount (₹)');
    expect(requested.value).toBe(1_234_567);
    expect(requested.attributes).not.toContain('t=');
    expect(requested.format).toContain('₹');
    for (const header of ['Largest offer: amount (₹)', 'Largest offer: EMI (₹)', 'Net monthly salary (₹)'])
      expect(cellUnder('Applicants', header).format, header).toContain('₹');
    expect(cellUnder('Applicants', 'Largest offer: APR').format).toBe('0.00"%"');
    expect(cellUnder('Applicants', 'Largest offer: tenure (months)').format).toBe('built-in 1');
    expect(cellUnder('Bank products', 'Eligible amount (₹)').format).toContain('₹');
    expect(cellUnder('Bank products', 'Interest rate').format).toBe('0.00"%"');

    const shown = XLSX.read(bytes).Sheets.Applicants!;
    const requestedRef = `${XLSX.utils.encode_col(XLSX.utils.sheet_to_json<string[]>(shown, { header: 1 })[0]!.indexOf('Requested amount (₹)'))}2`;
    expect(XLSX.utils.format_cell(shown[requestedRef]!)).toBe('₹12,34,567');
  });
});
