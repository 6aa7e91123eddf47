import { beforeAll, describe, expect, it, vi } from 'vitest';
import { between, count, eq, sql } from 'drizzle-orm';
import { banks, cities, companies, decisionDaily, decisionDays, loanApplications, products } from '../../db/schema';
import { rollUpChunk } from './decision-rollups.repository';
import { migrateStoredDecisions } from '../../db/data-steps';
import { bearer, SETTLE_MS } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { insertStandardRules } from '../../../test/standard-rules';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';

const t = testAppForFile();
const ids = { b1: '', b2: '', p1: '', p2: '', company: '', city: '' };

const pair = (bankId: string, productId: string, eligibleAmount: number, failureCodes: string[] = []) => ({
  bankId,
  productId,
  eligibilityStatus: failureCodes.length === 0 ? 'ELIGIBLE' : 'NOT_ELIGIBLE',
  eligibleAmount,
  interestRate: 12,
  estimatedEMI: 0,
  grantedTenure: 36,
  failureCodes,
});
/** Written in the summary shape of earlier releases, then moved into the compact shape as a start moves it. */
const store = async (createdAt: string, pairs: ReturnType<typeof pair>[]) => {
  await t.db.insert(loanApplications).values({
    user_name: 'Known',
    input: {},
    created_at: new Date(createdAt),
    total_banks_checked: pairs.length,
    eligible_count: pairs.filter((p) => p.eligibilityStatus === 'ELIGIBLE').length,
    result: { totalBanksChecked: pairs.length, eligibleCount: pairs.filter((p) => p.eligibilityStatus === 'ELIGIBLE').length, pairs },
  });
  await migrateStoredDecisions(t.db);
};
const breakdown = (query: string, auth = t.token) => t.app.inject({ method: 'GET', url: `/api/analytics/decisions/breakdown${query}`, headers: bearer(auth) });
/** The breakdown once no day of its window is pending: asked again, as the page asks, until then. */
const settled = (query: string) =>
  vi.waitFor(
    async () => {
      const res = await breakdown(query);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.pendingDays).toBe(0);
      return res.json().data;
    },
    { timeout: SETTLE_MS, interval: 20 },
  );

beforeAll(async () => {
  const [b1, b2] = await t.db
    .insert(banks)
    .values([{ name: 'Alpha Bank' }, { name: 'Beta Bank' }])
    .returning();
  const [p1, p2] = await t.db
    .insert(products)
    .values([{ name: 'Personal Loan' }, { name: 'Home Loan' }])
    .returning();
  const [company] = await t.db.insert(companies).values({ company_name: 'Known Co', is_listed: true }).returning();
  const [city] = await t.db.insert(cities).values({ city_name: 'Indore', state: 'Madhya Pradesh', is_metro: false }).returning();
  Object.assign(ids, { b1: b1!.id, b2: b2!.id, p1: p1!.id, p2: p2!.id, company: company!.id, city: city!.id });
  const rulePair = { bank_id: b1!.id, product_id: p1!.id };
  await insertStandardRules(t.db, rulePair);
  await t.settleRuleVersion();

  t.clock.set(new Date('2026-11-24T06:00:00Z'));
  // 22 Nov in India (ended: rolled up on first use).
  await store('2026-11-22T05:00:00Z', [pair(ids.b1, ids.p1, 150_000), pair(ids.b2, ids.p1, 0, ['SALARY_BELOW_MIN', 'CIBIL_BELOW_MIN'])]);
  await store('2026-11-22T10:00:00Z', [pair(ids.b1, ids.p1, 0, ['SALARY_BELOW_MIN']), pair(ids.b2, ids.p1, 600_000)]);
  // 21 Nov 18:45 UTC is 22 Nov 00:15 in India.
  await store('2026-11-21T18:45:00Z', [pair(ids.b2, ids.p2, 0, ['SALARY_BELOW_MIN'])]);
  // Today, 24 Nov in India: read live.
  await store('2026-11-24T04:00:00Z', [pair(ids.b1, ids.p2, 6_000_000), pair(ids.b2, ids.p2, 0, ['FOIR_EXCEEDED'])]);
  // The APRs of the eligible offers, as decisions since offer terms store them.
  const aprs = async (createdAt: string, values: (number | null)[]) =>
    t.db.execute(
      sql`UPDATE loan_applications SET pair_aprs = ${`{${values.map((v) => v ?? 'NULL').join(',')}}`}::float8[] WHERE created_at = ${createdAt}::timestamptz`,
    );
  await aprs('2026-11-22T05:00:00Z', [12.5, null]);
  await aprs('2026-11-22T10:00:00Z', [null, 14.25]);
  await aprs('2026-11-24T04:00:00Z', [11, null]);
  // Older days, each read by one test: 10 Mar (five decisions at two instants: ties are ordered by id) and 1–8 June.
  for (const at of ['2026-03-10T04:00:00Z', '2026-03-10T04:00:00Z', '2026-03-10T04:00:00Z', '2026-03-10T09:00:00Z', '2026-03-10T09:00:00Z'])
    await store(at, [pair(ids.b1, ids.p2, 120_000), pair(ids.b2, ids.p2, 0, ['SALARY_BELOW_MIN']), pair(ids.b1, ids.p1, 0, ['CIBIL_BELOW_MIN'])]);
  for (let day = 1; day <= 8; day++) await store(`2026-06-0${day}T06:00:00Z`, [pair(ids.b1, ids.p1, 300_000), pair(ids.b2, ids.p1, 0, ['FOIR_EXCEEDED'])]);
});

describe('decision analytics', () => {
  it("rolls a day up in chunks that resume from the last one's cursor, decisions of the same instant included", async () => {
    // The first test: no request has claimed a day yet, so the roll-up loop is idle and these calls are the only ones.
    const day = '2026-03-10';
    // Claimed as a request claims it, then counted two decisions at a time, as the loop would with a small chunk.
    await t.db.insert(decisionDays).values({ day, rolled_at: null });
    expect(await rollUpChunk(t.db, 2)).toEqual({ day, counted: 2, done: false });
    expect(await rollUpChunk(t.db, 2)).toEqual({ day, counted: 2, done: false });
    expect(await rollUpChunk(t.db, 2)).toEqual({ day, counted: 1, done: true });
    expect(await rollUpChunk(t.db, 2)).toBeNull();
    const [counted] = await t.db.select().from(decisionDays).where(eq(decisionDays.day, day));
    expect(counted).toMatchObject({ applications: 5, eligible_applications: 5 });
    const daily = await t.db
      .select({ bank: decisionDaily.bank_id, product: decisionDaily.product_id, evaluated: decisionDaily.evaluated, eligible: decisionDaily.eligible })
      .from(decisionDaily)
      .where(eq(decisionDaily.day, day));
    expect(daily).toHaveLength(3);
    expect(daily.every((r) => r.evaluated === 5)).toBe(true);
    expect(daily.find((r) => r.bank === ids.b1 && r.product === ids.p2)?.eligible).toBe(5);
    const data = await settled('?from=2026-03-10&to=2026-03-10');
    expect(data).toMatchObject({ applications: 5, evaluated: 15, eligible: 5, pendingDays: 0 });
    expect(data.failures.map((f: { code: string; count: number }) => [f.code, f.count])).toEqual([
      ['CIBIL_BELOW_MIN', 5],
      ['SALARY_BELOW_MIN', 5],
    ]);
  });

  it("answers each lender's APR median and spread, from rolled-up days and today's decisions alike", async () => {
    const data = await settled('?from=2026-11-21&to=2026-11-24');
    expect(data.aprPerBank).toEqual([
      // 11.00 today and 12.50 on the 22nd: the median is halfway, the quartiles a quarter in from each end.
      { id: ids.b1, name: 'Alpha Bank', offers: 2, min: 11, p25: 11.38, median: 11.75, p75: 12.13, max: 12.5 },
      { id: ids.b2, name: 'Beta Bank', offers: 1, min: 14.25, p25: 14.25, median: 14.25, p75: 14.25, max: 14.25 },
    ]);
    const alphaOnly = (await breakdown(`?from=2026-11-24&to=2026-11-24&bankId=${ids.b1}`)).json().data;
    expect(alphaOnly.aprPerBank).toEqual([{ id: ids.b1, name: 'Alpha Bank', offers: 1, min: 11, p25: 11, median: 11, p75: 11, max: 11 }]);
  });

  it('aggregates known applications per day, bank and product, with reasons and amount bands', async () => {
    const data = await settled('?from=2026-11-21&to=2026-11-24');
    expect(data).toMatchObject({ from: '2026-11-21', to: '2026-11-24', applications: 4, evaluated: 7, eligible: 3, eligibleRate: 3 / 7, pendingDays: 0 });
    expect(data.perDay).toEqual([
      { day: '2026-11-21', evaluated: 0, eligible: 0 },
      { day: '2026-11-22', evaluated: 5, eligible: 2 },
      { day: '2026-11-23', evaluated: 0, eligible: 0 },
      { day: '2026-11-24', evaluated: 2, eligible: 1 },
    ]);
    expect(data.perBank).toEqual([
      { id: ids.b1, name: 'Alpha Bank', evaluated: 3, eligible: 2, eligibleRate: 2 / 3 },
      { id: ids.b2, name: 'Beta Bank', evaluated: 4, eligible: 1, eligibleRate: 1 / 4 },
    ]);
    expect(data.perProduct).toEqual([
      { id: ids.p1, name: 'Personal Loan', evaluated: 4, eligible: 2, eligibleRate: 0.5 },
      { id: ids.p2, name: 'Home Loan', evaluated: 3, eligible: 1, eligibleRate: 1 / 3 },
    ]);
    expect(data.failures.map((f: { bankName: string; code: string; count: number; share: number }) => [f.bankName, f.code, f.count, f.share])).toEqual([
      ['Alpha Bank', 'SALARY_BELOW_MIN', 1, 1 / 3],
      ['Beta Bank', 'SALARY_BELOW_MIN', 2, 0.5],
      ['Beta Bank', 'CIBIL_BELOW_MIN', 1, 0.25],
      ['Beta Bank', 'FOIR_EXCEEDED', 1, 0.25],
    ]);
    expect(data.failures[0].message).toBe('Salary is below the minimum');
    expect(data.amounts.map((a: { count: number }) => a.count)).toEqual([0, 1, 0, 1, 0, 0, 1]);
    expect(data.banks.map((b: { name: string }) => b.name)).toEqual(['Alpha Bank', 'Beta Bank']);
  });

  it('rolls up each ended day once and reads today live, giving the same figures', async () => {
    const november = between(decisionDays.day, '2026-11-01', '2026-11-24');
    const rolled = (await t.db.select({ day: decisionDays.day }).from(decisionDays).where(november).orderBy(decisionDays.day)).map((r) => r.day);
    expect(rolled).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    const rows = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(decisionDaily)
          .where(between(decisionDaily.day, '2026-11-01', '2026-11-24'))
      )[0]!.n;
    const before = await rows();
    expect(before).toBe(3);
    const again = (await breakdown('?from=2026-11-21&to=2026-11-24')).json().data;
    expect(await rows()).toBe(before);
    expect(again).toMatchObject({ evaluated: 7, pendingDays: 0 });
    // A decision stored today is counted at once.
    await store('2026-11-24T05:00:00Z', [pair(ids.b1, ids.p1, 250_000)]);
    expect((await breakdown('?from=2026-11-21&to=2026-11-24')).json().data).toMatchObject({ applications: 5, evaluated: 8, eligible: 4, pendingDays: 0 });
  });

  it('narrows to one bank or product; the default window is the last 30 days', async () => {
    const beta = (await breakdown(`?from=2026-11-21&to=2026-11-24&bankId=${ids.b2}`)).json().data;
    expect(beta).toMatchObject({ evaluated: 4, eligible: 1 });
    expect(beta.perBank.map((b: { name: string }) => b.name)).toEqual(['Beta Bank']);
    expect(beta.failures.every((f: { bankName: string }) => f.bankName === 'Beta Bank')).toBe(true);
    const home = (await breakdown(`?from=2026-11-21&to=2026-11-24&productId=${ids.p2}`)).json().data;
    expect(home).toMatchObject({ evaluated: 3, eligible: 1 });
    const recent = await settled('');
    expect(recent).toMatchObject({ from: '2026-10-26', to: '2026-11-24', applications: 5, evaluated: 8, eligible: 4 });
    expect(recent.perDay).toHaveLength(30);
    // Before the first decision: nothing to roll up, so nothing pending either.
    const quiet = (await breakdown('?from=2026-01-01&to=2026-01-31')).json().data;
    expect(quiet).toMatchObject({ applications: 0, evaluated: 0, eligible: 0, eligibleRate: null, perBank: [], failures: [], pendingDays: 0 });
    expect(quiet.perDay.every((d: { evaluated: number }) => d.evaluated === 0)).toBe(true);
    expect(
      await t.db
        .select()
        .from(decisionDays)
        .where(between(decisionDays.day, '2026-01-01', '2026-01-31')),
    ).toEqual([]);
  });

  it('counts decisions the evaluator stores, as it stores them', async () => {
    const before = (await breakdown(`?from=2026-11-24&to=2026-11-24&bankId=${ids.b1}&productId=${ids.p1}`)).json().data;
    const payload = sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST, user_name: 'Live Applicant', salary: 60000 });
    const applied = await t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers: bearer(t.token), payload });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = (await breakdown(`?from=2026-11-24&to=2026-11-24&bankId=${ids.b1}&productId=${ids.p1}`)).json().data;
    expect(after.evaluated).toBe(before.evaluated + 1);
    expect(after.eligible).toBe(before.eligible + 1);
  });

  it('answers at once with the days rolled up so far and how many are pending, and completes them in the background', async () => {
    // No request has claimed a day from 1 June to 25 Oct: the eight of them with decisions (beforeAll) are pending, a
    // chunk (a transaction) each; the empty ones are rolled up as they are claimed.
    const november = await settled('?from=2026-11-21&to=2026-11-24');
    const first = await breakdown('?from=2026-05-25&to=2026-11-24');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.pendingDays).toBeGreaterThan(0);
    expect(first.json().data.pendingDays).toBeLessThanOrEqual(8);
    const done = await settled('?from=2026-05-25&to=2026-11-24');
    expect(done).toMatchObject({ applications: november.applications + 8, evaluated: november.evaluated + 16, eligible: november.eligible + 8 });
    expect(done.perDay.find((d: { day: string }) => d.day === '2026-06-01')).toEqual({ day: '2026-06-01', evaluated: 2, eligible: 1 });
    expect(done.perDay.find((d: { day: string }) => d.day === '2026-06-09')).toEqual({ day: '2026-06-09', evaluated: 0, eligible: 0 });
    const pending = await t.db
      .select({ n: count() })
      .from(decisionDays)
      .where(sql`${decisionDays.rolled_at} IS NULL`);
    expect(pending[0]!.n).toBe(0);
  });

  it('refuses a window of more than 366 days naming from, up to `to` or, without it, up to today', async () => {
    const tooLong = await breakdown('?from=2025-11-23&to=2026-11-24');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ from: 'must be at most 365 days before to' });
    // Today is 24 Nov 2026 on the app's clock: the 366 days from 24 Nov 2025 are the most a window holds.
    const untilToday = await breakdown('?from=2025-11-23');
    expect(untilToday.statusCode).toBe(400);
    expect(untilToday.json()).toMatchObject({
      message: 'from must be at most 365 days before today',
      errors: { from: 'must be at most 365 days before today' },
    });
    expect((await breakdown('?from=0300-01-01')).json().errors).toEqual({ from: 'must be at most 365 days before today' });
    const longest = await breakdown('?from=2025-11-24');
    expect(longest.statusCode, longest.body).toBe(200);
    expect(longest.json().data.perDay).toHaveLength(366);
    expect((await breakdown('?from=2025-11-24&to=2026-11-24')).statusCode).toBe(200);
  });

  it('refuses a bad window or id naming the field, and needs loan-evaluator view', async () => {
    const backwards = await breakdown('?from=2026-11-24&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('to');
    expect(JSON.stringify((await breakdown('?bankId=nope')).json())).toContain('bankId');
    expect((await breakdown('?from=yesterday')).statusCode).toBe(400);
    const other = await t.userWithAccess([{ module_id: 'shortener', view: true, create: true, edit: true, delete: true, export: true }]);
    expect((await breakdown('', other.token)).statusCode).toBe(403);
  });
});
