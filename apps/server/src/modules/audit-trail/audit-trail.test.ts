import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import type { AuditEntry } from '@lbo/contracts/audit-trail';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { bearer, ADMIN_EMAIL } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { insertStandardPair } from '../../../test/standard-rules';
import { rowsOf } from '../../db/raw-rows';
import { loadEnv } from '../../config/env';

const t = testAppForFile();
const ids = { company: '', city: '', bank: '', product: '' };

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = bearer(t.token)) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** The trail's entries matching `filter` (reads flushed first), newest first. */
async function entries(query: string): Promise<AuditEntry[]> {
  await t.app.auditTrail.flush();
  const res = await inject('GET', `/api/audit?limit=200&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as AuditEntry[];
}

const applicant = (reference: string) =>
  sampleApplicant(
    { companyid: ids.company, cityId: ids.city },
    { ...SMALLER_REQUEST, user_name: 'Kavita Menon', customer_reference: reference, salary: 93_000 },
  );

async function apply(reference: string, headers: Record<string, string> = bearer(t.token)) {
  const res = await t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers, payload: applicant(reference) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { applicationId: string; customerId: string };
}

beforeAll(async () => {
  const places = await insertStandardPair(t, 'Audit', { city_name: 'Kochi', state: 'Kerala', is_metro: false });
  Object.assign(ids, { company: places.company, city: places.city, bank: places.bank, product: places.product });
});

describe('the audit trail records', () => {
  it('sign-in, a failed sign-in without the password, and sign-out', async () => {
    const signIns = await entries(`action=sign-in&actorId=${t.adminId}`);
    expect(signIns.length).toBeGreaterThanOrEqual(1);
    expect(signIns[0]).toMatchObject({ module: 'auth', actorKind: 'user', objectType: 'user', objectId: t.adminId, actorName: 'Administrator' });

    const refused = await t.app.inject({ method: 'POST', url: '/api/crmAuth/adminLogin', payload: { email: ADMIN_EMAIL, password: 'Wrong-Secret-987' } });
    expect(refused.statusCode).toBe(401);
    const [failed] = await entries('action=sign-in-failed');
    expect(failed).toMatchObject({ module: 'auth', objectType: 'user', objectId: ADMIN_EMAIL, actorUserId: null });
    const raw = rowsOf<Record<string, unknown>>(await t.db.execute(sql`SELECT * FROM audit_events`));
    expect(JSON.stringify(raw)).not.toContain('Wrong-Secret-987');

    const other = await t.signIn();
    expect((await t.app.inject({ method: 'POST', url: '/api/crmAuth/logout', headers: bearer(other) })).statusCode).toBe(200);
    const [out] = await entries('action=sign-out');
    expect(out).toMatchObject({ actorUserId: t.adminId, objectId: t.adminId });
  });

  it('an apply in its own statement, with the user or the API key and its owner as actor', async () => {
    const decision = await apply('AUD-1');
    const [entry] = await entries(`objectId=${decision.applicationId}&action=create`);
    expect(entry).toMatchObject({ module: 'loan-evaluator', objectType: 'evaluation', actorKind: 'user', actorUserId: t.adminId, apiKeyId: null });
    expect(entry!.requestId).toBeTruthy();
    expect(entry!.address).toBeTruthy();

    const key = await inject('POST', '/api/apikeys/create', { label: 'Partner', businessId: 'DSA-1', scopes: ['evaluations.create'] });
    expect(key.statusCode, key.body).toBe(201);
    const { apiKeyId, plainKey } = key.json() as { apiKeyId: string; plainKey: string };
    const [keyEntry] = await entries(`module=api-keys&action=create`);
    expect(keyEntry).toMatchObject({ actorUserId: t.adminId, objectId: apiKeyId });

    const partner = await apply('AUD-2', { 'x-api-key': plainKey });
    const [byKey] = await entries(`objectId=${partner.applicationId}`);
    expect(byKey).toMatchObject({ actorKind: 'api-key', apiKeyId, actorUserId: t.adminId, action: 'create' });
    // Never a personal value in the words.
    expect(byKey!.summary).not.toContain('Kavita');
  });

  it('reads of one applicant: the customer page, an evaluation, its explanation, a KFS, the comparison', async () => {
    const d = await apply('AUD-3');
    const pair = `/api/loanapplication/${d.applicationId}/pairs/${ids.bank}/${ids.product}`;
    for (const url of [
      `/api/customers/${d.customerId}`,
      `/api/loanapplication/${d.applicationId}`,
      `${pair}/explanation`,
      `${pair}/kfs`,
      `/api/loanapplication/${d.applicationId}/comparison`,
    ]) {
      const res = await inject('GET', url);
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
    }
    const [customer] = await entries(`objectId=${d.customerId}&action=read`);
    expect(customer).toMatchObject({ objectType: 'customer', module: 'customer-master', actorUserId: t.adminId });
    const reads = await entries(`objectId=${d.applicationId}&action=read`);
    expect(reads.map((e) => e.objectType).sort()).toEqual(['comparison', 'evaluation', 'explanation', 'kfs']);

    // The customer page's list: the customer and each of their evaluations.
    const access = await inject('GET', `/api/audit/customers/${d.customerId}?limit=50`);
    expect(access.statusCode, access.body).toBe(200);
    const types = (access.json().data.items as AuditEntry[]).map((e) => `${e.action}:${e.objectType}`);
    expect(types).toEqual(expect.arrayContaining(['read:customer', 'read:kfs', 'create:evaluation']));
  });

  it('writes of users, roles, master data, settings and webhooks, and an export', async () => {
    const role = await inject('POST', '/api/role/create', { role_name: 'Audit Clerk', role_access: [] });
    expect(role.statusCode, role.body).toBeLessThan(300);
    const [roleEntry] = await entries('module=user-management&action=create');
    expect(roleEntry).toMatchObject({ objectType: 'role', actorUserId: t.adminId });
    expect(roleEntry!.objectId).toBeTruthy();

    const bank = await inject('POST', '/api/bank/createBank', { name: 'Trail Bank' });
    expect(bank.statusCode, bank.body).toBeLessThan(300);
    const [bankEntry] = await entries('module=master-configuration&action=create');
    expect(bankEntry).toMatchObject({ objectType: 'bank', objectId: bank.json().data._id ?? bank.json().data.id });

    expect((await inject('PUT', '/api/settings/rule-approvals', { required: false })).statusCode).toBe(200);
    const [setting] = await entries('module=rules-management&action=update');
    expect(setting).toMatchObject({ objectType: 'settings' });

    const hook = await inject('POST', '/api/webhooks', { url: 'https://example.com/hook', events: ['decision.created'] });
    expect(hook.statusCode, hook.body).toBe(201);
    const [hookEntry] = await entries('module=webhooks&action=create');
    expect(hookEntry!.objectId).toBe(hook.json().data.id);

    const exported = await inject('GET', '/api/customers/export?format=csv');
    expect(exported.statusCode).toBe(200);
    const [exportEntry] = await entries('module=customer-master&action=export');
    expect(exportEntry).toMatchObject({ objectType: 'customers', actorUserId: t.adminId });
  });
});

describe('rule changes and approvals', () => {
  it('a rule save, a proposal rejected by another user, and a test-case export', async () => {
    const pair = `bank_id=${ids.bank}&product_id=${ids.product}`;
    const rows = (await inject('GET', `/api/foir/getAllfoirrules?${pair}`)).json().data.foirRules as { foir_percent: number }[];
    const save = (percent: number) =>
      inject('PUT', `/api/foir/createandupdatefoirrule?${pair}`, rows.map((r) => ({ ...r, foir_percent: percent })) as unknown as object, {
        ...bearer(t.token),
        'x-change-reason': 'Audit test',
      });
    const saved = await save(60);
    expect(saved.statusCode, saved.body).toBe(200);
    const [rule] = await entries(`module=rules-management&objectId=${ids.bank}/${ids.product}`);
    expect(rule).toMatchObject({ objectType: 'foir', actorUserId: t.adminId });
    expect(['create', 'update']).toContain(rule!.action);

    expect((await inject('PUT', '/api/settings/rule-approvals', { required: true })).statusCode).toBe(200);
    const proposed = await save(55);
    expect(proposed.statusCode, proposed.body).toBe(202);
    const proposalId = proposed.json().data.id as string;
    const checker = await t.userWithAccess([
      { module_id: 'rules-management', view: true, create: false, edit: false, delete: false, export: false, approve: true },
    ]);
    const rejected = await inject('POST', `/api/rule-changes/${proposalId}/reject`, { reason: 'Not now' }, bearer(checker.token));
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [reject] = await entries(`action=reject&objectId=${proposalId}`);
    expect(reject).toMatchObject({ module: 'rules-management', actorUserId: checker.userId });
    expect((await inject('PUT', '/api/settings/rule-approvals', { required: false })).statusCode).toBe(200);

    expect((await inject('GET', '/api/rule-test-cases/export')).statusCode).toBe(200);
    const [exported] = await entries('module=rules-management&action=export');
    expect(exported).toMatchObject({ objectType: 'rule-test-cases', actorUserId: t.adminId });
  });
});

describe('the trail API', () => {
  it('filters and pages, newest first', async () => {
    const all = await entries('');
    expect(all.length).toBeGreaterThan(5);
    expect(Number(all[0]!.id)).toBeGreaterThan(Number(all[1]!.id));
    const first = (await inject('GET', '/api/audit?limit=2&page=1')).json().data;
    const second = (await inject('GET', '/api/audit?limit=2&page=2')).json().data;
    expect(first.total).toBe(second.total);
    expect(first.items).toHaveLength(2);
    expect(second.items[0].id).toBe(String(Number(first.items[1].id) - 1));
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const byDay = await inject('GET', `/api/audit?from=${today}&to=${today}&module=auth`);
    expect(byDay.statusCode, byDay.body).toBe(200);
    expect(byDay.json().data.total).toBeGreaterThan(0);
    expect((await inject('GET', '/api/audit?to=2000-01-01')).json().data.total).toBe(0);
    const bad = await inject('GET', '/api/audit?action=peek&actorId=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('action');
    expect(bad.json().errors).toHaveProperty('actorId');
  });

  it('refuses a user without the audit-trail view', async () => {
    const clerk = await t.userWithAccess([{ module_id: 'customer-master', view: true, create: false, edit: false, delete: false, export: false }]);
    for (const url of ['/api/audit', '/api/audit/export', '/api/audit/verify', `/api/audit/customers/${t.adminId}`]) {
      expect((await inject('GET', url, undefined, bearer(clerk.token))).statusCode, url).toBe(403);
    }
  });

  it('exports as a streamed .xlsx by default and as .csv, and records the export', async () => {
    const xlsx = await inject('GET', '/api/audit/export');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-length']).toBeUndefined();
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(xlsx.rawPayload).Sheets['Audit trail']!);
    expect(rows.length).toBeGreaterThan(5);
    expect(Object.keys(rows[0]!)).toEqual(expect.arrayContaining(['Entry', 'Action', 'Summary']));
    const csv = await inject('GET', '/api/audit/export?format=csv&action=sign-in');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n').filter(Boolean).length).toBeGreaterThan(1);
    const [entry] = await entries('module=audit-trail&action=export');
    expect(entry).toMatchObject({ actorUserId: t.adminId, objectType: 'audit' });
  });

  it('keeps the trail at least a year: a lower AUDIT_RETENTION_MONTHS refuses to start', () => {
    expect(loadEnv({}).AUDIT_RETENTION_MONTHS).toBe(12);
    expect(() => loadEnv({ AUDIT_RETENTION_MONTHS: '6' })).toThrow(/AUDIT_RETENTION_MONTHS: must be ≥ 12/);
  });
});
