import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { banks, customers, decisionPairs, loanApplications, products } from '../../db/schema';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { insertStandardPair } from '../../../test/standard-rules';

const t = testAppForFile();
const ids = { company: '', city: '' };

const applicant = (name: string, salary: number, reference?: string) =>
  sampleApplicant(
    { companyid: ids.company, cityId: ids.city },
    { ...SMALLER_REQUEST, user_name: name, ...(reference === undefined ? {} : { customer_reference: reference }), salary },
  );
const apply = async (payload: unknown) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers: bearer(t.token), payload: payload as object });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { applicationId: string; customerId: string; eligibleCount: number };
};
const get = (url: string, auth = t.token) => t.app.inject({ method: 'GET', url, headers: bearer(auth) });

beforeAll(async () => {
  const places = await insertStandardPair(t, 'Customer', { city_name: 'Nagpur', state: 'Maharashtra', is_metro: false });
  Object.assign(ids, { company: places.company, city: places.city });
});

describe('customers of evaluations', () => {
  it('files evaluations under the reference given (any case), and makes a new customer without one', async () => {
    const first = await apply(applicant('Meera Iyer', 60000, 'LEAD-001'));
    t.clock.advance(60_000);
    const second = await apply(applicant('Meera S. Iyer', 20000, 'lead-001'));
    expect(second.customerId).toBe(first.customerId);
    const other = await apply(applicant('Meera Iyer', 60000));
    expect(other.customerId).not.toBe(first.customerId);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, first.customerId));
    expect(row).toMatchObject({ reference: 'LEAD-001', name: 'Meera S. Iyer', evaluations: 2, last_eligible_count: 0 });
    expect(row!.best_offer_amount).toBeGreaterThan(0);
    const [stored] = await t.db.select({ customer: loanApplications.customer_id }).from(loanApplications).where(eq(loanApplications.id, second.applicationId));
    expect(stored!.customer).toBe(first.customerId);
  });

  it('lists customers by search and by whether their last evaluation had an eligible offer', async () => {
    await apply(applicant('Rohan Kulkarni', 90000, 'LEAD-002'));
    const byName = (await get('/api/customers?q=rohan')).json().data;
    expect(byName.items.map((c: { reference: string }) => c.reference)).toEqual(['LEAD-002']);
    expect(byName.items[0]).toMatchObject({ name: 'Rohan Kulkarni', evaluations: 1, lastEligibleCount: 1 });
    const byReference = (await get('/api/customers?q=lead-00')).json().data;
    expect(byReference.total).toBe(2);
    const withOffer = (await get('/api/customers?eligible=true')).json().data.items.map((c: { reference: string }) => c.reference);
    expect(withOffer).toContain('LEAD-002');
    expect(withOffer).not.toContain('LEAD-001');
    const today = new Date(t.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await get(`/api/customers?from=${today}&to=${today}`)).json().data.total).toBe(3);
    expect((await get('/api/customers?to=2000-01-01')).json().data.total).toBe(0);
  });

  it('shows a customer with every evaluation, newest first, and its best offer', async () => {
    const list = (await get('/api/customers?q=LEAD-001')).json().data;
    const detail = (await get(`/api/customers/${list.items[0].id}`)).json().data;
    expect(detail.history).toHaveLength(2);
    expect(new Date(detail.history[0].evaluatedAt).getTime()).toBeGreaterThanOrEqual(new Date(detail.history[1].evaluatedAt).getTime());
    expect(detail.history[0]).toMatchObject({ eligibleCount: 0, bestOffer: null });
    expect(detail.history[1].bestOffer).toMatchObject({ bankName: 'Customer Bank', productName: 'Customer Loan' });
    // The applicant as each evaluation saw them: the salary fell between the two.
    expect(detail.history[0].applicant).toMatchObject({ salary: 20000, cityName: 'Nagpur', requestedLoanAmount: SMALLER_REQUEST.requestedLoanAmount });
    expect(detail.history[1].applicant).toMatchObject({ salary: 60000, cityName: 'Nagpur' });
    expect(detail.history[0].applicant.companyName).toEqual(expect.any(String));
    expect(detail.history[0].applicant.existingEmi).toEqual(expect.any(Number));
    expect((await get('/api/customers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('exports exactly the filtered customers as .xlsx and .csv', async () => {
    const res = await get('/api/customers/export?q=LEAD&format=xlsx');
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(res.rawPayload, { type: 'buffer', cellDates: true });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows).toHaveLength(3);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['LEAD-001', 'LEAD-002']);
    expect(typeof rows[1]![5]).toBe('number');
    const csv = await get('/api/customers/export?q=LEAD-002&format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\n')).toHaveLength(2);
  });

  it('refuses bad input naming the field, and needs the customer-master permissions', async () => {
    expect(JSON.stringify((await get('/api/customers?from=yesterday')).json().message)).toContain('from');
    expect((await get('/api/customers?eligible=maybe')).statusCode).toBe(400);
    expect((await get('/api/customers/export?format=pdf')).statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/loanapplication/apply',
      headers: bearer(t.token),
      payload: applicant('X', 50000, 'has spaces'),
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('customer_reference');
    const viewer = await t.userWithAccess([{ module_id: 'customer-master', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await get('/api/customers', viewer.token)).statusCode).toBe(200);
    expect((await get('/api/customers/export', viewer.token)).statusCode).toBe(403);
    const none = await t.userWithAccess([{ module_id: 'loan-evaluator', view: true, create: true, edit: false, delete: false, export: false }]);
    expect((await get('/api/customers', none.token)).statusCode).toBe(403);
  });
});

describe('the largest offer', () => {
  it('is the largest eligible amount, then the lowest APR, then the lender name, in the list and on every evaluation', async () => {
    const [zenith, mid, axis] = await t.db
      .insert(banks)
      .values([{ name: 'Zenith Largest Bank' }, { name: 'Mid Largest Bank' }, { name: 'Axis Largest Bank' }])
      .returning({ id: banks.id });
    const [product] = await t.db.insert(products).values({ name: 'Largest Test Loan' }).returning({ id: products.id });
    const pairs = await t.db
      .insert(decisionPairs)
      .values([zenith!, mid!, axis!].map((b) => ({ bank_id: b.id, product_id: product!.id })))
      .returning({ id: decisionPairs.id });
    const [customer] = await t.db.insert(customers).values({ reference: 'LARGEST-1', name: 'Largest Offer', best_offer_amount: 2_000_000 }).returning();
    const decision = (createdAt: string, ids: number[], eligible: boolean[], amounts: number[], aprs: (number | null)[], rates: number[]) => ({
      customer_id: customer!.id,
      input: {},
      total_banks_checked: ids.length,
      eligible_count: eligible.filter(Boolean).length,
      pair_ids: ids,
      pair_meta: eligible.map((e) => (e ? 1 << 16 : 0)),
      pair_amounts: amounts,
      pair_aprs: aprs as number[], // NULL elements: decisions stored before APRs
      pair_rates: rates,
      created_at: new Date(createdAt),
    });
    const [z, m, a] = pairs.map((p) => p.id);
    await t.db.insert(loanApplications).values([
      // Same ₹20 lakh at Zenith (APR 9.53 %) and Mid (9.28 %); a larger refused amount counts for nothing.
      decision('2026-01-01T05:00:00Z', [z!, m!, a!], [true, true, false], [2_000_000, 2_000_000, 5_000_000], [9.53, 9.28, null], [9, 9.1, 8]),
      // Later: Axis at the same amount and APR as Mid: the lender's name decides.
      decision('2026-01-02T05:00:00Z', [a!, m!], [true, true], [2_000_000, 1_500_000], [9.28, 9.0], [8.9, 8.5]),
    ]);
    const listed = (await get('/api/customers?q=LARGEST-1')).json().data.items[0];
    expect(listed.largestOffer).toEqual({ bankName: 'Axis Largest Bank', productName: 'Largest Test Loan', amount: 2_000_000, apr: 9.28, rate: 8.9 });
    expect(listed.bestOfferAmount).toBe(2_000_000);
    const detail = (await get(`/api/customers/${customer!.id}`)).json().data;
    expect(detail.largestOffer.bankName).toBe('Axis Largest Bank');
    expect(detail.history.map((e: { bestOffer: { bankName: string; apr: number } }) => [e.bestOffer.bankName, e.bestOffer.apr])).toEqual([
      ['Axis Largest Bank', 9.28],
      ['Mid Largest Bank', 9.28],
    ]);
    // Decisions from before APRs: the rate stands in for it.
    await t.db.insert(loanApplications).values(decision('2026-01-03T05:00:00Z', [z!, m!], [true, true], [2_000_000, 2_000_000], [null, null], [10.5, 10.25]));
    const latest = (await get(`/api/customers/${customer!.id}`)).json().data.history[0];
    expect(latest.bestOffer).toMatchObject({ bankName: 'Mid Largest Bank', rate: 10.25, apr: null });
    const exported = await get('/api/customers/export?q=LARGEST-1&format=csv');
    expect(exported.body).toContain('Largest offer: lender');
    expect(exported.body).toContain('Axis Largest Bank,Largest Test Loan,8.9,9.28');
  });
});

describe('sorting Customer Master', () => {
  it('sorts by every column on the server, across pages, numbers as numbers; anything else → 400', async () => {
    // Amounts whose text order differs from their number order.
    const amounts = [1_000_000, 2_150_000, 330_000, 900_000, 45_000, 12_500_000];
    const [base] = await t.db
      .insert(customers)
      .values(
        amounts.map((amount, i) => ({
          reference: `SORT-${i}`,
          name: `Sort ${String.fromCharCode(70 - i)}`,
          best_offer_amount: amount,
          evaluations: 10 - i * 3 + (i % 2) * 7,
        })),
      )
      .returning();
    expect(base).toBeTruthy();
    const all = async (sortBy: string, sortOrder: string) => {
      const out: Record<string, unknown>[] = [];
      for (let page = 1; ; page++) {
        const res = await get(`/api/customers?q=SORT-&sortBy=${sortBy}&sortOrder=${sortOrder}&limit=4&page=${page}`);
        expect(res.statusCode, res.body).toBe(200);
        out.push(...res.json().data.items);
        if (page >= res.json().data.totalPages) return out;
      }
    };
    const byAmount = (await all('bestOfferAmount', 'asc')).map((c) => c.bestOfferAmount);
    expect(byAmount).toEqual([...amounts].sort((a, b) => a - b));
    expect((await all('bestOfferAmount', 'desc')).map((c) => c.bestOfferAmount)).toEqual([...amounts].sort((a, b) => b - a));
    const evaluations = (await all('evaluations', 'asc')).map((c) => c.evaluations as number);
    expect(evaluations).toEqual([...evaluations].sort((a, b) => a - b));
    expect((await all('name', 'asc')).map((c) => c.name)).toEqual(['Sort A', 'Sort B', 'Sort C', 'Sort D', 'Sort E', 'Sort F']);
    expect((await all('reference', 'desc')).map((c) => c.reference)).toEqual(['SORT-5', 'SORT-4', 'SORT-3', 'SORT-2', 'SORT-1', 'SORT-0']);
    // Enough customers that every page size the table offers fills a page.
    await t.db.insert(customers).values(Array.from({ length: 110 }, (_, i) => ({ reference: `PAGE-${i}`, name: `Paged ${i}` })));
    for (const limit of [10, 25, 50, 100]) {
      const page = (await get(`/api/customers?limit=${limit}`)).json().data;
      expect(page.limit).toBe(limit);
      expect(page.total).toBeGreaterThan(100);
      expect(page.items).toHaveLength(limit);
    }
    for (const bad of ['sortBy=salary', 'sortOrder=sideways']) {
      const res = await get(`/api/customers?${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(bad.split('=')[0]);
    }
  });
});
