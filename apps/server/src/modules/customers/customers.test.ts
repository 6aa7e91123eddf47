import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { customers, loanApplications } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { insertStandardPlaces, insertStandardRules } from '../../../test/standard-rules';

let t: TestApp;
let token: string;
const ids = { company: '', city: '' };

const applicant = (name: string, salary: number, reference?: string) =>
  sampleApplicant(
    { companyid: ids.company, cityId: ids.city },
    { ...SMALLER_REQUEST, user_name: name, ...(reference === undefined ? {} : { customer_reference: reference }), salary },
  );
const apply = async (payload: unknown) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers: bearer(token), payload: payload as object });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { applicationId: string; customerId: string; eligibleCount: number };
};
const get = (url: string, auth = token) => t.app.inject({ method: 'GET', url, headers: bearer(auth) });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  const places = await insertStandardPlaces(t.db, 'Customer', { city_name: 'Nagpur', state: 'Maharashtra', is_metro: false });
  Object.assign(ids, { company: places.company, city: places.city });
  const pair = places.pair;
  await insertStandardRules(t.db, pair);
  await t.settleRuleVersion();
});
afterAll(async () => t.close());

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
    const bad = await t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers: bearer(token), payload: applicant('X', 50000, 'has spaces') });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('customer_reference');
    const viewer = await t.userWithAccess([{ module_id: 'customer-master', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await get('/api/customers', viewer.token)).statusCode).toBe(200);
    expect((await get('/api/customers/export', viewer.token)).statusCode).toBe(403);
    const none = await t.userWithAccess([{ module_id: 'loan-evaluator', view: true, create: true, edit: false, delete: false, export: false }]);
    expect((await get('/api/customers', none.token)).statusCode).toBe(403);
  });
});
