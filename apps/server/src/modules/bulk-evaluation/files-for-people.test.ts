import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { BULK_APPLICANT_COLUMNS, BULK_LIMITS, BULK_LOAN_COLUMNS } from '@lbo/contracts/bulk-evaluation';
import { LOAN_TYPES } from '@lbo/contracts/loan-application';
import { banks, cities, companies, products } from '../../db/schema';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { fileUpload, postMultipart } from '../../../test/multipart';
import { insertStandardRules } from '../../../test/standard-rules';
import { BULK_APPLICANT } from '../../../test/bulk-files';
import { elementAttributes, xlsxParts } from '../../../test/xlsx-parts';
import { finishedJob } from './bulk.fixtures';

/*
 * Files for people: the bulk template speaks in words, with drop-downs, widths and frozen headers
 * and its example on a sheet of its own; an error file is named after its upload; the result says
 * which day a row was evaluated at; the customers export shows ₹ and rates as such, header frozen.
 */

// 20:00 UTC on 24 Nov is 01:30 on 25 Nov in India: the day a blank evaluation date stands for.
const t = testAppForFile({ at: new Date('2026-11-24T20:00:00Z') });
const INDIA_TODAY = '2026-11-25';

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(t.token) });
const upload = (name: string, bytes: Buffer) => postMultipart(t.app, '/api/loanapplication/bulk', fileUpload(name, bytes), bearer(t.token));
const rowsOf = (bytes: Buffer, sheet: string) => XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(bytes).Sheets[sheet]!, { header: 1, defval: null });

const label = (code: string) => BULK_APPLICANT_COLUMNS.find((c) => c.header === code)!.label;

/** The template's Applicants and Existing loans sheets filled in under its own (word) headers. */
function filledTemplate(template: Buffer, applicants: Record<string, unknown>[], loans: Record<string, unknown>[] = []): Buffer {
  const book = XLSX.read(template);
  const fill = (sheet: string, rows: Record<string, unknown>[]) => {
    const [header] = rowsOf(template, sheet) as string[][];
    book.Sheets[sheet] = XLSX.utils.aoa_to_sheet([header!, ...rows.map((row) => header!.map((h) => row[h] ?? null))]);
  };
  fill('Applicants', applicants);
  fill('Existing loans', loans);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** BULK_APPLICANT (keyed by code) under the template's words. */
const inWords = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([code, value]) => [label(code), value]));

/** The number format each style index of a workbook shows, and a cell's style by its reference. */
async function formatsOf(bytes: Buffer) {
  const parts = await xlsxParts(bytes);
  const styles = parts.get('xl/styles.xml')!;
  const xfs = [...styles.slice(styles.indexOf('<cellXfs')).matchAll(/<xf\b([^>]*)\/>/g)].map((m) => m[1]!);
  const formatOfStyle = (style: string | undefined) => {
    const id = /numFmtId="(\d+)"/.exec(xfs[Number(style ?? 0)]!)?.[1];
    return elementAttributes(styles, 'numFmt', (a) => a.numFmtId === id)?.formatCode ?? `built-in ${id}`;
  };
  const cell = (sheetIndex: number, ref: string) => elementAttributes(parts.get(`xl/worksheets/sheet${sheetIndex}.xml`)!, 'c', (a) => a.r === ref);
  return {
    parts,
    format: (sheetIndex: number, ref: string) => formatOfStyle(cell(sheetIndex, ref)?.s),
    bold: (sheetIndex: number, ref: string) => xfs[Number(cell(sheetIndex, ref)?.s ?? 0)]!.includes('fontId="1"'),
  };
}

/** A sheet's drop-downs: range → the values offered. */
const dropDowns = (xml: string) =>
  Object.fromEntries(
    [...xml.matchAll(/<dataValidation type="list"[^>]*sqref="([^"]+)"><formula1>"([^<]*)"<\/formula1>/g)].map((m) => [m[1]!, m[2]!.split(',')]),
  );

const FROZEN_HEADER = /<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"\/>/;

let template: Buffer;

beforeAll(async () => {
  await t.db.insert(companies).values({ company_name: 'Bulk Co', is_listed: true });
  await t.db.insert(cities).values({ city_name: 'Pune', state: 'Maharashtra', is_metro: true });
  const [bank] = await t.db.insert(banks).values({ name: 'Words Bank' }).returning();
  const [product] = await t.db.insert(products).values({ name: 'Words Personal Loan' }).returning();
  await insertStandardRules(t.db, { bank_id: bank!.id, product_id: product!.id }, { salary_min: 30000 });
  await t.settleRuleVersion();
  const res = await get('/api/loanapplication/bulk/template');
  expect(res.statusCode).toBe(200);
  template = res.rawPayload;
});

describe('the bulk template', () => {
  it('has sheets to fill in headed in words, the example on its own sheet, and the allowed values', async () => {
    expect(XLSX.read(template).SheetNames).toEqual(['Applicants', 'Existing loans', 'Example', 'Allowed values']);
    expect(rowsOf(template, 'Applicants')).toEqual([BULK_APPLICANT_COLUMNS.map((c) => c.label)]);
    expect(rowsOf(template, 'Existing loans')).toEqual([BULK_LOAN_COLUMNS.map((c) => c.label)]);
    expect(rowsOf(template, 'Applicants')[0]!.slice(0, 6)).toEqual([
      'Applicant ref',
      'Customer reference',
      'Name',
      'Age',
      'Net monthly salary (₹)',
      'Credit score',
    ]);

    const example = rowsOf(template, 'Example');
    expect(example[0]![0]).toBe('Applicants sheet');
    expect(example[1]).toEqual(BULK_APPLICANT_COLUMNS.map((c) => c.label));
    expect(example[2]!.slice(0, 4)).toEqual(['A1', 'LEAD-2026-0001', 'Asha Verma', 32]);
    expect(example[4]![0]).toBe('Existing loans sheet');
    expect(example[5]!.slice(0, BULK_LOAN_COLUMNS.length)).toEqual(BULK_LOAN_COLUMNS.map((c) => c.label));
    expect(example[6]!.slice(0, 3)).toEqual(['A1', 'HDFC Bank', 'Car Loan']);

    const allowed = XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(template).Sheets['Allowed values']!);
    expect(allowed[0]).toMatchObject({ Sheet: 'Applicants', Column: 'Applicant ref', 'Code (also read)': 'applicant_ref', Required: 'Yes' });
  });

  it('offers Yes/No and list drop-downs down to the last row a file may have, sized columns, bold frozen headers', async () => {
    const { parts, bold } = await formatsOf(template);
    const applicants = parts.get('xl/worksheets/sheet1.xml')!;
    const loans = parts.get('xl/worksheets/sheet2.xml')!;
    for (const [xml, columns] of [
      [applicants, BULK_APPLICANT_COLUMNS],
      [loans, BULK_LOAN_COLUMNS],
    ] as const) {
      expect(xml).toMatch(FROZEN_HEADER);
      const widths = [...xml.matchAll(/<col min="\d+" max="\d+" width="(\d+)" customWidth="1"\/>/g)].map((m) => Number(m[1]));
      expect(widths).toHaveLength(columns.length);
      // Every header fits its column.
      columns.forEach((c, i) => expect(widths[i], c.label).toBeGreaterThanOrEqual(c.label.length));
    }
    expect(bold(1, 'A1')).toBe(true);
    expect(bold(2, 'A1')).toBe(true);

    const lastApplicantRow = 1 + BULK_LIMITS.maxRows;
    const applicantLists = dropDowns(applicants);
    const at = (code: string) => XLSX.utils.encode_col(BULK_APPLICANT_COLUMNS.findIndex((c) => c.header === code));
    const yesNo = BULK_APPLICANT_COLUMNS.filter((c) => c.kind === 'yesno');
    expect(yesNo.length).toBe(7);
    for (const c of yesNo) expect(applicantLists[`${at(c.header)}2:${at(c.header)}${lastApplicantRow}`], c.label).toEqual(['Yes', 'No']);
    expect(applicantLists[`${at('loan_purpose')}2:${at('loan_purpose')}${lastApplicantRow}`]).toContain('Home Loan');
    expect(applicantLists[`${at('preferred_language')}2:${at('preferred_language')}${lastApplicantRow}`]).toEqual(['en', 'hi']);

    const loanLists = dropDowns(loans);
    const loanAt = (code: string) => XLSX.utils.encode_col(BULK_LOAN_COLUMNS.findIndex((c) => c.header === code));
    expect(loanLists[`${loanAt('is_secured')}2:${loanAt('is_secured')}1048576`]).toEqual(['Yes', 'No']);
    expect(loanLists[`${loanAt('balance_transfer')}2:${loanAt('balance_transfer')}1048576`]).toEqual(['Yes', 'No']);
    expect(loanLists[`${loanAt('loan_type')}2:${loanAt('loan_type')}1048576`]).toEqual([...LOAN_TYPES]);
  });

  it('filled in under its words, is evaluated; the result fills a blank evaluation date with the day used', async () => {
    const file = filledTemplate(
      template,
      [
        inWords({ ...BULK_APPLICANT, applicant_ref: 'W1' }),
        inWords({ ...BULK_APPLICANT, applicant_ref: 'W2', user_name: 'Ravi Das', evaluation_date: '2026-11-20' }),
      ],
      [
        {
          'Applicant ref': 'W1',
          'Loan type': 'Car Loan',
          Secured: 'Yes',
          'Outstanding (₹)': 200000,
          'EMI (₹ a month)': 9000,
          'EMIs paid': 10,
          'EMIs pending': 20,
        },
      ],
    );
    const res = await upload('words.xlsx', file);
    expect(res.statusCode, res.body).toBe(202);
    const job = await finishedJob(t, t.token, res.json().data.jobId);
    expect(job.state).toBe('completed');
    const result = XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read((await get(job.resultUrl)).rawPayload).Sheets.Applicants!, { defval: null });
    expect(result.map((r) => [r['Applicant ref'], r['Evaluation date'], r['Existing loans']])).toEqual([
      ['W1', INDIA_TODAY, 1],
      ['W2', '2026-11-20', 0],
    ]);
  });

  it('still reads a file headed with the codes of earlier templates', async () => {
    const header = BULK_APPLICANT_COLUMNS.map((c) => c.header);
    const book = XLSX.utils.book_new();
    const row = { ...BULK_APPLICANT, applicant_ref: 'C1' } as Record<string, unknown>;
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, header.map((h) => row[h] ?? null)]), 'Applicants');
    const res = await upload('codes.xlsx', XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(res.statusCode, res.body).toBe(202);
  });
});

describe('an error file', () => {
  it('is named after the upload, names columns as the upload heads them, and has a bold frozen header', async () => {
    const res = await upload('applicants.xlsx', filledTemplate(template, [inWords({ ...BULK_APPLICANT, applicant_ref: 'E1', is_married: 'maybe' })]));
    expect(res.statusCode, res.body).toBe(400);
    const file = await get(new URL(res.json().data.errorFileUrl).pathname);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="applicants - errors.xlsx"; filename*=UTF-8''applicants%20%E2%80%94%20errors.xlsx`);
    expect(XLSX.read(file.rawPayload).SheetNames).toEqual(['Errors']);
    expect(XLSX.utils.sheet_to_json(XLSX.read(file.rawPayload).Sheets.Errors!)).toEqual([
      { Sheet: 'Applicants', Row: 2, Column: 'Married', Value: 'maybe', Reason: 'must be Yes or No' },
    ]);
    const { parts, bold } = await formatsOf(file.rawPayload);
    expect(parts.get('xl/worksheets/sheet1.xml')).toMatch(FROZEN_HEADER);
    expect(bold(1, 'A1')).toBe(true);
  });

  it('keeps a name outside ASCII exact in filename*, with a safe plain filename beside it', async () => {
    const res = await upload("लीड्स (Q3)'s.xlsx", filledTemplate(template, [inWords({ ...BULK_APPLICANT, applicant_ref: 'E2', age: 'old' })]));
    expect(res.statusCode, res.body).toBe(400);
    const disposition = String((await get(new URL(res.json().data.errorFileUrl).pathname)).headers['content-disposition']);
    const plain = /filename="([^"]*)"/.exec(disposition)![1]!;
    expect(plain).toMatch(/^[\x20-\x7e]+$/);
    expect(plain).toBe("_____ (Q3)'s - errors.xlsx");
    const exact = /filename\*=UTF-8''(\S+)$/.exec(disposition)![1]!;
    // RFC 5987 leaves no quote or bracket unescaped.
    expect(exact).not.toMatch(/['()]/);
    expect(decodeURIComponent(exact)).toBe("लीड्स (Q3)'s — errors.xlsx");
  });
});

describe('the customers export', () => {
  it('shows ₹ in lakhs and crores, rates as percent and counts as whole numbers, under a bold frozen header', async () => {
    const res = await get('/api/customers/export?format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const book = XLSX.read(res.rawPayload);
    expect(book.SheetNames).toEqual(['Customers']);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Customers!, { header: 1 }) as unknown as unknown[][];
    const header = rows[0] as string[];
    const withOffer = rows.findIndex((r, i) => i > 0 && Number(r[header.indexOf('Largest offer (₹)')]) > 0);
    expect(withOffer).toBeGreaterThan(0);
    const ref = (name: string) => `${XLSX.utils.encode_col(header.indexOf(name))}${withOffer + 1}`;

    const { parts, format, bold } = await formatsOf(res.rawPayload);
    const sheet = parts.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toMatch(FROZEN_HEADER);
    expect(sheet).toMatch(/<autoFilter ref="A1:K\d+"\/>/);
    expect(sheet).toMatch(/<cols><col min="1" max="1" width="\d+" customWidth="1"\/>/);
    expect(bold(1, 'A1')).toBe(true);
    expect(format(1, ref('Largest offer (₹)'))).toContain('"₹"');
    expect(format(1, ref('Largest offer: rate (% p.a.)'))).toBe('0.00"%"');
    expect(format(1, ref('Largest offer: APR (%)'))).toBe('0.00"%"');
    expect(format(1, ref('Evaluations'))).toBe('built-in 1');
    expect(format(1, ref('Last evaluated (IST)'))).toBe('dd mmm yyyy hh:mm');
    // The amount stays a number, shown with Indian grouping.
    const amount = book.Sheets.Customers![ref('Largest offer (₹)')]!;
    expect(amount.t).toBe('n');
    expect(XLSX.utils.format_cell(amount)).toMatch(/^₹[\d,]+$/);
  });
});
