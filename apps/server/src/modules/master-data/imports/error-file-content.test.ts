import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES as M, MASTER_MESSAGES, REGISTRATION_TYPES } from '@lbo/contracts/master-data';
import { banks, companies, products, salaryCategories } from '../../../db/schema';
import { bearer, TEST_ORIGIN } from '../../../../test/test-app';
import { testAppForFile } from '../../../../test/test-app-for-file';
import { fileUpload, postMultipart } from '../../../../test/multipart';
import { readRows, sheetBytes } from '../../../../test/sheets';

// The error file of a file with every kind of bad row, pinned cell by cell (and, for .csv, byte by
// byte): invalid rows are found in the application, duplicates by the database after the rows are
// staged, and both must come back in one file exactly as the upload spelled them.

const t = testAppForFile();

function upload(url: string, filename: string, bytes: Buffer | string, fields: Record<string, string> = {}) {
  const body = fileUpload(filename, bytes, fields);
  return postMultipart(t.app, url, body, bearer(t.token));
}

async function download(url: string): Promise<Buffer> {
  expect(url.startsWith(`${TEST_ORIGIN}/api/files/import-errors/`)).toBe(true);
  const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: bearer(t.token) });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('the error file of an import with several kinds of bad rows', () => {
  it('lists invalid rows, repeats within the file and stored records in sheet order, with their cells as uploaded (.xlsx)', async () => {
    await t.db.insert(companies).values({ company_name: 'pinned stored co' });
    const when = new Date(Date.UTC(2026, 10, 26));
    const rows: unknown[][] = [
      ['Company Name', 'Listed', 'Registration', 'Notes', 'Count'],
      ['Pinned Tab\tBack\\slash Co', 'Yes', 'LLP', 'first', 1],
      ['PINNED TAB\tBACK\\SLASH CO', 'No', 'LLP', 'line one\nline two', 2.5],
      ['Pinned Stored Co', true, 'LLP', when, null],
      [null, 'Yes', 'LLP', 'no name', 3],
      ['Pinned Maybe Co', 'maybe', 'JOINT_VENTURE', '"quoted", comma', 4],
      ['Pinned Stored Co', 'No', 'LLP', null, 5],
      ['Pinned Fine Co', 'No', 'private limited'],
      ['Pinned Fine Co', 'No'],
      ['L'.repeat(201), 'No', '', 'long', 6],
    ];
    const res = await upload('/api/company/importCompanies', 'pinned.xlsx', sheetBytes(rows));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().data).toMatchObject({ totalRows: 9, importedCount: 2, failedCount: 3, duplicateCount: 4 });
    expect(res.json().data.imported.map((c: { company_name: string }) => c.company_name)).toEqual(['Pinned Tab\tBack\\slash Co', 'Pinned Fine Co']);
    const url = res.json().data.errorFileUrl as string;
    expect(url).toMatch(/\.xlsx$/);
    expect(readRows(await download(url))).toEqual([
      ['Row', 'Company Name', 'Listed', 'Registration', 'Notes', 'Count', 'reason'],
      [3, 'PINNED TAB\tBACK\\SLASH CO', 'No', 'LLP', 'line one\nline two', 2.5, M.duplicateInFile(2)],
      // A date cell comes back as the serial number the reader gave (26 November 2026).
      [4, 'Pinned Stored Co', true, 'LLP', 46352, null, M.duplicateExisting('company')],
      [5, null, 'Yes', 'LLP', 'no name', 3, MASTER_MESSAGES.companyNameRequired],
      [
        6,
        'Pinned Maybe Co',
        'maybe',
        'JOINT_VENTURE',
        '"quoted", comma',
        4,
        `Listed must be Yes or No (got "maybe"); Invalid registration type "JOINT_VENTURE": use one of ${REGISTRATION_TYPES.join(', ')}`,
      ],
      [7, 'Pinned Stored Co', 'No', 'LLP', null, 5, M.duplicateInFile(4)],
      [9, 'Pinned Fine Co', 'No', null, null, null, M.duplicateInFile(8)],
      [10, 'L'.repeat(201), 'No', '', 'long', 6, MASTER_MESSAGES.companyNameTooLong],
    ]);
  });

  it('gives a mapping .csv the same file byte for byte, whatever the database', async () => {
    const [bank] = await t.db.insert(banks).values({ name: 'Pinned Bank' }).returning();
    const [product] = await t.db.insert(products).values({ name: 'Pinned Product' }).returning();
    await t.db.insert(salaryCategories).values({ name: 'Pinned CAT' });
    const [acme] = await t.db
      .insert(companies)
      .values([{ company_name: 'Pinned Acme' }, { company_name: 'Pinned Beta, "B"' }])
      .returning();
    const first = await upload('/api/bankcompanycategory/uploadbankcompanydata', 'first.csv', 'company_name,category_name\n"Pinned Beta, ""B""",Pinned CAT\n', {
      bank_id: bank!.id,
      product_id: product!.id,
    });
    expect(first.json().data).toMatchObject({ importedCount: 1, failedCount: 0, duplicateCount: 0 });
    const csv = [
      'company_name,company_id,category_name,Active,Notes',
      'Pinned Acme,,Pinned CAT,Yes,ok',
      ',,Pinned CAT,Yes,no company',
      `,${acme!.id.toUpperCase()},pinned cat,No,"same company, by id"`,
      `,not-an-id,Pinned CAT,Yes,bad id`,
      'Pinned Nowhere,,Pinned Nowhere CAT,perhaps,"three ""problems"""',
      '"Pinned Beta, ""B""",,Pinned CAT,Yes,"line one\nline two"',
      '"Pinned Beta, ""B""",,Pinned CAT,Yes,tab\there',
    ].join('\r\n');
    const res = await upload('/api/bankcompanycategory/uploadbankcompanydata', 'pinned.csv', csv, { bank_id: bank!.id, product_id: product!.id });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().data).toMatchObject({ totalRows: 7, importedCount: 1, failedCount: 3, duplicateCount: 3 });
    expect(res.json().data.imported.map((m: { company_id: string }) => m.company_id)).toEqual([acme!.id]);
    const url = res.json().data.errorFileUrl as string;
    expect(url).toMatch(/\.csv$/);
    const expected = [
      '\uFEFFRow,company_name,company_id,category_name,Active,Notes,reason',
      `3,,,Pinned CAT,Yes,no company,${MASTER_MESSAGES.companyRequired}`,
      `4,,${acme!.id.toUpperCase()},pinned cat,No,"same company, by id",${M.duplicateInFile(2)}`,
      '5,,not-an-id,Pinned CAT,Yes,bad id,"Company id ""not-an-id"" is not a valid id"',
      '6,Pinned Nowhere,,Pinned Nowhere CAT,perhaps,"three ""problems""","Company ""Pinned Nowhere"" not found; Category ""Pinned Nowhere CAT"" not found; Active must be Yes or No (got ""perhaps"")"',
      `7,"Pinned Beta, ""B""",,Pinned CAT,Yes,"line one\nline two","${M.duplicateExisting('mapping for this bank, product and company')}"`,
      `8,"Pinned Beta, ""B""",,Pinned CAT,Yes,tab\there,${M.duplicateInFile(7)}`,
    ];
    const text = (await download(url)).toString('utf8');
    expect(text).toBe(expected.map((line) => `${line}\r\n`).join(''));
  });
});
