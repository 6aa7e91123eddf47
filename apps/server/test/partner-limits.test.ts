import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { fullAccess } from '@lbo/contracts/permissions';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { bulkJobs, companies, partners, partnerUsage, users } from '../src/db/schema';
import { rowsOf } from '../src/db/raw-rows';
import { reportingMonthStart } from '../src/lib/reporting-days';
import { servedDocument, undeclaredIn, type OpenApiDocument } from './openapi-conformance';
import { bearer } from './test-app';
import { testAppForFile } from './test-app-for-file';
import { fileUpload, postMultipart } from './multipart';
import { insertStandardPlaces, insertStandardRules } from './standard-rules';
import { BULK_APPLICANT, bulkWorkbook } from './bulk-files';

/**
 * A channel partner's limits (ADR 0044): a monthly evaluation quota (India's calendar month) and
 * a rate limit per minute, shared by the partner's users and keys; staff are not held to them.
 */
// 40 minutes before an Indian month ends (one whose decisions' partition exists: this month's or a later one).
const MONTH_TURNS = reportingMonthStart(new Date(), 2);
const t = testAppForFile({ at: new Date(MONTH_TURNS.getTime() - 40 * 60_000) });
const places = { company: '', city: '' };
let doc: OpenApiDocument;

beforeAll(async () => {
  const made = await insertStandardPlaces(t.db, 'Limits', { city_name: 'Pune', state: 'Maharashtra', is_metro: true });
  Object.assign(places, { company: made.company, city: made.city });
  await insertStandardRules(t.db, made.pair);
  // The bulk file names its company by name.
  await t.db.insert(companies).values({ company_name: 'Bulk Co', is_listed: true });
  await t.settleRuleVersion();
  doc = await servedDocument(t.app, t.token);
});

let partnerCount = 0;
/** A partner with a user (every right) and a key that user made; the limits are set after, so making them counts nothing. */
async function partnerWith(limits: { monthly_evaluation_quota?: number; rate_limit_per_minute?: number }) {
  partnerCount += 1;
  const [partner] = await t.db
    .insert(partners)
    .values({ name: `Limited ${partnerCount}`, code: `LIM-${partnerCount}` })
    .returning();
  const user = await t.userWithAccess(fullAccess());
  await t.db.update(users).set({ partner_id: partner!.id }).where(eq(users.id, user.userId));
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/apikeys/create',
    headers: bearer(user.token),
    payload: { label: 'DSA app', businessId: `DSA-${partnerCount}`, scopes: ['evaluations.create', 'customers.read'], quota: 1000 },
  });
  expect(made.statusCode, made.body).toBe(201);
  await t.db
    .update(partners)
    .set({ monthly_evaluation_quota: null, rate_limit_per_minute: null, ...limits })
    .where(eq(partners.id, partner!.id));
  await t.db.delete(partnerUsage).where(eq(partnerUsage.partner_id, partner!.id));
  return { id: partner!.id, user: bearer(user.token), key: { 'x-api-key': made.json().plainKey as string }, keyId: made.json().apiKeyId as string };
}

let reference = 0;
const applicant = () => sampleApplicant({ companyid: places.company, cityId: places.city }, { ...SMALLER_REQUEST, customer_reference: `LIMIT-${++reference}` });
const apply = (headers: Record<string, string>, payload: object = applicant()) =>
  t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers, payload });
const upload = (headers: Record<string, string>, rows: number, bad = false) => {
  const applicants = Array.from({ length: rows }, (_, i) => ({
    ...BULK_APPLICANT,
    applicant_ref: `R${++reference}-${i}`,
    ...(bad && i === 0 ? { age: 'old' } : {}),
  }));
  return postMultipart(t.app, '/api/loanapplication/bulk', fileUpload('leads.xlsx', bulkWorkbook(applicants)), headers);
};
const listCustomers = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/customers', headers });

async function monthUsed(partnerId: string): Promise<number> {
  const [row] = await t.db
    .select({ used: partnerUsage.used })
    .from(partnerUsage)
    .where(and(eq(partnerUsage.partner_id, partnerId), eq(partnerUsage.period, 'month')));
  return row?.used ?? 0;
}
async function keyUsage(keyId: string): Promise<number> {
  const [row] = rowsOf<{ usage_count: number }>(await t.db.execute(sql`SELECT usage_count FROM api_keys WHERE id = ${keyId}::uuid`));
  return Number(row!.usage_count);
}

describe('monthly evaluation quota', () => {
  it("counts the partner's users and keys together, refuses past it with 429 until the Indian month turns", async () => {
    const p = await partnerWith({ monthly_evaluation_quota: 3 });
    expect((await apply(p.user)).statusCode).toBe(200);
    expect((await apply(p.key)).statusCode).toBe(200);
    expect((await apply(p.user)).statusCode).toBe(200);
    expect(await monthUsed(p.id)).toBe(3);

    for (const headers of [p.key, p.user]) {
      const refused = await apply(headers);
      expect(refused.statusCode, refused.body).toBe(429);
      // Seconds to midnight in India on the month's last day: 40 minutes on the test's clock.
      expect(refused.headers['retry-after']).toBe('2400');
      expect(refused.json().message).toBe(
        `This partner's monthly evaluation quota of 3 is used up (3 evaluated this month, India time; this request needs 1). It resets at ${MONTH_TURNS.toISOString()}`,
      );
      expect(refused.json().data).toEqual({ monthlyEvaluationQuota: 3, used: 3, requested: 1, resetsAt: MONTH_TURNS.toISOString() });
      expect(undeclaredIn(doc, 'POST', '/api/loanapplication/apply', refused)).toEqual([]);
    }
    expect(await monthUsed(p.id)).toBe(3);
    // The key's own quota counted its accepted request only.
    expect(await keyUsage(p.keyId)).toBe(1);
    // Only evaluations count against the quota; staff are not held to it.
    expect((await listCustomers(p.user)).statusCode).toBe(200);
    expect((await apply(bearer(t.token))).statusCode).toBe(200);

    t.clock.advance(40 * 60_000 - 1000);
    expect((await apply(p.key)).headers['retry-after']).toBe('1');
    t.clock.advance(1000);
    expect((await apply(p.key)).statusCode).toBe(200);
    expect((await apply(p.user)).statusCode).toBe(200);
    expect(await monthUsed(p.id)).toBe(2);
  });

  it('counts each applicant of a file; a request refused whole, or replayed, counts nothing', async () => {
    const p = await partnerWith({ monthly_evaluation_quota: 4 });
    expect((await apply(p.user, { ...applicant(), age: 'old' })).statusCode).toBe(400);
    expect(await monthUsed(p.id)).toBe(0);
    const once = { ...p.user, 'idempotency-key': 'lead-1' };
    const body = applicant();
    expect((await apply(once, body)).statusCode).toBe(200);
    const replayed = await apply(once, body);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(await monthUsed(p.id)).toBe(1);

    const badFile = await upload(p.user, 2, true);
    expect(badFile.statusCode, badFile.body).toBe(400);
    expect(await monthUsed(p.id)).toBe(1);

    const jobsBefore = (await t.db.select().from(bulkJobs)).length;
    const tooMany = await upload(p.key, 4);
    expect(tooMany.statusCode, tooMany.body).toBe(429);
    expect(tooMany.json().data).toMatchObject({ monthlyEvaluationQuota: 4, used: 1, requested: 4 });
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    expect(undeclaredIn(doc, 'POST', '/api/loanapplication/bulk', tooMany)).toEqual([]);
    expect((await t.db.select().from(bulkJobs)).length).toBe(jobsBefore);
    expect(await monthUsed(p.id)).toBe(1);
    expect(await keyUsage(p.keyId)).toBe(0);

    const fits = await upload(p.key, 3);
    expect(fits.statusCode, fits.body).toBe(202);
    expect(await monthUsed(p.id)).toBe(4);
    expect(await keyUsage(p.keyId)).toBe(3);
    expect((await apply(p.user)).statusCode).toBe(429);
  });
});

describe('rate limit per minute', () => {
  it("counts every request of the partner's users and keys, refuses past it until the next minute", async () => {
    const p = await partnerWith({ rate_limit_per_minute: 3 });
    // 10 seconds into a minute.
    t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / 60_000) * 60_000 + 10_000));
    expect((await listCustomers(p.user)).statusCode).toBe(200);
    expect((await apply(p.key)).statusCode).toBe(200);
    expect((await listCustomers(p.key)).statusCode).toBe(200);
    for (const headers of [p.user, p.key]) {
      const refused = await listCustomers(headers);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.headers['retry-after']).toBe('50');
      expect(refused.json().message).toBe("This partner's rate limit of 3 requests per minute is reached. Try again in 50 seconds");
      expect(undeclaredIn(doc, 'GET', '/api/customers', refused)).toEqual([]);
    }
    const refusedApply = await apply(p.user);
    expect(refusedApply.statusCode).toBe(429);
    expect(undeclaredIn(doc, 'POST', '/api/loanapplication/apply', refusedApply)).toEqual([]);
    expect(await keyUsage(p.keyId)).toBe(2);
    // Staff are not held to it.
    for (let i = 0; i < 5; i++) expect((await listCustomers(bearer(t.token))).statusCode).toBe(200);

    t.clock.advance(50_000);
    expect((await listCustomers(p.user)).statusCode).toBe(200);
    expect((await apply(p.key)).statusCode).toBe(200);
    expect((await listCustomers(p.key)).statusCode).toBe(200);
    expect((await listCustomers(p.user)).statusCode).toBe(429);
  });

  it('a partner without limits is counted nowhere', async () => {
    const p = await partnerWith({});
    for (let i = 0; i < 5; i++) expect((await listCustomers(p.user)).statusCode).toBe(200);
    expect((await apply(p.key)).statusCode).toBe(200);
    expect(await t.db.select().from(partnerUsage).where(eq(partnerUsage.partner_id, p.id))).toEqual([]);
  });
});
