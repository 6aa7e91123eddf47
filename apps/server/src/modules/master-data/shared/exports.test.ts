import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { API } from '@lbo/contracts/api-paths';
import { bankCompanyCategories, banks, cities, companies, products, salaryCategories } from '../../../db/schema';
import { bearer } from '../../../../test/test-app';
import { testAppForFile } from '../../../../test/test-app-for-file';
import { csvLines } from '../../../../test/sheets';

/** Where each master-data list is exported from. */
const MASTER_EXPORT_PATHS = {
  bank: API.bank.export,
  product: API.product.export,
  company: API.company.export,
  city: API.cities.export,
  category: API.salarycategory.export,
  mapping: API.bankcompanycategory.export,
} as const;

const t = testAppForFile();
const get = (url: string, auth = t.token) => t.app.inject({ method: 'GET', url, headers: bearer(auth) });
const sheetRows = (bytes: Buffer) => {
  const book = XLSX.read(bytes, { type: 'buffer' });
  return { book, rows: XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true }) };
};

beforeAll(async () => {
  await t.db.insert(banks).values([
    { name: 'Export Alpha Bank' },
    { name: 'Export Beta Bank', is_active: false },
    {
      name: 'Export Gamma Bank',
      is_active: false,
      grievance_officer_name: 'Asha Rao',
      grievance_officer_phone: '+91 22 6600 1234',
      grievance_officer_email: 'grievance@gamma.example',
      uses_recovery_agents: false,
    },
    { name: '=HYPERLINK("x") Bank' },
  ]);
  // More companies than one page of the export's reads, to see the pages joined in order.
  await t.db.insert(companies).values(
    Array.from({ length: 4_500 }, (_, i) => ({
      company_name: `Export Co ${String(i).padStart(5, '0')}`,
      is_listed: i % 3 === 0,
      registration_type: 'LLP' as const,
    })),
  );
  await t.db.insert(cities).values([
    { city_name: 'Pune', state: 'Maharashtra', is_metro: false },
    { city_name: 'Mumbai', state: 'Maharashtra', is_metro: true },
  ]);
  const [product] = await t.db.insert(products).values({ name: 'Export Loan' }).returning();
  const [category] = await t.db.insert(salaryCategories).values({ name: 'Export Cat A' }).returning();
  const [bank] = await t.db.insert(banks).values({ name: 'Export Mapping Bank' }).returning();
  const [company] = await t.db.insert(companies).values({ company_name: 'Mapped Company' }).returning();
  await t.db.insert(bankCompanyCategories).values({ bank_id: bank!.id, product_id: product!.id, company_id: company!.id, category_id: category!.id });
});

describe('master-data exports', () => {
  it('exports exactly the rows the search and filter match, in the list order, as .xlsx with dates as dates', async () => {
    const res = await get(`${MASTER_EXPORT_PATHS.bank}?search=Export&is_active=false&sortBy=name&sortOrder=desc&format=xlsx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="banks-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const { book, rows } = sheetRows(res.rawPayload);
    expect(book.SheetNames).toEqual(['Banks']);
    expect(rows[0]).toEqual([
      'Bank',
      'Status',
      'Logo URL',
      'Grievance officer name',
      'Grievance officer phone',
      'Grievance officer e-mail',
      'Uses recovery agents',
      'Created (IST)',
      'Updated (IST)',
    ]);
    // Empty cells (no logo, facts not stated) read back as undefined.
    expect(rows.slice(1).map((r) => Array.from(r.slice(0, 7)))).toEqual([
      ['Export Gamma Bank', 'Inactive', undefined, 'Asha Rao', '+91 22 6600 1234', 'grievance@gamma.example', 'No'],
      ['Export Beta Bank', 'Inactive', undefined, undefined, undefined, undefined, undefined],
    ]);
    const created = XLSX.read(res.rawPayload, { type: 'buffer', cellDates: true }).Sheets.Banks!.H2!;
    expect(created.t).toBe('d');
  });

  it('reads a large table a page at a time and keeps every row once', async () => {
    const res = await get(`${MASTER_EXPORT_PATHS.company}?search=Export%20Co&sortBy=company_name&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('Company,Registration type,Listed,Created (IST),Updated (IST)');
    expect(lines).toHaveLength(4_501);
    expect(lines[1]).toMatch(/^Export Co 00000,LLP,Yes,\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
    expect(lines[4_500]).toMatch(/^Export Co 04499,LLP,No,/);
    const listed = csvLines((await get(`${MASTER_EXPORT_PATHS.company}?search=Export%20Co&is_listed=true&format=csv`)).body);
    expect(listed).toHaveLength(1 + 1_500);
  });

  it('never writes a cell a spreadsheet would run as a formula', async () => {
    const csv = csvLines((await get(`${MASTER_EXPORT_PATHS.bank}?search=HYPERLINK&format=csv`)).body);
    expect(csv[1]).toMatch(/^"'=HYPERLINK\(""x""\) Bank",Active,/);
  });

  it('exports cities, categories and mappings with their names', async () => {
    const cityRows = csvLines((await get(`${MASTER_EXPORT_PATHS.city}?is_metro=true&format=csv`)).body);
    expect(cityRows.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual(['Mumbai,Maharashtra,Yes']);
    const categories = csvLines((await get(`${MASTER_EXPORT_PATHS.category}?search=Export%20Cat&format=csv`)).body);
    expect(categories.map((l) => l.split(',')[0])).toEqual(['Salary category', 'Export Cat A']);
    const mappings = sheetRows((await get(`${MASTER_EXPORT_PATHS.mapping}?search=Export%20Mapping&format=xlsx`)).rawPayload).rows;
    expect(mappings.map((r) => r.slice(0, 5))).toEqual([
      ['Bank', 'Product', 'Company', 'Salary category', 'Status'],
      ['Export Mapping Bank', 'Export Loan', 'Mapped Company', 'Export Cat A', 'Active'],
    ]);
    const products = csvLines((await get(`${MASTER_EXPORT_PATHS.product}?format=csv`)).body);
    expect(products.slice(1).map((l) => l.split(',')[0])).toContain('Export Loan');
  });

  it('refuses a bad format or filter naming the field, and needs the export permission', async () => {
    const bad = await get(`${MASTER_EXPORT_PATHS.bank}?format=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('format');
    const badFilter = await get(`${MASTER_EXPORT_PATHS.mapping}?bank_id=nope`);
    expect(badFilter.statusCode).toBe(400);
    expect(JSON.stringify(badFilter.json())).toContain('bank_id');
    const viewer = await t.userWithAccess([{ module_id: 'master-configuration', view: true, create: true, edit: true, delete: true, export: false }]);
    for (const path of Object.values(MASTER_EXPORT_PATHS)) expect((await get(path, viewer.token)).statusCode, path).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: MASTER_EXPORT_PATHS.bank })).statusCode).toBe(401);
  });
});
