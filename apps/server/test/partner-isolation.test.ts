import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { fullAccess, PARTNER_MODULES } from '@lbo/contracts/permissions';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { companies, users } from '../src/db/schema';
import { DB_SETTINGS } from '../src/db/settings';
import { rowsOf } from '../src/db/raw-rows';
import { bindToPartner, PARTNER_ROLE } from '../src/db/partner-scope';
import { sampleOf, servedDocument, type DocumentedOperation, type OpenApiDocument } from './openapi-conformance';
import { bearer } from './test-app';
import { testAppForFile } from './test-app-for-file';
import { fileUpload, postMultipart } from './multipart';
import { insertStandardPlaces, insertStandardRules } from './standard-rules';
import { BULK_APPLICANT, bulkWorkbook } from './bulk-files';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Channel partners (ADR 0044): what partner A's user and key produce, partner B's user and key
 * never see or touch, through any route of the document; the marketplace's staff see both.
 */
const t = testAppForFile({ env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1:9' } });
const ALL_SCOPES = ['evaluations.create', 'evaluations.read', 'customers.read', 'short.create', 'short.read'];
const places = { company: '', city: '' };

interface Side {
  partnerId: string;
  token: string;
  key: string;
  keyId: string;
  endpointId: string;
  applicationId: string;
  customerId: string;
  bankId: string;
  productId: string;
  jobId: string;
  name: string;
  reference: string;
}
const side: Record<'a' | 'b', Side> = { a: {} as Side, b: {} as Side };

async function partnerSide(code: 'a' | 'b'): Promise<Side> {
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/partners',
    headers: bearer(t.token),
    payload: { name: `Partner ${code.toUpperCase()}`, code: `P-${code.toUpperCase()}` },
  });
  expect(made.statusCode, made.body).toBe(201);
  const partner = made.json().data as { id: string };
  // Every right a role can hold: what a partner's people may do is bounded by the partner, not the role.
  const email = `${code}@partner-${code}.example`;
  const staff = await t.userWithAccess(fullAccess(), email);
  const moved = await t.app.inject({
    method: 'PUT',
    url: `/api/crmAuth/updateUser?id=${staff.userId}`,
    headers: bearer(t.token),
    payload: { name: `User ${code}`, role_id: staff.roleId, partner_id: partner.id },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  // Changing partner ends the user's sessions: they sign in again into the partner's view.
  const user = { ...staff, token: await t.signIn(email, 'user-password-1') };
  const keyRes = await t.app.inject({
    method: 'POST',
    url: '/api/apikeys/create',
    headers: bearer(user.token),
    payload: { label: `Key ${code}`, businessId: `DSA-${code}`, scopes: ALL_SCOPES },
  });
  expect(keyRes.statusCode, keyRes.body).toBe(201);
  const hook = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: bearer(user.token),
    payload: { url: `http://127.0.0.1:9/${code}`, events: ['decision.created', 'kfs.acknowledged'] },
  });
  expect(hook.statusCode, hook.body).toBe(201);
  const name = code === 'a' ? 'Alice Anand' : 'Bela Bose';
  const reference = `REF-${code.toUpperCase()}-1`;
  const applicant = sampleApplicant({ companyid: places.company, cityId: places.city }, { ...SMALLER_REQUEST, customer_reference: reference, user_name: name });
  const byKey = await t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers: { 'x-api-key': keyRes.json().plainKey }, payload: applicant });
  expect(byKey.statusCode, byKey.body).toBe(200);
  const byUser = await t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers: bearer(user.token), payload: applicant });
  expect(byUser.statusCode, byUser.body).toBe(200);
  const { applicationId, customerId, eligibleBanks } = byUser.json().data;
  const offer = eligibleBanks.find((p: { eligibilityStatus: string }) => p.eligibilityStatus === 'ELIGIBLE');
  const kfs = await t.app.inject({
    method: 'GET',
    url: `/api/loanapplication/${applicationId}/pairs/${offer.bankId}/${offer.productId}/kfs`,
    headers: bearer(user.token),
  });
  expect(kfs.statusCode, kfs.body.slice(0, 200)).toBe(200);
  const ack = await t.app.inject({
    method: 'POST',
    url: `/api/loanapplication/${applicationId}/pairs/${offer.bankId}/${offer.productId}/kfs/acknowledgement`,
    headers: bearer(user.token),
    payload: { method: 'OTP', language: 'en' },
  });
  expect(ack.statusCode, ack.body).toBe(201);
  const bulk = await postMultipart(
    t.app,
    '/api/loanapplication/bulk',
    fileUpload('leads.xlsx', bulkWorkbook([{ ...BULK_APPLICANT, applicant_ref: 'B1', customer_reference: `${reference}-BULK`, user_name: name }])),
    bearer(user.token),
  );
  expect(bulk.statusCode, bulk.body).toBe(202);
  return {
    partnerId: partner.id,
    token: user.token,
    key: keyRes.json().plainKey,
    keyId: keyRes.json().apiKeyId,
    endpointId: hook.json().data.id,
    applicationId,
    customerId,
    bankId: offer.bankId,
    productId: offer.productId,
    jobId: bulk.json().data.jobId,
    name,
    reference,
  };
}

let doc: OpenApiDocument;
beforeAll(async () => {
  const made = await insertStandardPlaces(t.db, 'Partners', { city_name: 'Pune', state: 'Maharashtra', is_metro: true });
  Object.assign(places, { company: made.company, city: made.city });
  await insertStandardRules(t.db, made.pair);
  // The bulk file names its company by name.
  await t.db.insert(companies).values({ company_name: 'Bulk Co', is_listed: true });
  await t.settleRuleVersion();
  side.a = await partnerSide('a');
  side.b = await partnerSide('b');
  doc = await servedDocument(t.app, t.token);
});

/** What would betray A's applicant in an answer: the person, the reference, and every id of A's rows. */
const secretsOf = (s: Side) => [s.name, s.reference, s.customerId, s.applicationId, s.jobId, s.endpointId, s.keyId, s.partnerId];

/** A's ids, by the parameter a path names them with (and, for a bare `id`, by the path). */
function idFor(path: string, name: string): string {
  const a = side.a;
  const byName: Record<string, string> = { applicationId: a.applicationId, bankId: a.bankId, productId: a.productId, importId: randomUUID() };
  if (byName[name]) return byName[name]!;
  if (path.startsWith('/api/customers')) return a.customerId;
  if (path.startsWith('/api/webhooks')) return a.endpointId;
  if (path.startsWith('/api/jobs')) return a.jobId;
  if (path.startsWith('/api/apikeys')) return a.keyId;
  if (path.startsWith('/api/partners')) return a.partnerId;
  return randomUUID();
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
// The sign-in steps act on no stored applicant, and signing out would end the walk's own session.
const SKIPPED = (path: string) => /\/(logout|refresh|adminLogin|verifyOTP|verify-otp|resendOtp|resend-otp|setPassword|login|forgotPassword)$/i.test(path);

function calls(headers: Record<string, string>) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, DocumentedOperation>)
      .filter(([method]) => METHODS.includes(method) && !SKIPPED(path))
      .map(([method, operation]) => {
        let url = path;
        const query = new URLSearchParams();
        for (const param of operation.parameters ?? []) {
          if (param.in === 'path') url = url.replace(`{${param.name}}`, idFor(path, param.name));
          else if (param.in === 'query' && (param.name === 'id' || param.name.endsWith('Id') || param.name.endsWith('_id')))
            query.set(param.name, idFor(path, param.name));
          else if (param.in === 'query' && param.required) query.set(param.name, String(sampleOf(doc, param.schema)));
        }
        const json = operation.requestBody?.content?.['application/json']?.schema;
        const payload = json ? sampleOf(doc, json) : undefined;
        const search = query.toString();
        return { method: method.toUpperCase(), url: search ? `${url}?${search}` : url, headers, payload };
      }),
  );
}

describe('channel partners see only their own applicants', () => {
  it("walks every operation as B's user and B's key with A's ids: no answer carries A's data", async () => {
    const a = side.a;
    const leaks: string[] = [];
    for (const headers of [bearer(side.b.token), { 'x-api-key': side.b.key }]) {
      for (const call of calls(headers)) {
        const res = await t.app.inject({
          method: call.method as 'GET',
          url: call.url,
          headers: call.payload === undefined ? call.headers : { ...call.headers, 'content-type': 'application/json' },
          ...(call.payload === undefined ? {} : { payload: JSON.stringify(call.payload) }),
        });
        expect(res.statusCode, `${call.method} ${call.url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        // An error may repeat the id it was asked for; it must not confirm anything about it.
        const body = res.statusCode >= 400 ? res.body.split(a.applicationId).join('').split(a.customerId).join('') : res.body;
        const found = secretsOf(a).filter((secret) => body.includes(secret));
        if (found.length > 0) leaks.push(`${call.method} ${call.url} (${res.statusCode}) shows ${found.join(', ')}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it("B's calls on A's rows answer 404, and A's rows are untouched by B's walk", async () => {
    const a = side.a;
    const asB = bearer(side.b.token);
    for (const url of [
      `/api/customers/${a.customerId}`,
      `/api/loanapplication/${a.applicationId}`,
      `/api/loanapplication/${a.applicationId}/pairs/${a.bankId}/${a.productId}/kfs`,
      `/api/loanapplication/${a.applicationId}/pairs/${a.bankId}/${a.productId}/kfs/acknowledgement`,
      `/api/loanapplication/${a.applicationId}/comparison`,
      `/api/jobs/${a.jobId}`,
      `/api/webhooks/${a.endpointId}/deliveries`,
    ]) {
      for (const headers of [asB, { 'x-api-key': side.b.key }]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        // A key has no scope for some of these (401/403 before the lookup); a session reaches the lookup.
        if (headers === asB) expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(404);
        else expect([401, 403, 404], url).toContain(res.statusCode);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/customers/${a.customerId}`, headers: bearer(a.token) })).statusCode).toBe(200);
    const hooks = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer(a.token) });
    expect(hooks.json().data.items.map((e: { id: string }) => e.id)).toEqual([a.endpointId]);
    const keyStillWorks = await t.app.inject({ method: 'GET', url: `/api/loanapplication/${a.applicationId}`, headers: { 'x-api-key': a.key } });
    expect(keyStillWorks.statusCode).toBe(200);
  });

  it('lists, exports and analytics hold only the partner’s own; staff see both and filter by partner', async () => {
    const list = async (token: string, query = '') =>
      (await t.app.inject({ method: 'GET', url: `/api/customers?limit=100${query}`, headers: bearer(token) }))
        .json()
        .data.items.map((c: { name: string }) => c.name);
    expect(new Set(await list(side.b.token))).toEqual(new Set([side.b.name]));
    expect(new Set(await list(t.token))).toEqual(new Set([side.a.name, side.b.name]));
    expect(new Set(await list(t.token, `&partnerId=${side.a.partnerId}`))).toEqual(new Set([side.a.name]));
    const exported = await t.app.inject({ method: 'GET', url: '/api/customers/export?format=csv', headers: bearer(side.b.token) });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(side.b.reference);
    expect(exported.body).not.toContain(side.a.reference);

    const breakdown = async (token: string, query = '') =>
      (await t.app.inject({ method: 'GET', url: `/api/analytics/decisions/breakdown${query}`, headers: bearer(token) })).json().data;
    const all = await breakdown(t.token);
    const ofB = await breakdown(side.b.token);
    const ofA = await breakdown(t.token, `?partnerId=${side.a.partnerId}`);
    expect(ofB.applications).toBeGreaterThan(0);
    expect(ofA.applications + ofB.applications).toBe(all.applications);
    expect(ofA.evaluated + ofB.evaluated).toBe(all.evaluated);
  });

  it('a customer reference is unique within a partner, not across partners', async () => {
    const evaluate = async (token: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/loanapplication/apply',
        headers: bearer(token),
        payload: sampleApplicant({ companyid: places.company, cityId: places.city }, { ...SMALLER_REQUEST, customer_reference: 'SHARED-REF' }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.customerId as string;
    };
    const ofA = await evaluate(side.a.token);
    const ofB = await evaluate(side.b.token);
    const ofStaff = await evaluate(t.token);
    expect(new Set([ofA, ofB, ofStaff]).size).toBe(3);
    // The same partner's second evaluation is filed under its first customer.
    expect(await evaluate(side.a.token)).toBe(ofA);
  });

  it("a partner's decision events go to its own endpoints only", async () => {
    const rows = rowsOf<{ endpoint_id: string; partner_id: string | null; event_type: string }>(
      await t.db.execute(sql`SELECT endpoint_id, partner_id, event_type FROM webhook_deliveries`),
    );
    for (const s of [side.a, side.b]) {
      const own = rows.filter((r) => r.endpoint_id === s.endpointId);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((r) => r.partner_id === s.partnerId)).toBe(true);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: bearer(side.b.token),
      payload: { url: 'http://127.0.0.1:9/rules', events: ['rule_version.created'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('events');
  });

  it("a partner's user reads its own role as the rights that apply to it", async () => {
    const [b] = await t.db.select({ roleId: users.role_id }).from(users).where(eq(users.partner_id, side.b.partnerId));
    const res = await t.app.inject({ method: 'GET', url: `/api/role/getRoleById?id=${b!.roleId}`, headers: bearer(side.b.token) });
    expect(res.statusCode, res.body).toBe(200);
    const modules = res.json().data.role_access.map((entry: { module_id: string }) => entry.module_id);
    expect(new Set(modules)).toEqual(new Set(PARTNER_MODULES));
  });

  it('counts what each partner holds, and refuses to delete a partner with applicants', async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/api/partners?q=P-A', headers: bearer(t.token) });
    const a = listed.json().data.items.find((p: { id: string }) => p.id === side.a.partnerId);
    const [held] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM customers WHERE partner_id = ${side.a.partnerId}::uuid`));
    expect(a.counts).toEqual({ users: 1, keys: 1, customers: held!.n });
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/partners/${side.a.partnerId}`, headers: bearer(t.token) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(new RegExp(`1 user, 1 API key, 1 webhook endpoint and ${held!.n} customers.*Deactivate it instead`));
  });

  it('refuses the marketplace’s own work to a partner, whatever its role', async () => {
    for (const url of ['/api/crmAuth/getAllUsers', '/api/rule-changes', '/api/rule-test-cases', '/api/audit']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(side.b.token) });
      expect(res.statusCode, url).toBe(403);
    }
  });
});

describe('row-level security', () => {
  it("inside a transaction bound to partner B, raw queries find none of A's rows", async () => {
    const seen = await t.db.transaction(async (tx) => {
      await tx.execute(bindToPartner(side.b.partnerId));
      const who = rowsOf<{ user: string; superuser: boolean; bypass: boolean }>(
        await tx.execute(sql`SELECT current_user AS user, r.rolsuper AS superuser, r.rolbypassrls AS bypass FROM pg_roles r WHERE r.rolname = current_user`),
      );
      const decisions = rowsOf<{ partner_id: string }>(await tx.execute(sql`SELECT DISTINCT partner_id FROM loan_applications`));
      const customers = rowsOf<{ partner_id: string }>(await tx.execute(sql`SELECT DISTINCT partner_id FROM customers`));
      return { who, decisions, customers };
    });
    expect(seen.who).toEqual([{ user: PARTNER_ROLE, superuser: false, bypass: false }]);
    expect(seen.decisions).toEqual([{ partner_id: side.b.partnerId }]);
    expect(seen.customers).toEqual([{ partner_id: side.b.partnerId }]);
    // Unbound, the app's own connection sees both.
    const all = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(DISTINCT partner_id)::int AS n FROM loan_applications`));
    expect(all[0]!.n).toBe(2);
  });

  it("a partner's view runs every statement and transaction as the partner role, bound to the partner", async () => {
    const view = t.app.partnerViews(side.b.partnerId).db;
    const who = sql`SELECT current_user AS user, current_setting(${DB_SETTINGS.partnerId}, true) AS partner`;
    const expected = [{ user: PARTNER_ROLE, partner: side.b.partnerId }];
    expect(rowsOf(await view.execute(who))).toEqual(expected);
    expect(rowsOf(await view.transaction(async (tx) => tx.execute(who)))).toEqual(expected);
    const customers = rowsOf<{ partner_id: string }>(await view.execute(sql`SELECT DISTINCT partner_id FROM customers`));
    expect(customers).toEqual([{ partner_id: side.b.partnerId }]);
    if (onPostgres) {
      // The binding is the connection's own: resetting the role returns to the partner's, never the owner's.
      const reset = await view.transaction(async (tx) => {
        await tx.execute(sql`RESET ROLE`);
        return tx.execute(who);
      });
      expect(rowsOf(reset)).toEqual(expected);
    }
  });

  it('the policies are enabled, and a partition cannot be named by the partner role', async () => {
    const tables = rowsOf<{ relname: string; relrowsecurity: boolean }>(
      await t.db.execute(
        sql`SELECT relname, relrowsecurity FROM pg_class WHERE relname IN ('customers', 'loan_applications', 'kfs_documents', 'kfs_acknowledgements', 'consents', 'bulk_jobs', 'webhook_deliveries', 'api_keys', 'decision_daily')`,
      ),
    );
    expect(tables).toHaveLength(9);
    expect(tables.every((r) => r.relrowsecurity)).toBe(true);
    const [partition] = rowsOf<{ name: string }>(
      await t.db.execute(sql`SELECT inhrelid::regclass::text AS name FROM pg_inherits WHERE inhparent = 'loan_applications'::regclass LIMIT 1`),
    );
    const refused = await t.db
      .transaction(async (tx) => {
        await tx.execute(bindToPartner(side.b.partnerId));
        await tx.execute(sql.raw(`SELECT count(*) FROM ${partition!.name}`));
      })
      .then(
        () => 'allowed',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(refused).toMatch(/permission denied/);
  });
});
