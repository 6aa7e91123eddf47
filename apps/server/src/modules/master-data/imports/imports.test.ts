import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, like } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { IMPORT_MESSAGES as M, MASTER_MESSAGES, REGISTRATION_TYPES } from '@lbo/contracts/master-data';
import type { RoleAccessEntry } from '@lbo/contracts/permissions';
import { bankCompanyCategories, banks, cities, companies, products, salaryCategories } from '../../../db/schema';
import { bearer, TEST_ORIGIN } from '../../../../test/test-app';
import { testAppForFile } from '../../../../test/test-app-for-file';
import { fileUpload, multipartBody, postMultipart } from '../../../../test/multipart';
import { readRows, sheetBytes } from '../../../../test/sheets';

const t = testAppForFile();

const COMPANIES = '/api/company/importCompanies';
const CITIES = '/api/cities/importCities';
const MAPPINGS = '/api/bankcompanycategory/uploadbankcompanydata';

function upload(url: string, filename: string, bytes: Buffer | string, fields: Record<string, string> = {}, headers = bearer(t.token)) {
  const body = fileUpload(filename, bytes, fields);
  return postMultipart(t.app, url, body, headers);
}
const rowCount = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]!.n;

/** Downloads an error file as the user who imported it and reads its rows back. */
async function errorFileRows(url: string): Promise<unknown[][]> {
  expect(url.startsWith(`${TEST_ORIGIN}/api/files/import-errors/`)).toBe(true);
  const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: bearer(t.token) });
  expect(res.statusCode).toBe(200);
  return readRows(res.rawPayload, url.endsWith('.csv'));
}

interface Expected {
  rows: unknown[][];
  rejected: unknown[][];
  valid: string[];
  invalid: number;
  duplicates: number;
}

/**
 * 20,000 company rows under natural header names, with an extra column:
 * every 1000 rows one blank name, one bad Listed value, one unknown type,
 * one over-long name, one repeat of an earlier row (other case) and one
 * name already in the database; the rest valid.
 */
function companyFile(prefix: string, existingPrefix: string, total = 20_000): Expected {
  const rows: unknown[][] = [['Company Name', 'Listed', 'Registration', 'Notes']];
  const rejected: unknown[][] = [['Row', 'Company Name', 'Listed', 'Registration', 'Notes', 'reason']];
  const valid: string[] = [];
  let invalid = 0;
  let duplicates = 0;
  const longName = 'L'.repeat(201);
  for (let i = 0; i < total; i++) {
    const name = `${prefix} ${i}`;
    const type = REGISTRATION_TYPES[i % REGISTRATION_TYPES.length]!;
    let row: unknown[];
    let reason: string | null = null;
    switch (i % 1000) {
      case 1:
        row = [null, 'Yes', 'LLP', `blank ${i}`];
        reason = MASTER_MESSAGES.companyNameRequired;
        break;
      case 2:
        row = [name, 'maybe', 'LLP', `listed ${i}`];
        reason = 'Listed must be Yes or No (got "maybe")';
        break;
      case 3:
        row = [name, 'No', 'JOINT_VENTURE', `type ${i}`];
        reason = `Invalid registration type "JOINT_VENTURE": use one of ${REGISTRATION_TYPES.join(', ')}`;
        break;
      case 4:
        row = [longName, 'No', '', `long ${i}`];
        reason = MASTER_MESSAGES.companyNameTooLong;
        break;
      case 5:
        // Repeats row i-5 (valid, first seen at sheet row i-5+2).
        row = [`${prefix} ${i - 5}`.toUpperCase(), 'No', 'LLP', `repeat ${i}`];
        reason = M.duplicateInFile(i - 5 + 2);
        break;
      case 6:
        row = [`${existingPrefix} ${i}`, 'Yes', 'LLP', `exists ${i}`];
        reason = M.duplicateExisting('company');
        break;
      case 7:
        row = [name, true, 'GOVERMENT', null];
        break;
      default:
        row = [name, i % 2 ? 'Yes' : 'No', i % 10 === 8 ? type.toLowerCase().replace('_', ' ') : type, null];
    }
    rows.push(row);
    if (reason) {
      // Sheet row i + 2: the header is row 1.
      rejected.push([i + 2, ...row, reason]);
      if (i % 1000 >= 5) duplicates++;
      else invalid++;
    } else {
      valid.push(name);
    }
  }
  return { rows, rejected, valid, invalid, duplicates };
}

async function importCompanies(bookType: 'xlsx' | 'biff8', prefix: string) {
  const existingPrefix = `${prefix} Existing`;
  const expected = companyFile(prefix, existingPrefix);
  // Already stored, in another case than the file spells them.
  await t.db.insert(companies).values(Array.from({ length: 20 }, (_, k) => ({ company_name: `${existingPrefix} ${k * 1000 + 6}`.toLowerCase() })));
  const before = await rowCount(companies);
  const res = await upload(COMPANIES, `companies.${bookType === 'xlsx' ? 'xlsx' : 'xls'}`, sheetBytes(expected.rows, bookType));
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  // 19,880 records: the answer is streamed (import-answer.ts), still as JSON.
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = res.json();
  expect(body.data).toMatchObject({
    totalRows: 20_000,
    importedCount: expected.valid.length,
    failedCount: expected.invalid,
    duplicateCount: expected.duplicates,
  });
  expect(expected.valid.length).toBe(19_880);
  expect(body.message).toBe(
    `${expected.valid.length} companies imported. Some rows couldn't be processed. Please review the error file and upload the corrected rows.`,
  );
  expect(body.data.imported.map((c: { company_name: string }) => c.company_name).sort()).toEqual([...expected.valid].sort());

  // Exactly the valid rows were written, with their values normalised.
  expect(await rowCount(companies)).toBe(before + expected.valid.length);
  const [gov] = await t.db
    .select()
    .from(companies)
    .where(eq(companies.company_name, `${prefix} 7`));
  expect(gov).toMatchObject({ registration_type: 'GOVERNMENT', is_listed: true });
  const [spelled] = await t.db
    .select()
    .from(companies)
    .where(eq(companies.company_name, `${prefix} 8`));
  expect(spelled?.registration_type).toBe(REGISTRATION_TYPES[8 % REGISTRATION_TYPES.length]);
  const rejectedNames = [`${prefix} 2`, `${prefix} 3`, `${prefix} 1002`];
  expect(await t.db.select().from(companies).where(inArray(companies.company_name, rejectedNames))).toEqual([]);

  expect(await errorFileRows(body.data.errorFileUrl)).toEqual(expected.rejected);
}

describe('company import', () => {
  it('imports the valid rows of a 20,000-row .xlsx and returns the rejected ones in an error file', async () => {
    await importCompanies('xlsx', 'Xlsx Co');
  });

  it('does the same for a 20,000-row .xls (BIFF8)', async () => {
    await importCompanies('biff8', 'Xls Co');
  });

  it('answers each of the four outcomes with its message', async () => {
    const rows = [
      ['company_name', 'is_listed', 'registration_type'],
      ['Outcome One', 'yes', 'llp'],
      ['Outcome Two', 0, 'PROPRIETORSHIP'],
      ['Outcome Three', null, null],
    ];
    const allGood = await upload(COMPANIES, 'ok.xlsx', sheetBytes(rows));
    expect(allGood.json()).toMatchObject({
      message: '3 companies imported successfully',
      data: { importedCount: 3, failedCount: 0, duplicateCount: 0, totalRows: 3, errorFileUrl: null },
    });
    const [three] = await t.db.select().from(companies).where(eq(companies.company_name, 'Outcome Three'));
    expect(three).toMatchObject({ is_listed: false, registration_type: null });

    const again = await upload(COMPANIES, 'again.xlsx', sheetBytes(rows));
    expect(again.json().data).toMatchObject({ importedCount: 0, duplicateCount: 3, failedCount: 0 });
    expect(again.json().message).toBe('Duplicate or invalid rows detected. Kindly check the error file, correct the issues, and upload again.');
    expect(again.json().data.errorFileUrl).toMatch(/\.xlsx$/);

    const headerOnly = await upload(COMPANIES, 'empty-rows.xlsx', sheetBytes([rows[0]!]));
    expect(headerOnly.json()).toMatchObject({
      message: 'No new companies were imported. All rows appear to be duplicates or already exist.',
      data: { importedCount: 0, totalRows: 0, errorFileUrl: null, imported: [] },
    });

    const one = await upload(COMPANIES, 'one.xlsx', sheetBytes([rows[0]!, ['Outcome Four', 'No', 'LLP']]));
    expect(one.json().message).toBe('1 company imported successfully');
  });

  it('takes the later registration types by code or by their words, and refuses an unknown one with the types it takes', async () => {
    const header = ['Company Name', 'Listed', 'Registration'];
    const res = await upload(
      COMPANIES,
      'types.xlsx',
      sheetBytes([
        header,
        ['Type Co Public', 'Yes', 'PUBLIC_LIMITED'],
        ['Type Co Public Words', 'Yes', 'public limited'],
        ['Type Co Opc', 'No', 'One Person Company'],
        ['Type Co Opc Code', 'No', 'one_person_company'],
        ['Type Co Trust', 'No', 'Trust / Society'],
        ['Type Co Trust Code', 'No', 'TRUST_SOCIETY'],
        ['Type Co Venture', 'No', 'Joint Venture'],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ totalRows: 7, importedCount: 6, failedCount: 1, duplicateCount: 0 });
    const stored = await t.db
      .select({ name: companies.company_name, type: companies.registration_type })
      .from(companies)
      .where(like(companies.company_name, 'Type Co %'));
    expect(Object.fromEntries(stored.map((c) => [c.name, c.type]))).toEqual({
      'Type Co Public': 'PUBLIC_LIMITED',
      'Type Co Public Words': 'PUBLIC_LIMITED',
      'Type Co Opc': 'ONE_PERSON_COMPANY',
      'Type Co Opc Code': 'ONE_PERSON_COMPANY',
      'Type Co Trust': 'TRUST_SOCIETY',
      'Type Co Trust Code': 'TRUST_SOCIETY',
    });
    expect(await errorFileRows(res.json().data.errorFileUrl)).toEqual([
      ['Row', ...header, 'reason'],
      [8, 'Type Co Venture', 'No', 'Joint Venture', `Invalid registration type "Joint Venture": use one of ${REGISTRATION_TYPES.join(', ')}`],
    ]);
    expect(REGISTRATION_TYPES.slice(-3)).toEqual(['PUBLIC_LIMITED', 'ONE_PERSON_COMPANY', 'TRUST_SOCIETY']);
  });

  it('numbers the error rows as the sheet does, and replaces the Row and reason columns of an error file uploaded again', async () => {
    const header = ['Company Name', 'Listed', 'Registration'];
    const res = await upload(
      COMPANIES,
      'numbered.xlsx',
      sheetBytes([header, ['Numbered Co One', 'Yes', 'LLP'], [], ['Numbered Co Two', 'perhaps', 'LLP'], ['numbered co one', 'No', 'LLP']]),
    );
    expect(res.json().data).toMatchObject({ totalRows: 3, importedCount: 1, failedCount: 1, duplicateCount: 1 });
    // Row 3 is blank: the rows after it keep the numbers the spreadsheet shows.
    const errorRows = await errorFileRows(res.json().data.errorFileUrl);
    expect(errorRows).toEqual([
      ['Row', ...header, 'reason'],
      [4, 'Numbered Co Two', 'perhaps', 'LLP', 'Listed must be Yes or No (got "perhaps")'],
      [5, 'numbered co one', 'No', 'LLP', M.duplicateInFile(2)],
    ]);
    const again = await upload(COMPANIES, 'numbered-errors.xlsx', sheetBytes(errorRows));
    expect(await errorFileRows(again.json().data.errorFileUrl)).toEqual([
      ['Row', ...header, 'reason'],
      [2, 'Numbered Co Two', 'perhaps', 'LLP', 'Listed must be Yes or No (got "perhaps")'],
      [3, 'numbered co one', 'No', 'LLP', M.duplicateExisting('company')],
    ]);
  });

  it('replaces the reason column of a corrected error file uploaded again', async () => {
    const res = await upload(
      COMPANIES,
      'fixed.xlsx',
      sheetBytes([
        ['company_name', 'reason'],
        ['Fixed Co', 'Company name is required'],
        [null, 'x'],
      ]),
    );
    expect(res.json().data).toMatchObject({ importedCount: 1, failedCount: 0, totalRows: 1 });
    const bad = await upload(
      COMPANIES,
      'fixed.xlsx',
      sheetBytes([
        ['company_name', 'reason', 'is_listed'],
        ['Fixed Co Two', 'old reason', 'perhaps'],
      ]),
    );
    expect(await errorFileRows(bad.json().data.errorFileUrl)).toEqual([
      ['Row', 'company_name', 'is_listed', 'reason'],
      [2, 'Fixed Co Two', 'perhaps', 'Listed must be Yes or No (got "perhaps")'],
    ]);
  });
});

describe('city import', () => {
  it('reads natural headers, treats a city as unique within its state, and reports the rest', async () => {
    await t.db.insert(cities).values({ city_name: 'Pune', state: 'Maharashtra', is_metro: true });
    const rows = [
      ['City', 'State', 'Metro'],
      ['Nagpur', 'Maharashtra', 'No'],
      ['Aurangabad', 'Maharashtra', 'no'],
      ['Aurangabad', 'Bihar', 'N'],
      ['AURANGABAD', 'bihar', 'No'],
      ['pune', 'MAHARASHTRA', 'Yes'],
      ['Kochi', null, 'No'],
      [null, 'Kerala', 'No'],
      ['Delhi', 'Delhi', 'sometimes'],
      ['Mumbai', 'Maharashtra', 1],
    ];
    const res = await upload(CITIES, 'cities.xlsx', sheetBytes(rows));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "4 cities imported. Some rows couldn't be processed. Please review the error file and upload the corrected rows.",
      data: { totalRows: 9, importedCount: 4, failedCount: 3, duplicateCount: 2 },
    });
    const imported = res.json().data.imported.map((c: { city_name: string; state: string }) => `${c.city_name}/${c.state}`);
    expect(imported.sort()).toEqual(['Aurangabad/Bihar', 'Aurangabad/Maharashtra', 'Mumbai/Maharashtra', 'Nagpur/Maharashtra']);
    const [mumbai] = await t.db.select().from(cities).where(eq(cities.city_name, 'Mumbai'));
    expect(mumbai?.is_metro).toBe(true);
    expect(await errorFileRows(res.json().data.errorFileUrl)).toEqual([
      ['Row', 'City', 'State', 'Metro', 'reason'],
      [5, 'AURANGABAD', 'bihar', 'No', M.duplicateInFile(4)],
      [6, 'pune', 'MAHARASHTRA', 'Yes', M.duplicateExisting('city')],
      [7, 'Kochi', null, 'No', MASTER_MESSAGES.stateRequired],
      [8, null, 'Kerala', 'No', MASTER_MESSAGES.cityNameRequired],
      [9, 'Delhi', 'Delhi', 'sometimes', 'Metro must be Yes or No (got "sometimes")'],
    ]);
  });
});

describe('mapping import', () => {
  let bankId: string;
  let productId: string;

  beforeAll(async () => {
    bankId = (await t.db.insert(banks).values({ name: 'Csv Bank' }).returning())[0]!.id;
    productId = (await t.db.insert(products).values({ name: 'Csv Product' }).returning())[0]!.id;
  });

  it('imports a 20,000-row .csv for one bank and product and reports the rejected rows', async () => {
    const [catA, catB] = await t.db
      .insert(salaryCategories)
      .values([{ name: 'Csv CAT A' }, { name: 'Csv CAT B' }])
      .returning();
    const names = Array.from({ length: 20_000 }, (_, i) => `Csv Map Co ${i}`);
    for (let i = 0; i < names.length; i += 2000) {
      await t.db.insert(companies).values(names.slice(i, i + 2000).map((company_name) => ({ company_name })));
    }
    const [quoted] = await t.db.insert(companies).values({ company_name: 'Quoted, "Comma" Co' }).returning();
    const [mapped] = await t.db.select().from(companies).where(eq(companies.company_name, 'Csv Map Co 0'));
    await t.db.insert(bankCompanyCategories).values({ bank_id: bankId, product_id: productId, company_id: mapped!.id, category_id: catA!.id });

    const header = ['Company Name', 'Category', 'Active'];
    const rows: unknown[][] = [header];
    const rejected: unknown[][] = [['Row', ...header, 'reason']];
    let valid = 0;
    let invalid = 0;
    let duplicates = 0;
    names.forEach((name, i) => {
      let row: unknown[] = [i % 3 ? name : name.toLowerCase(), i % 2 ? 'Csv CAT A' : 'csv cat b', i % 5 ? 'Yes' : 'No'];
      let reason: string | null = null;
      if (i === 0) reason = M.duplicateExisting('mapping for this bank, product and company');
      else if (i % 997 === 1) {
        row = ['Nowhere Ltd', 'Csv CAT A', 'Yes'];
        reason = 'Company "Nowhere Ltd" not found';
      } else if (i % 997 === 2) {
        row = [name, 'CAT Z', 'Yes'];
        reason = 'Category "CAT Z" not found';
      } else if (i % 997 === 3) {
        row = [null, 'Csv CAT A', 'maybe'];
        reason = `${MASTER_MESSAGES.companyRequired}; Active must be Yes or No (got "maybe")`;
      } else if (i % 997 === 4) {
        row = [names[i - 4]!.toUpperCase(), 'Csv CAT B', 'Yes'];
        reason = M.duplicateInFile(i - 4 + 2);
      }
      rows.push(row);
      if (!reason) valid++;
      else {
        // Sheet row i + 2 (the header is row 1), read back from the .csv as text.
        rejected.push([String(i + 2), ...row, reason]);
        if (reason.startsWith('Duplicate')) duplicates++;
        else invalid++;
      }
    });
    rows.push([quoted!.company_name, 'Csv CAT B', 'No']);
    valid++;

    const before = await rowCount(bankCompanyCategories);
    const res = await upload(MAPPINGS, 'mappings.csv', sheetBytes(rows, 'csv'), { bank_id: bankId, product_id: productId });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toMatchObject({
      message: `${valid} imported. Some rows failed. Please download error file.`,
      data: { totalRows: 20_001, importedCount: valid, failedCount: invalid, duplicateCount: duplicates },
    });
    expect(await rowCount(bankCompanyCategories)).toBe(before + valid);
    expect(res.json().data.errorFileUrl).toMatch(/\.csv$/);
    expect(await errorFileRows(res.json().data.errorFileUrl)).toEqual(rejected);

    const stored = await t.db
      .select({ category: salaryCategories.name, active: bankCompanyCategories.is_active })
      .from(bankCompanyCategories)
      .innerJoin(salaryCategories, eq(salaryCategories.id, bankCompanyCategories.category_id))
      .where(eq(bankCompanyCategories.company_id, quoted!.id));
    expect(stored).toEqual([{ category: catB!.name, active: false }]);
    const item = res.json().data.imported.find((m: { company_id: string }) => m.company_id === quoted!.id);
    expect(item).toMatchObject({ company_name: 'Quoted, "Comma" Co', category_name: 'Csv CAT B' });
  });

  it('accepts company ids and .xlsx, and answers the outcome messages', async () => {
    const [co] = await t.db.insert(companies).values({ company_name: 'By Id Co' }).returning();
    const rows = [
      ['company_id', 'category_name'],
      [co!.id.toUpperCase(), 'Csv CAT A'],
    ];
    const res = await upload(MAPPINGS, 'by-id.xlsx', sheetBytes(rows), { bank_id: bankId, product_id: productId });
    expect(res.json()).toMatchObject({ message: '1 record imported successfully', data: { importedCount: 1, errorFileUrl: null } });
    const again = await upload(MAPPINGS, 'by-id.xls', sheetBytes(rows, 'biff8'), { bank_id: bankId, product_id: productId });
    expect(again.json().message).toBe('All rows failed or duplicates found. Please check error file.');
    expect(await errorFileRows(again.json().data.errorFileUrl)).toEqual([
      ['Row', 'company_id', 'category_name', 'reason'],
      [2, co!.id.toUpperCase(), 'Csv CAT A', M.duplicateExisting('mapping for this bank, product and company')],
    ]);
    const none = await upload(MAPPINGS, 'none.csv', 'company_name,category_name\n', { bank_id: bankId, product_id: productId });
    expect(none.json().message).toBe('No new records imported. Rows may be duplicates.');
  });

  it('needs a known bank and product', async () => {
    const file = sheetBytes(
      [
        ['company_name', 'category_name'],
        ['By Id Co', 'Csv CAT A'],
      ],
      'csv',
    );
    const missing = await upload(MAPPINGS, 'm.csv', file, { bank_id: bankId });
    expect(missing.json()).toMatchObject({ statusCode: 400, message: M.selectBankProduct });
    const unknown = await upload(MAPPINGS, 'm.csv', file, { bank_id: '00000000-0000-4000-8000-000000000000', product_id: productId });
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: MASTER_MESSAGES.bankNotFound });
    // The query string works too (fields win when both are sent).
    const viaQuery = await t.app.inject({
      method: 'POST',
      url: `${MAPPINGS}?bank_id=${bankId}&product_id=${productId}`,
      ...(() => {
        const body = fileUpload('m.csv', file);
        return { payload: body.payload, headers: { ...bearer(t.token), ...body.headers } };
      })(),
    });
    expect(viaQuery.statusCode).toBe(200);
  });
});

describe('files that are not what they claim', () => {
  const cases: { what: string; url: string; filename: string; bytes: () => Buffer | string; status: number; message: string }[] = [
    { what: 'a text file renamed .xlsx', url: COMPANIES, filename: 'companies.xlsx', bytes: () => 'company_name\nAcme\n', status: 400, message: M.notExcel },
    { what: 'a text file renamed .xls', url: CITIES, filename: 'cities.xls', bytes: () => 'city_name,state\nPune,MH\n', status: 400, message: M.notExcel },
    { what: 'an empty file', url: COMPANIES, filename: 'companies.xlsx', bytes: () => Buffer.alloc(0), status: 400, message: M.emptyFile },
    { what: 'an empty csv', url: MAPPINGS, filename: 'm.csv', bytes: () => Buffer.alloc(0), status: 400, message: M.emptyFile },
    {
      what: 'a sheet without the expected columns',
      url: COMPANIES,
      filename: 'companies.xlsx',
      bytes: () =>
        sheetBytes([
          ['Firm', 'Type'],
          ['Acme', 'LLP'],
        ]),
      status: 400,
      message: M.missingColumns(['company_name']),
    },
    {
      what: 'a city sheet without a state column',
      url: CITIES,
      filename: 'cities.xlsx',
      bytes: () => sheetBytes([['City'], ['Pune']]),
      status: 400,
      message: M.missingColumns(['state']),
    },
    {
      what: 'a file over 5 MB',
      url: COMPANIES,
      filename: 'big.xlsx',
      bytes: () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(5 * 1024 * 1024)]),
      status: 413,
      message: M.tooLarge,
    },
    {
      what: 'a corrupt .xlsx (zip signature, garbage after)',
      url: COMPANIES,
      filename: 'companies.xlsx',
      bytes: () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('garbage'.repeat(50))]),
      status: 400,
      message: M.unreadable,
    },
    {
      what: 'a corrupt .xls (OLE2 signature, garbage after)',
      url: COMPANIES,
      filename: 'companies.xls',
      bytes: () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600, 7)]),
      status: 400,
      message: M.unreadable,
    },
    { what: 'a .txt file', url: COMPANIES, filename: 'companies.txt', bytes: () => 'x', status: 400, message: M.excelTypeInvalid },
    { what: 'a .csv for companies', url: COMPANIES, filename: 'companies.csv', bytes: () => 'company_name\nAcme\n', status: 400, message: M.excelTypeInvalid },
    { what: 'a .pdf for mappings', url: MAPPINGS, filename: 'm.pdf', bytes: () => '%PDF-1.4', status: 400, message: M.excelCsvTypeInvalid },
    {
      what: 'a workbook renamed .csv',
      url: MAPPINGS,
      filename: 'm.csv',
      bytes: () =>
        sheetBytes([
          ['company_name', 'category_name'],
          ['Acme', 'CAT A'],
        ]),
      status: 400,
      message: M.notCsv,
    },
  ];

  it.each(cases)('$what → $status, nothing written', async (c) => {
    const tables = [companies, cities, bankCompanyCategories];
    const before = await Promise.all(tables.map(rowCount));
    const [bank] = await t.db.select().from(banks).limit(1);
    const [product] = await t.db.select().from(products).limit(1);
    const res = await upload(c.url, c.filename, c.bytes(), c.url === MAPPINGS ? { bank_id: bank!.id, product_id: product!.id } : {});
    expect(res.statusCode).toBe(c.status);
    expect(res.json()).toMatchObject({ status: false, message: c.message });
    expect(await Promise.all(tables.map(rowCount))).toEqual(before);
  });

  it('asks for a file when none is sent', async () => {
    const json = await t.app.inject({ method: 'POST', url: COMPANIES, headers: bearer(t.token), payload: {} });
    expect(json.json()).toMatchObject({ statusCode: 400, message: M.noExcelFile });
    const fieldsOnly = multipartBody([{ name: 'bank_id', value: 'x' }]);
    const noFile = await postMultipart(t.app, MAPPINGS, fieldsOnly, bearer(t.token));
    expect(noFile.json()).toMatchObject({ statusCode: 400, message: M.noExcelCsvFile });
  });
});

describe('templates and permissions', () => {
  const viewOnly: RoleAccessEntry = { module_id: 'master-configuration', view: true, create: false, edit: false, delete: false, export: false };

  it('serves an .xlsx template with the header row and one example row for each import', async () => {
    const viewer = bearer((await t.userWithAccess([viewOnly])).token);
    const expected: Record<string, unknown[][]> = {
      '/api/company/importTemplate': [
        ['company_name', 'is_listed', 'registration_type'],
        ['Acme Technologies Private Limited', 'Yes', 'PRIVATE_LIMITED'],
      ],
      '/api/cities/importTemplate': [
        ['city_name', 'state', 'is_metro'],
        ['Mumbai', 'Maharashtra', 'Yes'],
      ],
      '/api/bankcompanycategory/importTemplate': [
        ['company_name', 'category_name', 'is_active'],
        ['Infosys', 'CAT A', 'Yes'],
      ],
    };
    for (const [url, rows] of Object.entries(expected)) {
      const res = await t.app.inject({ method: 'GET', url, headers: viewer });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.xlsx"/);
      expect(readRows(res.rawPayload)).toEqual(rows);
    }
    // The templates import cleanly (the mapping example names a company and category of the demo data).
    const template = await t.app.inject({ method: 'GET', url: '/api/company/importTemplate', headers: viewer });
    const imported = await upload(COMPANIES, 'template.xlsx', template.rawPayload);
    expect(imported.json().data.importedCount).toBe(1);
  });

  it('imports need create; templates need view', async () => {
    const viewer = bearer((await t.userWithAccess([viewOnly])).token);
    const nobody = bearer((await t.userWithAccess([])).token);
    const file = sheetBytes([['company_name'], ['Forbidden Co']]);
    expect((await upload(COMPANIES, 'c.xlsx', file, {}, viewer)).statusCode).toBe(403);
    expect((await upload(CITIES, 'c.xlsx', file, {}, viewer)).statusCode).toBe(403);
    expect((await upload(MAPPINGS, 'c.xlsx', file, {}, viewer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/cities/importTemplate', headers: nobody })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/cities/importTemplate' })).statusCode).toBe(401);
    expect(await t.db.select().from(companies).where(eq(companies.company_name, 'Forbidden Co'))).toEqual([]);
  });
});

describe('import error files are private', () => {
  it('are served to the user who imported, to master-data viewers, and to nobody else', async () => {
    const importer = await t.userWithAccess([{ module_id: 'master-configuration', view: false, create: true, edit: false, delete: false, export: false }]);
    const res = await upload(
      CITIES,
      'cities.xlsx',
      sheetBytes([
        ['city_name', 'state'],
        ['', 'Nowhere'],
        ['Ujjain', 'Madhya Pradesh'],
      ]),
      {},
      bearer(importer.token),
    );
    expect(res.statusCode).toBe(200);
    const path = new URL(res.json().data.errorFileUrl).pathname;
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    const stranger = await t.userWithAccess([{ module_id: 'loan-evaluator', view: true, create: true, edit: false, delete: false, export: false }]);
    expect((await t.app.inject({ method: 'GET', url: path, headers: bearer(stranger.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: path, headers: bearer(importer.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: path, headers: bearer(t.token) })).statusCode).toBe(200);
    // The public files route serves logos only.
    expect((await t.app.inject({ method: 'GET', url: path.replace('/api/files/', '/files/') })).statusCode).toBe(404);
  });
});
