import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  bankCompanyCategories,
  bankSalaryRules,
  banks,
  btRules,
  cibilEnquiryRules,
  cities,
  companies,
  employmentRules,
  foirRules,
  generalEligibilityRules,
  multiplierRules,
  obligationRules,
  products,
  registrationRules,
  salaryCategories,
} from '../../db/schema';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { csvLines } from '../../../test/sheets';
import { insertStandardPlaces } from '../../../test/standard-rules';
import { currentVersion } from './rule-versions.repository';
import { rowsAt } from './rule-set-rows.repository';

const t = testAppForFile();
const ids = { bank: '', product: '', company: '', city: '', category: '' };

beforeAll(async () => {
  const places = await insertStandardPlaces(t.db, 'Version', { city_name: 'Nagpur', state: 'Maharashtra', is_metro: false });
  const [category] = await t.db.insert(salaryCategories).values({ name: 'Cat V' }).returning();
  Object.assign(ids, { bank: places.bank, product: places.product, company: places.company, city: places.city, category: category!.id });
});

const get = (url: string, auth = t.token) => t.app.inject({ method: 'GET', url, headers: bearer(auth) });

describe('rule-set versions', () => {
  const pair = () => ({ bank_id: ids.bank, product_id: ids.product });
  const writes: [string, () => Promise<unknown>][] = [
    ['a bank', () => t.db.update(banks).set({ name: 'Version Bank 2' }).where(eq(banks.id, ids.bank))],
    ['a product', () => t.db.update(products).set({ name: 'Version Loan 2' }).where(eq(products.id, ids.product))],
    ['a company', () => t.db.update(companies).set({ is_listed: false }).where(eq(companies.id, ids.company))],
    ['a city', () => t.db.update(cities).set({ is_metro: true }).where(eq(cities.id, ids.city))],
    ['a salary category', () => t.db.update(salaryCategories).set({ name: 'Cat V2' }).where(eq(salaryCategories.id, ids.category))],
    ['a mapping', () => t.db.insert(bankCompanyCategories).values({ ...pair(), company_id: ids.company, category_id: ids.category })],
    ['a general rule', () => t.db.insert(generalEligibilityRules).values({ ...pair(), min_age: 21, interest_rate: 12 })],
    ['a multiplier rule', () => t.db.insert(multiplierRules).values({ ...pair(), salary_min: 0, multiplier: 10 })],
    ['a FOIR rule', () => t.db.insert(foirRules).values({ ...pair(), salary_min: 0, foir_percent: 50 })],
    ['an employment rule', () => t.db.insert(employmentRules).values({ ...pair(), present_employment_min_months: 6, total_employment_min_months: 12 })],
    ['a balance-transfer rule', () => t.db.insert(btRules).values({ bank_id: ids.bank, min_emis_paid: 6 })],
    ['an obligation rule', () => t.db.insert(obligationRules).values({ ...pair(), emis_pending: 3 })],
    ['a CIBIL-enquiry rule', () => t.db.insert(cibilEnquiryRules).values({ ...pair(), total_enquiries_last_30_days: 3 })],
    ['a registration rule', () => t.db.insert(registrationRules).values({ ...pair(), registration_type: 'PRIVATE_LIMITED', salary_min: 1 })],
    ['a bank-salary rule', () => t.db.insert(bankSalaryRules).values({ ...pair(), salary_min: 10000 })],
    ['a deletion', () => t.db.delete(bankSalaryRules).where(eq(bankSalaryRules.bank_id, ids.bank))],
  ];

  it.each(writes)('makes a new version for a change to %s', async (_, write) => {
    const before = await currentVersion(t.db);
    await write();
    const after = await currentVersion(t.db);
    expect(after).toBe(before + 1);
    const res = await get(`/api/rule-versions/${after}`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data.changes)).toHaveLength(1);
  });

  it('makes no version for a statement that changes no row', async () => {
    const before = await currentVersion(t.db);
    await t.db.update(foirRules).set({ foir_percent: 1 }).where(eq(foirRules.bank_id, '00000000-0000-4000-8000-000000000000'));
    expect(await currentVersion(t.db)).toBe(before);
  });

  it('makes one version for one transaction, and keeps what each version held', async () => {
    const before = await currentVersion(t.db);
    const [general] = await t.db.select().from(generalEligibilityRules).where(eq(generalEligibilityRules.bank_id, ids.bank));
    await t.db.transaction(async (tx) => {
      await tx.update(generalEligibilityRules).set({ min_age: 25 }).where(eq(generalEligibilityRules.id, general!.id));
      await tx.update(generalEligibilityRules).set({ min_age: 26 }).where(eq(generalEligibilityRules.id, general!.id));
      await tx.insert(foirRules).values({ bank_id: ids.bank, product_id: ids.product, salary_min: 100000, foir_percent: 60 });
    });
    const after = await currentVersion(t.db);
    expect(after).toBe(before + 1);
    const then = (await rowsAt(t.db, before, ['general_eligibility_rules', 'foir_rules'])) as Map<string, { min_age?: number }[]>;
    const now = (await rowsAt(t.db, after, ['general_eligibility_rules', 'foir_rules'])) as Map<string, { min_age?: number }[]>;
    expect(then.get('general_eligibility_rules')![0]!.min_age).toBe(21);
    expect(now.get('general_eligibility_rules')![0]!.min_age).toBe(26);
    expect(now.get('foir_rules')!.length).toBe(then.get('foir_rules')!.length + 1);
    // Unchanged rows are shared: one stored copy serves both versions.
    const counted = (await t.db.execute(sql`SELECT count(*)::int AS n FROM rule_set_rows WHERE tbl = 'multiplier_rules'`)) as unknown as {
      rows: { n: number }[];
    };
    expect(counted.rows[0]!.n).toBe(1);
  });

  it('records who saved a rule through the API and what changed', async () => {
    const [product] = await t.db.insert(products).values({ name: 'Fresh Loan' }).returning();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/foir/createandupdatefoirrule?bank_id=${ids.bank}&product_id=${product!.id}`,
      headers: bearer(t.token),
      payload: { rules: [{ salary_min: 200000, salary_max: 300000, foir_percent: 70 }] },
    });
    expect(res.statusCode).toBe(200);
    const list = await get('/api/rule-versions?page=1&limit=5');
    expect(list.statusCode).toBe(200);
    const { items, current, total } = list.json().data;
    expect(items[0].version).toBe(current);
    expect(total).toBeGreaterThanOrEqual(items.length);
    expect(items[0].createdBy).toMatchObject({ id: t.adminId });
    expect(items[0].summary).toBe('FOIR rule saved for Version Bank 2 · Fresh Loan');
    expect(items[0].changes).toHaveProperty('foir_rules');
    expect(items[1].version).toBe(current - 1);
  });

  it('describes a version without a summary of its own from its changes', async () => {
    await t.db.insert(companies).values([{ company_name: 'Auto One' }, { company_name: 'Auto Two' }]);
    const { items } = (await get('/api/rule-versions?limit=1')).json().data;
    expect(items[0].summary).toBe('Companies: 2 added');
    expect(items[0].createdBy).toBeNull();
  });

  it('answers 404 for an unknown version and 400 for a malformed one', async () => {
    expect((await get('/api/rule-versions/999999')).statusCode).toBe(404);
    const bad = await get('/api/rule-versions/abc');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().message)).toMatch(/version/);
    expect((await get('/api/rule-versions?limit=0')).statusCode).toBe(400);
  });

  it('needs business-rules view permission', async () => {
    const other = await t.userWithAccess([{ module_id: 'loan-evaluator', view: true, create: true, edit: false, delete: false, export: false }]);
    expect((await get('/api/rule-versions', other.token)).statusCode).toBe(403);
    expect((await get('/api/rule-versions/1', other.token)).statusCode).toBe(403);
    const viewer = await t.userWithAccess([{ module_id: 'rules-management', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await get('/api/rule-versions', viewer.token)).statusCode).toBe(200);
    expect((await get('/api/rule-versions/export', viewer.token)).statusCode).toBe(403);
  });

  it('exports every version newest first, with who made it and what changed', async () => {
    const { total, items } = (await get('/api/rule-versions?limit=2')).json().data;
    const res = await get('/api/rule-versions/export?format=csv');
    expect(res.statusCode, res.body).toBe(200);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('Version,Made (IST),By,Summary,Rows changed,Kind,Reason');
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1, 3).map((l) => Number(l.split(',')[0]))).toEqual(items.map((v: { version: number }) => v.version));
    expect(lines[1]).toContain('System,Companies: 2 added,Companies: +2');
    expect((await get('/api/rule-versions/export?format=json')).statusCode).toBe(400);
  });
});

describe('the difference between two versions', () => {
  it('names the categories its rows hold, as the later version calls them', async () => {
    const from = await currentVersion(t.db);
    const [row] = await t.db
      .insert(multiplierRules)
      .values({ bank_id: ids.bank, product_id: ids.product, category_id: ids.category, salary_min: 50000, salary_max: null, multiplier: 64 })
      .returning();
    await t.settleRuleVersion();
    const to = await currentVersion(t.db);
    const res = await get(`/api/rule-versions/${from}/diff/${to}`);
    expect(res.statusCode, res.body).toBe(200);
    const diff = res.json().data;
    const [category] = await t.db.select({ name: salaryCategories.name }).from(salaryCategories).where(eq(salaryCategories.id, ids.category));
    expect(diff.categoryNames[ids.category]).toBe(category!.name);
    expect(diff.groups.map((g: { table: string; rows: { rowId: string }[] }) => [g.table, g.rows.map((r) => r.rowId)])).toEqual([
      ['multiplier_rules', [row!.id]],
    ]);
  });
});
