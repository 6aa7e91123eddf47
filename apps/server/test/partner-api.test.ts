import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { bulkJobs, cities, companies, loanApplications } from '../src/db/schema';
import { rowsOf } from '../src/db/raw-rows';
import { bearer } from './test-app';
import { testAppForFile } from './test-app-for-file';
import { fileUpload, postMultipart } from './multipart';
import { insertStandardPlaces, insertStandardRules } from './standard-rules';
import { BULK_APPLICANT, bulkWorkbook } from './bulk-files';

const t = testAppForFile();
const ids = { company: '', city: '' };
const FULL = { view: true, create: true, edit: true, delete: true, export: true };

beforeAll(async () => {
  const places = await insertStandardPlaces(t.db, 'Partner', { city_name: 'Pune', state: 'Maharashtra', is_metro: true });
  Object.assign(ids, { company: places.company, city: places.city });
  await insertStandardRules(t.db, places.pair);
  // The bulk file names its company and city by name.
  await t.db.insert(companies).values({ company_name: 'Bulk Co', is_listed: true });
  expect((await t.db.select().from(cities).where(eq(cities.city_name, 'Pune'))).length).toBe(1);
  await t.settleRuleVersion();
});

async function keyFor(token: string, scopes: string[], extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/apikeys/create',
    headers: bearer(token),
    payload: { label: 'Partner app', businessId: 'DSA-7', scopes, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { apiKeyId: string; plainKey: string };
}

const applicant = (reference = 'PARTNER-1', over: Record<string, unknown> = {}) =>
  sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST, customer_reference: reference, ...over });
const apply = (headers: Record<string, string>, payload: object = applicant()) =>
  t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers, payload });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
// One by one only: a bulk file of an earlier test may still be filing its rows in the background.
const decisions = async () => Number((await t.db.select({ n: count() }).from(loanApplications).where(isNull(loanApplications.bulk_job_id)))[0]!.n);
const upload = (headers: Record<string, string>, bytes: Buffer) => {
  const body = fileUpload('leads.xlsx', bytes);
  return postMultipart(t.app, '/api/loanapplication/bulk', body, headers);
};

describe('evaluation scopes', () => {
  it('each scope opens exactly its routes, and the decision records the key it came from', async () => {
    const create = await keyFor(t.token, ['evaluations.create']);
    const read = await keyFor(t.token, ['evaluations.read']);
    const people = await keyFor(t.token, ['customers.read']);
    const links = await keyFor(t.token, ['short.create']);
    const k = (key: { plainKey: string }) => ({ 'x-api-key': key.plainKey });

    const made = await apply(k(create));
    expect(made.statusCode, made.body).toBe(200);
    const { applicationId, customerId, eligibleBanks } = made.json().data;
    const [row] = await t.db.select().from(loanApplications).where(eq(loanApplications.id, applicationId));
    expect(row).toMatchObject({ source: 'api', api_key_id: create.apiKeyId });
    for (const other of [read, people, links]) expect((await apply(k(other))).statusCode).toBe(403);
    expect((await apply(k(create))).json().message).toBe('BRE calculation completed successfully');

    const pair = eligibleBanks[0];
    const decisionUrls = [`/api/loanapplication/${applicationId}`, `/api/loanapplication/${applicationId}/pairs/${pair.bankId}/${pair.productId}/explanation`];
    for (const url of decisionUrls) {
      expect((await get(url, k(read))).statusCode, url).toBe(200);
      for (const other of [create, people, links]) expect((await get(url, k(other))).statusCode, url).toBe(403);
    }
    const stored = (await get(decisionUrls[0]!, k(read))).json().data;
    expect(stored).toMatchObject({ applicationId, customerId, source: 'api', apiKeyId: create.apiKeyId });
    expect(stored.pairs[0]).toMatchObject({ bankId: pair.bankId, eligibilityStatus: pair.eligibilityStatus });
    expect(JSON.stringify(stored)).not.toContain('Sample Applicant');

    expect((await get('/api/customers', k(people))).statusCode).toBe(200);
    const customer = await get(`/api/customers/${customerId}`, k(people));
    expect(customer.statusCode).toBe(200);
    expect(customer.json().data.history[0].source).toMatchObject({ kind: 'api', apiKeyLabel: 'Partner app' });
    for (const other of [create, read]) expect((await get('/api/customers', k(other))).statusCode).toBe(403);
    // Routes no scope opens refuse a key outright (they want a session).
    expect((await get('/api/customers/export', k(people))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/loanapplication/${applicationId}/replay`, headers: k(read) })).statusCode).toBe(401);
  });

  it("binds the owner's role: a key can do no more than the user it acts for", async () => {
    const evaluatorOnly = await t.userWithAccess([
      { module_id: 'api-keys', ...FULL },
      { module_id: 'loan-evaluator', ...FULL, export: false },
    ]);
    const key = await keyFor(evaluatorOnly.token, ['evaluations.create', 'customers.read']);
    expect((await apply({ 'x-api-key': key.plainKey })).statusCode).toBe(200);
    const refused = await get('/api/customers', { 'x-api-key': key.plainKey });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('owner does not have permission');
    const [usage] = rowsOf<{ usage_count: number }>(await t.db.execute(sql`SELECT usage_count FROM api_keys WHERE id = ${key.apiKeyId}::uuid`));
    expect(usage!.usage_count).toBe(1); // the refused request was not counted
  });

  it('refuses a revoked key and one over its quota; a bulk file counts its applicants', async () => {
    const key = await keyFor(t.token, ['evaluations.create'], { quota: 3 });
    const h = { 'x-api-key': key.plainKey };
    expect((await apply(h)).statusCode).toBe(200);
    const before = await t.db.select({ n: count() }).from(bulkJobs);
    const tooMany = await upload(h, bulkWorkbook([1, 2, 3].map((n) => ({ ...BULK_APPLICANT, applicant_ref: `Q${n}` }))));
    expect(tooMany.statusCode, tooMany.body).toBe(429);
    expect(tooMany.headers['retry-after']).toBeDefined();
    expect(await t.db.select({ n: count() }).from(bulkJobs)).toEqual(before);
    const fits = await upload(h, bulkWorkbook([{ ...BULK_APPLICANT, applicant_ref: 'Q9' }]));
    expect(fits.statusCode, fits.body).toBe(202);
    const [job] = await t.db.select().from(bulkJobs).where(eq(bulkJobs.id, fits.json().data.jobId));
    expect(job!.api_key_id).toBe(key.apiKeyId);
    // 1 + 1 (the file) = 2 of 3: one more fits, then the quota is used up.
    expect((await apply(h)).statusCode).toBe(200);
    expect((await apply(h)).statusCode).toBe(429);

    const revoked = await keyFor(t.token, ['evaluations.create']);
    expect((await t.app.inject({ method: 'POST', url: `/api/apikeys/revoke/${revoked.apiKeyId}`, headers: bearer(t.token) })).statusCode).toBe(200);
    expect((await apply({ 'x-api-key': revoked.plainKey })).statusCode).toBe(401);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeat with the first answer and makes one decision; another body → 422', async () => {
    const key = await keyFor(t.token, ['evaluations.create']);
    const h = { 'x-api-key': key.plainKey, 'idempotency-key': 'order-1001' };
    const before = await decisions();
    const first = await apply(h, applicant('IDEM-1'));
    const again = await apply(h, applicant('IDEM-1'));
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.applicationId).toBe(first.json().data.applicationId);
    expect(await decisions()).toBe(before + 1);
    const other = await apply(h, applicant('IDEM-2'));
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toContain('different request');
    // Keys are the caller's own: a user with the same key string makes their own decision.
    const mine = await apply({ ...bearer(t.token), 'idempotency-key': 'order-1001' }, applicant('IDEM-1'));
    expect(mine.json().data.applicationId).not.toBe(first.json().data.applicationId);
    expect((await apply({ ...bearer(t.token), 'idempotency-key': 'bad key with spaces' })).statusCode).toBe(400);
  });

  it('makes one decision when duplicates arrive at once', async () => {
    const before = await decisions();
    const h = { ...bearer(t.token), 'idempotency-key': 'burst-1' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => apply(h, applicant('BURST-1'))));
    const ids = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.applicationId));
    expect(ids.size).toBe(1);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(await decisions()).toBe(before + 1);
  });

  it('makes one bulk job for the same file twice; other bytes → 422', async () => {
    const h = { ...bearer(t.token), 'idempotency-key': 'file-1' };
    const bytes = bulkWorkbook([{ ...BULK_APPLICANT, applicant_ref: 'F1' }]);
    const before = (await t.db.select({ n: count() }).from(bulkJobs))[0]!.n;
    const first = await upload(h, bytes);
    const again = await upload(h, bytes);
    expect(first.statusCode, first.body).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.json().data.jobId).toBe(first.json().data.jobId);
    expect((await t.db.select({ n: count() }).from(bulkJobs))[0]!.n).toBe(before + 1);
    expect((await upload(h, bulkWorkbook([{ ...BULK_APPLICANT, applicant_ref: 'F2' }]))).statusCode).toBe(422);
  });
});
