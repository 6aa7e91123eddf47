import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as XLSX from '@e965/xlsx';
import { fullAccess } from '@lbo/contracts/permissions';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { banks, cities, companies, decisionDays, loanApplications, partners, products, users } from '../../db/schema';
import { migrateStoredDecisions } from '../../db/data-steps';
import { rowsOf } from '../../db/raw-rows';
import { bearer, SETTLE_MS } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { insertStandardRules } from '../../../test/standard-rules';
import { rollUpChunk } from './decision-rollups.repository';

const t = testAppForFile();
const ids = { alpha: '', beta: '', pl: '', hl: '', acme: '', govt: '', plain: '', pune: '', indore: '', partner: '' };

type Pair = [bank: 'alpha' | 'beta', product: 'pl' | 'hl', failureCodes: string[]];
interface Known {
  at: string;
  cibilScore: number | null;
  salary: number;
  company: 'acme' | 'govt' | 'plain';
  city: 'pune' | 'indore';
  pairs: Pair[];
  partner?: boolean;
}

/**
 * Known decisions: 22 Nov (India) is rolled up, 24 Nov ("today") is read live. D3 has no score and
 * D4 the bureau's 0 (both "no history"); the bands' edges are met exactly (650, 700, 799, 49,999,
 * 50,000, 1,99,999, 2,00,000). D7 is a partner's applicant.
 */
const KNOWN: Known[] = [
  {
    at: '2026-11-22T04:00:00Z',
    cibilScore: 620,
    salary: 20000,
    company: 'acme',
    city: 'pune',
    pairs: [
      ['alpha', 'pl', []],
      ['beta', 'pl', ['CIBIL_BELOW_MIN']],
    ],
  },
  {
    at: '2026-11-22T04:10:00Z',
    cibilScore: 650,
    salary: 49999,
    company: 'govt',
    city: 'pune',
    pairs: [
      ['alpha', 'pl', ['SALARY_BELOW_MIN']],
      ['beta', 'hl', []],
    ],
  },
  {
    at: '2026-11-22T04:20:00Z',
    cibilScore: null,
    salary: 60000,
    company: 'plain',
    city: 'indore',
    pairs: [
      ['alpha', 'hl', []],
      ['beta', 'hl', ['CIBIL_REQUIRED']],
    ],
  },
  {
    at: '2026-11-22T04:30:00Z',
    cibilScore: 0,
    salary: 50000,
    company: 'acme',
    city: 'indore',
    pairs: [
      ['alpha', 'pl', ['CIBIL_REQUIRED']],
      ['beta', 'pl', ['CIBIL_REQUIRED', 'SALARY_BELOW_MIN', 'FOIR_EXCEEDED', 'AGE_ABOVE_MAX']],
    ],
  },
  {
    at: '2026-11-22T04:40:00Z',
    cibilScore: 810,
    salary: 250000,
    company: 'acme',
    city: 'indore',
    pairs: [
      ['alpha', 'pl', []],
      ['beta', 'pl', []],
    ],
  },
  {
    at: '2026-11-22T04:50:00Z',
    cibilScore: 799,
    salary: 199999,
    company: 'govt',
    city: 'pune',
    pairs: [
      ['alpha', 'hl', ['FOIR_EXCEEDED', 'SALARY_BELOW_MIN']],
      ['beta', 'pl', []],
    ],
  },
  {
    at: '2026-11-22T05:00:00Z',
    cibilScore: 700,
    salary: 200000,
    company: 'acme',
    city: 'pune',
    partner: true,
    pairs: [
      ['alpha', 'pl', []],
      ['beta', 'hl', ['FOIR_EXCEEDED']],
    ],
  },
  {
    at: '2026-11-24T04:00:00Z',
    cibilScore: 749,
    salary: 24999,
    company: 'plain',
    city: 'pune',
    pairs: [
      ['alpha', 'pl', []],
      ['beta', 'pl', ['SALARY_BELOW_MIN']],
    ],
  },
];

/** Stored in the summary shape of earlier releases with its input and rule version, then moved into the compact shape as a start moves it. */
async function store(d: Known, version: number) {
  const pairs = d.pairs.map(([bank, product, codes]) => ({
    bankId: ids[bank],
    productId: ids[product],
    eligibilityStatus: codes.length === 0 ? 'ELIGIBLE' : 'NOT_ELIGIBLE',
    eligibleAmount: codes.length === 0 ? 200_000 : 0,
    interestRate: 12,
    estimatedEMI: 0,
    grantedTenure: 36,
    failureCodes: codes,
  }));
  const eligible = pairs.filter((p) => p.eligibilityStatus === 'ELIGIBLE').length;
  await t.db.insert(loanApplications).values({
    user_name: 'Known',
    input: { user_name: 'Known', cibilScore: d.cibilScore, salary: d.salary, companyId: ids[d.company], cityId: ids[d.city] },
    created_at: new Date(d.at),
    total_banks_checked: pairs.length,
    eligible_count: eligible,
    rule_version: version,
    partner_id: d.partner ? ids.partner : null,
    result: { totalBanksChecked: pairs.length, eligibleCount: eligible, pairs },
  });
  await migrateStoredDecisions(t.db);
}

const get = (url: string, auth = t.token) => t.app.inject({ method: 'GET', url, headers: bearer(auth) });

interface Row {
  segment: string;
  segmentKey: string;
  bankName: string;
  evaluated: number;
  eligible: number;
  eligibleRate: number | null;
  topReasons: { code: string; message: string; count: number }[];
}
interface Answer {
  segments: { segment: string; evaluated: number; eligible: number; eligibleRate: number | null }[];
  rows: Row[];
  pendingDays: number;
}

/** The segments once no day of the window is pending, asked again as the page asks. */
const settled = (query: string, auth = t.token) =>
  vi.waitFor(
    async () => {
      const res = await get(`/api/analytics/decisions/segments${query}`, auth);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.pendingDays).toBe(0);
      return res.json().data as Answer;
    },
    { timeout: SETTLE_MS, interval: 20 },
  );

/** segment → [evaluated, eligible] of Alpha, then of Beta, as `rows` holds them. */
const table = (a: Answer) => {
  const out: Record<string, Record<string, [number, number]>> = {};
  for (const r of a.rows) (out[r.segment] ??= {})[r.bankName] = [r.evaluated, r.eligible];
  return out;
};
const totals = (a: Answer) => a.segments.map((s) => [s.segment, s.evaluated, s.eligible, s.eligibleRate]);

let version = 0;
beforeAll(async () => {
  const [alpha, beta] = await t.db
    .insert(banks)
    .values([{ name: 'Alpha Bank' }, { name: 'Beta Bank' }])
    .returning();
  const [pl, hl] = await t.db
    .insert(products)
    .values([
      { name: 'Salary Advance', loan_type: 'PERSONAL_LOAN' },
      { name: 'Home Purchase', loan_type: 'HOME_LOAN' },
    ])
    .returning();
  const [acme, govt, plain] = await t.db
    .insert(companies)
    .values([
      { company_name: 'Acme Pvt', is_listed: true, registration_type: 'PRIVATE_LIMITED' },
      { company_name: 'State Department', is_listed: true, registration_type: 'GOVERNMENT' },
      { company_name: 'Plain Traders', is_listed: false },
    ])
    .returning();
  const [pune, indore] = await t.db
    .insert(cities)
    .values([
      { city_name: 'Pune', state: 'Maharashtra', is_metro: true },
      { city_name: 'Indore', state: 'Madhya Pradesh', is_metro: false },
    ])
    .returning();
  const [partner] = await t.db.insert(partners).values({ name: 'Loan App', code: 'LOANAPP' }).returning();
  Object.assign(ids, {
    alpha: alpha!.id,
    beta: beta!.id,
    pl: pl!.id,
    hl: hl!.id,
    acme: acme!.id,
    govt: govt!.id,
    plain: plain!.id,
    pune: pune!.id,
    indore: indore!.id,
    partner: partner!.id,
  });
  await insertStandardRules(t.db, { bank_id: alpha!.id, product_id: pl!.id });
  await t.settleRuleVersion();
  version = rowsOf<{ v: number }>(await t.db.execute(sql`SELECT max(version)::int AS v FROM rule_versions`))[0]!.v;
  t.clock.set(new Date('2026-11-24T06:00:00Z'));
  for (const d of KNOWN) await store(d, version);
  // Acme is re-registered after its applicants were evaluated: their decisions keep the type their version knew.
  await t.db.update(companies).set({ registration_type: 'PUBLIC_LIMITED' }).where(eq(companies.id, acme!.id));
  await t.settleRuleVersion();
});

const WINDOW = '&from=2026-11-22&to=2026-11-24';

describe('decision segments', () => {
  it('cuts by credit-score band: exact rates per band and bank, no history last, top three reasons', async () => {
    const data = await settled(`?by=cibilBand${WINDOW}`);
    expect(totals(data)).toEqual([
      ['Below 650', 2, 1, 0.5],
      ['650–699', 2, 1, 0.5],
      ['700–749', 4, 2, 0.5],
      ['750–799', 2, 1, 0.5],
      ['800+', 2, 2, 1],
      ['No credit history', 4, 1, 0.25],
    ]);
    expect(table(data)).toEqual({
      'Below 650': { 'Alpha Bank': [1, 1], 'Beta Bank': [1, 0] },
      '650–699': { 'Alpha Bank': [1, 0], 'Beta Bank': [1, 1] },
      '700–749': { 'Alpha Bank': [2, 2], 'Beta Bank': [2, 0] },
      '750–799': { 'Alpha Bank': [1, 0], 'Beta Bank': [1, 1] },
      '800+': { 'Alpha Bank': [1, 1], 'Beta Bank': [1, 1] },
      'No credit history': { 'Alpha Bank': [2, 1], 'Beta Bank': [2, 0] },
    });
    const noHistoryBeta = data.rows.find((r) => r.segmentKey === 'no-history' && r.bankName === 'Beta Bank')!;
    expect(noHistoryBeta.eligibleRate).toBe(0);
    // CIBIL_REQUIRED twice; of the codes met once, the first two by code.
    expect(noHistoryBeta.topReasons.map((r) => [r.code, r.count])).toEqual([
      ['CIBIL_REQUIRED', 2],
      ['AGE_ABOVE_MAX', 1],
      ['FOIR_EXCEEDED', 1],
    ]);
    expect(data.rows.find((r) => r.segmentKey === '700-749' && r.bankName === 'Beta Bank')!.topReasons).toEqual([
      { code: 'FOIR_EXCEEDED', message: expect.any(String), count: 1 },
      { code: 'SALARY_BELOW_MIN', message: 'Salary is below the minimum', count: 1 },
    ]);
  });

  it('cuts by salary band, employer type (as the decision’s rule version knew it), city and loan type', async () => {
    expect(totals(await settled(`?by=salaryBand${WINDOW}`))).toEqual([
      ['Below ₹25,000', 4, 2, 0.5],
      ['₹25,000–49,999', 2, 1, 0.5],
      ['₹50,000–99,999', 4, 1, 0.25],
      ['₹1,00,000–1,99,999', 2, 1, 0.5],
      ['₹2,00,000+', 4, 3, 0.75],
    ]);
    const byType = await settled(`?by=companyType${WINDOW}`);
    expect(totals(byType)).toEqual([
      ['Private Limited', 8, 4, 0.5],
      ['Government', 4, 2, 0.5],
      ['Type not recorded', 4, 2, 0.5],
    ]);
    expect(table(byType)['Private Limited']).toEqual({ 'Alpha Bank': [4, 3], 'Beta Bank': [4, 1] });
    expect(table(byType)['Government']).toEqual({ 'Alpha Bank': [2, 0], 'Beta Bank': [2, 2] });
    const byCity = await settled(`?by=city${WINDOW}`);
    expect(totals(byCity)).toEqual([
      ['Pune', 10, 5, 0.5],
      ['Indore', 6, 3, 0.5],
    ]);
    expect(table(byCity)).toEqual({ Pune: { 'Alpha Bank': [5, 3], 'Beta Bank': [5, 2] }, Indore: { 'Alpha Bank': [3, 2], 'Beta Bank': [3, 1] } });
    const byLoanType = await settled(`?by=loanType${WINDOW}`);
    expect(totals(byLoanType)).toEqual([
      ['Personal Loan', 11, 6, 6 / 11],
      ['Home Loan', 5, 2, 0.4],
    ]);
    expect(table(byLoanType)).toEqual({
      'Personal Loan': { 'Alpha Bank': [6, 4], 'Beta Bank': [5, 2] },
      'Home Loan': { 'Alpha Bank': [2, 1], 'Beta Bank': [3, 1] },
    });
  });

  it('rolls the ended day up and reads today live; narrows to a partner and a bank', async () => {
    const rolled = rowsOf<{ cut: string; n: number }>(
      await t.db.execute(sql`SELECT cut, sum(evaluated)::int AS n FROM decision_daily_segments WHERE day = '2026-11-22' GROUP BY cut ORDER BY cut`),
    );
    // Every cut counts each of the day's 14 pairs once.
    expect(rolled).toEqual(['cibilBand', 'city', 'companyType', 'loanType', 'salaryBand'].map((cut) => ({ cut, n: 14 })));
    const today = await settled('?by=cibilBand&from=2026-11-24&to=2026-11-24');
    expect(totals(today)).toEqual([['700–749', 2, 1, 0.5]]);
    const ofPartner = await settled(`?by=cibilBand${WINDOW}&partnerId=${ids.partner}`);
    expect(table(ofPartner)).toEqual({ '700–749': { 'Alpha Bank': [1, 1], 'Beta Bank': [1, 0] } });
    // The partner's own user reads its applicants only, filter or none (row-level security on the roll-ups).
    const own = await t.userWithAccess(fullAccess(), 'analyst@loan-app.example');
    await t.db.update(users).set({ partner_id: ids.partner }).where(eq(users.id, own.userId));
    expect(table(await settled(`?by=cibilBand${WINDOW}`, own.token))).toEqual(table(ofPartner));
    const ofBeta = await settled(`?by=city${WINDOW}&bankId=${ids.beta}`);
    expect(table(ofBeta)).toEqual({ Pune: { 'Beta Bank': [5, 2] }, Indore: { 'Beta Bank': [3, 1] } });
  });

  it('exports one cut or every cut with the same filters', async () => {
    const csv = await get(`/api/analytics/decisions/segments/export?format=csv&by=city${WINDOW}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/decision-segments-city-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Segment,Bank,Pairs evaluated,Eligible pairs,Eligibility rate (%),Reason 1,Pairs declined for reason 1,Reason 2,Pairs declined for reason 2,Reason 3,Pairs declined for reason 3',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 5).join(','))).toEqual([
      'Pune,Alpha Bank,5,3,60',
      'Pune,Beta Bank,5,2,40',
      'Indore,Alpha Bank,3,2,66.7',
      'Indore,Beta Bank,3,1,33.3',
    ]);
    const xlsx = await get(`/api/analytics/decisions/segments/export?format=xlsx${WINDOW}&partnerId=${ids.partner}`);
    expect(xlsx.statusCode).toBe(200);
    const book = XLSX.read(xlsx.rawPayload);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
    // Every cut, the partner's one applicant in each: two rows a cut.
    expect(rows.map((r) => [r['Cut'], r['Segment'], r['Bank'], r['Pairs evaluated']])).toEqual([
      ['Credit score', '700–749', 'Alpha Bank', 1],
      ['Credit score', '700–749', 'Beta Bank', 1],
      ['Net monthly salary', '₹2,00,000+', 'Alpha Bank', 1],
      ['Net monthly salary', '₹2,00,000+', 'Beta Bank', 1],
      ['Employer type', 'Private Limited', 'Alpha Bank', 1],
      ['Employer type', 'Private Limited', 'Beta Bank', 1],
      ['City', 'Pune', 'Alpha Bank', 1],
      ['City', 'Pune', 'Beta Bank', 1],
      // One pair each: the types by name.
      ['Loan type', 'Home Loan', 'Beta Bank', 1],
      ['Loan type', 'Personal Loan', 'Alpha Bank', 1],
    ]);
  });

  it('refuses a missing or unknown cut naming `by`, a bad window, and needs loan-evaluator view (export: export)', async () => {
    const missing = await get('/api/analytics/decisions/segments');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ by: 'is required' });
    const unknown = await get('/api/analytics/decisions/segments?by=age');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ by: 'must be one of cibilBand, salaryBand, companyType, city, loanType' });
    expect((await get('/api/analytics/decisions/segments?by=city&from=2026-11-24&to=2026-11-01')).json().errors).toHaveProperty('to');
    expect((await get('/api/analytics/decisions/segments?by=city&from=2025-01-01')).json().errors).toEqual({ from: 'must be at most 365 days before today' });
    expect((await get('/api/analytics/decisions/segments?by=city&partnerId=nope')).json().errors).toHaveProperty('partnerId');
    expect((await get('/api/analytics/decisions/segments/export?format=pdf')).json().errors).toHaveProperty('format');
    const viewer = await t.userWithAccess([{ module_id: 'loan-evaluator', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await get('/api/analytics/decisions/segments?by=city', viewer.token)).statusCode).toBe(200);
    expect((await get('/api/analytics/decisions/segments/export?format=csv', viewer.token)).statusCode).toBe(403);
    const other = await t.userWithAccess([{ module_id: 'shortener', view: true, create: true, edit: true, delete: true, export: true }]);
    expect((await get('/api/analytics/decisions/segments?by=city', other.token)).statusCode).toBe(403);
  });

  it("the migration's backfill gives what the roll-up counted: whole days, and a pending day up to its cursor", async () => {
    // 1 June: three decisions, claimed and counted two at a time, as the roll-up loop would: the first chunk only.
    for (const at of ['2026-06-01T04:00:00Z', '2026-06-01T05:00:00Z', '2026-06-01T06:00:00Z']) await store({ ...KNOWN[0]!, at }, version);
    await t.db.insert(decisionDays).values({ day: '2026-06-01', rolled_at: null });
    expect(await rollUpChunk(t.db, 2)).toEqual({ day: '2026-06-01', counted: 2, done: false });
    const snapshot = async () =>
      rowsOf(
        await t.db.execute(sql`
          SELECT s.*, (SELECT json_agg(json_build_array(f.code, f.count) ORDER BY f.code) FROM decision_daily_segment_failures f
                       WHERE (f.cut, f.day, f.partner_id, f.segment, f.bank_id) = (s.cut, s.day, s.partner_id, s.segment, s.bank_id)) AS codes
          FROM decision_daily_segments s ORDER BY cut, day, partner_id, segment, bank_id`),
      );
    const counted = await snapshot();
    expect(counted.length).toBeGreaterThan(0);
    await t.db.execute(sql`DELETE FROM decision_daily_segments`);
    await t.db.execute(sql`DELETE FROM decision_daily_segment_failures`);
    const migration = readFileSync(new URL('../../../drizzle/0038_decision_segments.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('DO $$') && s.includes('INSERT INTO decision_daily_segments'));
    await t.db.execute(sql.raw(backfill!));
    expect(await snapshot()).toEqual(counted);
    // The day's last chunk adds the third decision to what the backfill wrote.
    expect(await rollUpChunk(t.db, 2)).toEqual({ day: '2026-06-01', counted: 1, done: true });
    const june = rowsOf<{ cut: string; n: number }>(
      await t.db.execute(sql`SELECT cut, sum(evaluated)::int AS n FROM decision_daily_segments WHERE day = '2026-06-01' GROUP BY cut`),
    );
    expect(june.map((r) => r.n)).toEqual([6, 6, 6, 6, 6]);
  });

  it("an erased customer's decisions keep their segments", async () => {
    // Evaluated today (24 Nov), then rolled up once the day has ended.
    const apply = async (name: string, reference: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/loanapplication/apply',
        headers: bearer(t.token),
        payload: sampleApplicant(
          { companyid: ids.govt, cityId: ids.indore },
          { ...SMALLER_REQUEST, cibilScore: 640, salary: 30000, user_name: name, customer_reference: reference },
        ),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { applicationId: string; customerId: string };
    };
    const erased = await apply('Erin Erased', 'ERASE-1');
    await apply('Kept Person', 'KEEP-1');
    t.clock.set(new Date('2026-11-26T06:00:00Z'));
    const cuts = ['cibilBand', 'salaryBand', 'companyType', 'city', 'loanType'];
    const read = async () => Promise.all(cuts.map((by) => settled(`?by=${by}&from=2026-11-24&to=2026-11-24`)));
    const before = await read();
    expect(table(before[2]!)['Government']).toEqual({ 'Alpha Bank': [2, expect.any(Number)] });
    expect(table(before[3]!)['Indore']).toEqual({ 'Alpha Bank': [2, expect.any(Number)] });

    const request = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/requests',
      headers: bearer(t.token),
      payload: { kind: 'ERASURE', customerId: erased.customerId },
    });
    expect(request.statusCode, request.body).toBe(201);
    const done = await t.app.inject({ method: 'POST', url: `/api/privacy/requests/${request.json().data.id}/complete`, headers: bearer(t.token), payload: {} });
    expect(done.statusCode, done.body).toBe(200);
    // The erasure took the employer and the city out of the stored input…
    const [stored] = await t.db.select({ input: loanApplications.input }).from(loanApplications).where(eq(loanApplications.id, erased.applicationId));
    expect(stored!.input).not.toHaveProperty('companyId');
    expect(stored!.input).not.toHaveProperty('cityId');
    // …and every cut reads as before.
    expect(await read()).toEqual(before);
  });
});
