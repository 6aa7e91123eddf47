import { beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { REGISTRATION_TYPES } from '@lbo/contracts/master-data';
import { DEMO_BANKS, DEMO_CATEGORIES, DEMO_PRODUCTS, seedDemoMasterData } from '../../db/seed/demo-master-data';
import { bankCompanyCategories, banks, cities, companies, products, salaryCategories } from '../../db/schema';
import { testAppForFile } from '../../../test/test-app-for-file';

const t = testAppForFile();
beforeAll(async () => seedDemoMasterData(t.db, t.app.log));

describe('demo master data', () => {
  it('has the named banks, products and categories, all active', async () => {
    const bankRows = await t.db.select().from(banks);
    expect(bankRows.map((b) => b.name).sort()).toEqual([...DEMO_BANKS].sort());
    // Pinned letter for letter: the browser tests and the rules seed find these banks by name.
    expect(DEMO_BANKS).toEqual([
      'HDFC Bank',
      'ICICI Bank',
      'Axis Bank',
      'Kotak Mahindra Bank',
      'State Bank of India',
      'IDFC First Bank',
      'Bajaj Finserv',
      'Tata Capital',
    ]);
    expect(bankRows.every((b) => b.is_active)).toBe(true);
    expect((await t.db.select().from(products)).map((p) => p.name).sort()).toEqual([...DEMO_PRODUCTS].sort());
    // Each demo product carries its real loan type.
    expect(Object.fromEntries((await t.db.select().from(products)).map((p) => [p.name, p.loan_type]))).toEqual({
      'Personal Loan': 'PERSONAL_LOAN',
      'Business Loan': 'BUSINESS_LOAN',
      'Home Loan': 'HOME_LOAN',
    });
    expect((await t.db.select().from(salaryCategories)).map((c) => c.name).sort()).toEqual([...DEMO_CATEGORIES].sort());
  });

  it('has 200 companies of every registration type, listed and not', async () => {
    const rows = await t.db.select().from(companies);
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((c) => c.registration_type))).toEqual(new Set(REGISTRATION_TYPES));
    expect(rows.some((c) => c.is_listed)).toBe(true);
    expect(rows.some((c) => !c.is_listed)).toBe(true);
    expect(rows.map((c) => c.company_name)).toEqual(expect.arrayContaining(['Tata Consultancy Services', 'Infosys', 'Indian Railways']));

    const typeOf = (name: string) => rows.find((c) => c.company_name === name)?.registration_type;
    expect([typeOf('Asian Paints'), typeOf('Bajaj Auto'), typeOf('Infosys')]).toEqual(['PUBLIC_LIMITED', 'PUBLIC_LIMITED', 'PUBLIC_LIMITED']);
    // A listed company is public: none is stored as private limited.
    expect(rows.filter((c) => c.is_listed && c.registration_type === 'PRIVATE_LIMITED').map((c) => c.company_name)).toEqual([]);
  });

  it('has 50 cities, the eight metros among them', async () => {
    const rows = await t.db.select().from(cities);
    expect(rows).toHaveLength(50);
    expect(
      rows
        .filter((c) => c.is_metro)
        .map((c) => c.city_name)
        .sort(),
    ).toEqual(['Ahmedabad', 'Bengaluru', 'Chennai', 'Delhi', 'Hyderabad', 'Kolkata', 'Mumbai', 'Pune']);
  });

  it('maps most companies for every bank and product, banks disagree, and some companies are unmapped', async () => {
    const rows = await t.db.select().from(bankCompanyCategories);
    const perPair = new Map<string, number>();
    const categoriesOf = new Map<string, Set<string>>();
    for (const m of rows) {
      const pair = `${m.bank_id}/${m.product_id}`;
      perPair.set(pair, (perPair.get(pair) ?? 0) + 1);
      const key = `${m.product_id}/${m.company_id}`;
      categoriesOf.set(key, (categoriesOf.get(key) ?? new Set()).add(m.category_id));
    }
    expect(perPair.size).toBe(DEMO_BANKS.length * DEMO_PRODUCTS.length);
    for (const n of perPair.values()) {
      expect(n).toBeGreaterThan(150);
      expect(n).toBeLessThan(200);
    }
    const disagreements = [...categoriesOf.values()].filter((set) => set.size > 1).length;
    expect(disagreements).toBeGreaterThan(50);
    const mappedCompanies = new Set(rows.map((m) => m.company_id));
    expect(mappedCompanies.size).toBeLessThan(200);
    expect(new Set(rows.map((m) => m.category_id)).size).toBe(DEMO_CATEGORIES.length);
  });

  it('runs only once', async () => {
    const before = (await t.db.select({ n: count() }).from(bankCompanyCategories))[0]!.n;
    await seedDemoMasterData(t.db, t.app.log);
    expect((await t.db.select({ n: count() }).from(banks))[0]!.n).toBe(8);
    expect((await t.db.select({ n: count() }).from(bankCompanyCategories))[0]!.n).toBe(before);
  });
});
