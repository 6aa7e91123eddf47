import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { CURRENT_CONSENT_NOTICE } from '@lbo/contracts/consent';
import { cities, companies, consents, customers } from '../../db/schema';
import { rowsOf } from '../../db/raw-rows';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { insertStandardPlaces, insertStandardRules } from '../../../test/standard-rules';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { fileUpload, postMultipart } from '../../../test/multipart';
import { BULK_APPLICANT, bulkWorkbook } from '../../../test/bulk-files';

let receiver: WebhookReceiver;
let t: TestApp;
let token: string;
const ids = { company: '', city: '' };
const FULL = { view: true, create: true, edit: true, delete: true, export: true };
const VIEW = { view: true, create: false, edit: false, delete: false, export: false };

beforeAll(async () => {
  receiver = await startWebhookReceiver((_request, response) => response.writeHead(200).end('ok'));
  t = await createTestApp({ env: { WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}` } });
  token = await t.signIn();
  const places = await insertStandardPlaces(t.db, 'Consent', { city_name: 'Kochi', state: 'Kerala', is_metro: false });
  Object.assign(ids, { company: places.company, city: places.city });
  await insertStandardRules(t.db, places.pair);
  // The bulk file's company and city, by name.
  await t.db.insert(companies).values({ company_name: 'Bulk Co', is_listed: true });
  await t.db.insert(cities).values({ city_name: 'Pune', state: 'Maharashtra', is_metro: true });
  await t.settleRuleVersion();
});

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const consentNow = (over: Record<string, unknown> = {}) => ({
  noticeVersion: CURRENT_CONSENT_NOTICE.version,
  purposes: ['ELIGIBILITY_CHECK', 'SHARE_WITH_LENDERS'],
  obtainedAt: t.clock.now().toISOString(),
  channel: 'WEB',
  reference: 'FORM-1',
  ...over,
});

const apply = (over: Record<string, unknown> = {}, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/loanapplication/apply',
    headers,
    payload: sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST, user_name: 'Meera Pillai', ...over }),
  });

const setRequired = (required: boolean, auth = token) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/consent', headers: bearer(auth), payload: { required } });

const withdraw = (customerId: string, reason: unknown = 'Asked by phone', auth = token) =>
  t.app.inject({ method: 'POST', url: `/api/customers/${customerId}/consent/withdraw`, headers: bearer(auth), payload: { reason } });

/** The bulk job once it has stopped, read every 20 ms for up to 12 s. */
async function finishedJob(jobId: string) {
  for (let i = 0; i < 600; i++) {
    const job = (await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers: bearer(token) })).json().data;
    if (!['queued', 'running'].includes(job.state)) return job;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the job did not finish');
}

const customerOf = async (reference: string) => {
  const [row] = await t.db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.reference}) = lower(${reference})`);
  return row!.id;
};

describe('consent', () => {
  it('is off by default: an evaluation without consent is made as before, and stores none', async () => {
    const setting = await t.app.inject({ method: 'GET', url: '/api/settings/consent', headers: bearer(token) });
    expect(setting.statusCode).toBe(200);
    expect(setting.json().data).toMatchObject({ required: false, changes: [], notice: { version: CURRENT_CONSENT_NOTICE.version } });
    const res = await apply({ customer_reference: 'CONS-OFF-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(consents).where(eq(consents.customer_id, res.json().data.customerId))).toEqual([]);
  });

  it('stores the consent given with the decision and its customer, not in the stored input', async () => {
    const res = await apply({ customer_reference: 'CONS-GIVEN-1', consent: consentNow({ purposes: ['MARKETING', 'ELIGIBILITY_CHECK', 'MARKETING'] }) });
    expect(res.statusCode, res.body).toBe(200);
    const { applicationId, customerId } = res.json().data;
    const detail = await t.app.inject({ method: 'GET', url: `/api/customers/${customerId}`, headers: bearer(token) });
    expect(detail.json().data.consents).toEqual([
      {
        id: expect.any(String),
        applicationId,
        noticeVersion: CURRENT_CONSENT_NOTICE.version,
        purposes: ['ELIGIBILITY_CHECK', 'MARKETING'],
        obtainedAt: t.clock.now().toISOString(),
        channel: 'WEB',
        reference: 'FORM-1',
        recordedAt: expect.any(String),
        withdrawnAt: null,
        withdrawalReason: null,
        withdrawnBy: null,
      },
    ]);
    const [stored] = rowsOf<{ input: Record<string, unknown> }>(await t.db.execute(sql`SELECT input FROM loan_applications WHERE id = ${applicationId}::uuid`));
    expect(stored!.input).not.toHaveProperty('consent');
  });

  it('refuses bad consent values with a 400 naming the field', async () => {
    const cases: [Record<string, unknown> | string, string][] = [
      ['yes', 'consent'],
      [consentNow({ purposes: [] }), 'consent.purposes'],
      [consentNow({ purposes: ['SPAM'] }), 'consent.purposes.0'],
      [consentNow({ purposes: ['MARKETING'] }), 'consent.purposes'],
      [consentNow({ channel: 'FAX' }), 'consent.channel'],
      [consentNow({ obtainedAt: '2026-13-01' }), 'consent.obtainedAt'],
      [consentNow({ obtainedAt: new Date(t.clock.now().getTime() + 3600_000).toISOString() }), 'consent.obtainedAt'],
      [consentNow({ noticeVersion: '  ' }), 'consent.noticeVersion'],
      [consentNow({ reference: 'x'.repeat(101) }), 'consent.reference'],
    ];
    for (const [consent, field] of cases) {
      const res = await apply({ consent });
      expect(res.statusCode, `${JSON.stringify(consent)}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors), res.body).toContain(field);
    }
  });

  it('lets only privacy edit change the setting; any signed-in user reads it', async () => {
    const reader = await t.userWithAccess([{ module_id: 'loan-evaluator', ...FULL }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/consent', headers: bearer(reader.token) })).statusCode).toBe(200);
    expect((await setRequired(true, reader.token)).statusCode).toBe(403);
    const privacyViewer = await t.userWithAccess([{ module_id: 'privacy', ...VIEW }]);
    expect((await setRequired(true, privacyViewer.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings/consent', headers: bearer(token), payload: { required: 'yes' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/consent' })).statusCode).toBe(401);
  });

  it('when required: apply without consent is a 400 naming consent; with it, a 200', async () => {
    const on = await setRequired(true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toMatchObject({ required: true, changes: [{ required: true, by: { id: t.adminId } }] });
    try {
      const refused = await apply({ customer_reference: 'CONS-REQ-1' });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors).toEqual({ consent: expect.stringMatching(/^is required/) });
      expect(
        await t.db
          .select()
          .from(customers)
          .where(sql`lower(${customers.reference}) = 'cons-req-1'`),
      ).toEqual([]);
      const made = await apply({ customer_reference: 'CONS-REQ-1', consent: consentNow({ channel: 'PARTNER_API' }) });
      expect(made.statusCode, made.body).toBe(200);
    } finally {
      expect((await setRequired(false)).statusCode).toBe(200);
    }
    expect((await apply()).statusCode).toBe(200);
  });

  it('takes consent through the partner API (an API key on apply)', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/apikeys/create',
      headers: bearer(token),
      payload: { label: 'Partner', businessId: 'P-1', scopes: ['evaluations.create'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const key = { 'x-api-key': (made.json() as { plainKey: string }).plainKey };
    const bad = await apply({ consent: consentNow({ channel: 'SMOKE' }) }, key);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['consent.channel']);
    const res = await apply({ customer_reference: 'CONS-API-1', consent: consentNow({ channel: 'PARTNER_API', reference: '' }) }, key);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(consents).where(eq(consents.application_id, res.json().data.applicationId));
    expect(row).toMatchObject({ channel: 'PARTNER_API', reference: null, customer_id: res.json().data.customerId });
  });

  it('withdrawal: the next apply without fresh consent is a 409, with fresh consent a 200; the webhook is delivered', async () => {
    // At the real time: a Standard Webhooks receiver refuses a signature more than 5 minutes old.
    t.clock.set(new Date());
    token = await t.signIn();
    const endpoint = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: bearer(token),
      payload: { url: `http://127.0.0.1:${receiver.port}/hook`, events: ['consent.withdrawn'] },
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    expect((await apply({ customer_reference: 'CONS-WD-1', consent: consentNow() })).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await apply({ customer_reference: 'cons-wd-1', consent: consentNow({ channel: 'BRANCH' }) })).statusCode).toBe(200);
    const customerId = await customerOf('CONS-WD-1');

    expect((await withdraw(customerId, '   ')).json().errors).toEqual({ reason: 'is required' });
    expect((await withdraw(customerId, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await withdraw('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const done = await withdraw(customerId, '  Asked at the branch  ');
    expect(done.statusCode, done.body).toBe(200);
    const { consentIds, withdrawnAt } = done.json().data;
    expect(consentIds).toHaveLength(2);
    expect(done.json().data.consents.map((c: { withdrawalReason: string }) => c.withdrawalReason)).toEqual(['Asked at the branch', 'Asked at the branch']);
    expect((await withdraw(customerId)).statusCode).toBe(409);

    const refused = await apply({ customer_reference: 'CONS-WD-1' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/withdrew their consent/);
    // Another customer is unaffected.
    expect((await apply({ customer_reference: 'CONS-WD-OTHER' })).statusCode).toBe(200);

    t.clock.advance(1000);
    const fresh = await apply({ customer_reference: 'CONS-WD-1', consent: consentNow({ channel: 'PHONE' }) });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/customers/${customerId}`, headers: bearer(token) })).json().data;
    expect(detail.consents.map((c: { channel: string; withdrawnAt: string | null }) => [c.channel, c.withdrawnAt === null])).toEqual([
      ['PHONE', true],
      ['BRANCH', false],
      ['WEB', false],
    ]);
    expect(detail.consents[1].withdrawnBy).toEqual({ id: t.adminId, name: expect.any(String) });
    // In force again: an evaluation without consent goes through.
    expect((await apply({ customer_reference: 'CONS-WD-1' })).statusCode).toBe(200);

    await t.app.webhookDispatcher.drain();
    expect(receiver.received).toHaveLength(1);
    const r = receiver.received[0]!;
    const event = new Webhook(endpoint.json().data.secret).verify(r.body, {
      'webhook-id': String(r.headers['webhook-id']),
      'webhook-timestamp': String(r.headers['webhook-timestamp']),
      'webhook-signature': String(r.headers['webhook-signature']),
    }) as { type: string; data: Record<string, unknown> };
    expect(event.type).toBe('consent.withdrawn');
    expect(event.data).toEqual({ customerId, consentIds: [...consentIds].sort(), withdrawnAt });
    expect(r.body).not.toMatch(/Meera|CONS-WD|branch/i);
  });

  it('withdrawal needs customer-master edit or privacy edit', async () => {
    expect((await apply({ customer_reference: 'CONS-PERM-1', consent: consentNow() })).statusCode).toBe(200);
    const customerId = await customerOf('CONS-PERM-1');
    const viewer = await t.userWithAccess([{ module_id: 'customer-master', ...VIEW }]);
    expect((await withdraw(customerId, 'no', viewer.token)).statusCode).toBe(403);
    const officer = await t.userWithAccess([{ module_id: 'privacy', ...FULL }]);
    expect((await withdraw(customerId, 'Asked by e-mail', officer.token)).statusCode).toBe(200);
  });
});

describe('consent in a bulk file', () => {
  const upload = (bytes: Buffer) => postMultipart(t.app, '/api/loanapplication/bulk', fileUpload('leads.xlsx', bytes), bearer(token));
  const errorsOf = async (res: Awaited<ReturnType<typeof upload>>) => {
    const file = await t.app.inject({ method: 'GET', url: new URL(res.json().data.errorFileUrl).pathname, headers: bearer(token) });
    return XLSX.utils
      .sheet_to_json<Record<string, unknown>>(XLSX.read(file.rawPayload).Sheets.Errors!, { defval: null })
      .map((e) => `${e.Row} ${e.Column}: ${e.Reason}`);
  };
  const consentCells = (over: Record<string, string> = {}) => ({
    consent_notice_version: 'PAPER-3',
    consent_purposes: 'eligibility_check, SHARE_WITH_LENDERS',
    consent_obtained_at: '2026-01-05T10:30:00+05:30',
    consent_channel: 'PAPER',
    consent_reference: 'F-77',
    ...over,
  });

  it('stores the rows’ consent, takes rows without it, and makes bad values row errors', async () => {
    const good = await upload(
      bulkWorkbook([
        { ...BULK_APPLICANT, applicant_ref: 'B1', customer_reference: 'CONS-BULK-1', ...consentCells() },
        { ...BULK_APPLICANT, applicant_ref: 'B2', customer_reference: 'CONS-BULK-2' },
      ]),
    );
    expect(good.statusCode, good.body).toBe(202);
    const job = await finishedJob(good.json().data.jobId);
    expect(job.state).toBe('completed');
    const result = await t.app.inject({ method: 'GET', url: job.resultUrl, headers: bearer(token) });
    const lines = XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(result.rawPayload).Sheets.Applicants!, { defval: null });
    expect(lines.map((l) => [l['Consent: purposes'], l['Consent: channel']])).toEqual([
      ['ELIGIBILITY_CHECK, SHARE_WITH_LENDERS', 'PAPER'],
      [null, null],
    ]);
    const [given] = await t.db
      .select()
      .from(consents)
      .where(eq(consents.customer_id, await customerOf('CONS-BULK-1')));
    expect(given).toMatchObject({
      notice_version: 'PAPER-3',
      purposes: ['ELIGIBILITY_CHECK', 'SHARE_WITH_LENDERS'],
      channel: 'PAPER',
      reference: 'F-77',
      obtained_at: new Date('2026-01-05T05:00:00Z'),
    });
    expect(given!.application_id).not.toBeNull();
    expect(
      await t.db
        .select()
        .from(consents)
        .where(eq(consents.customer_id, await customerOf('CONS-BULK-2'))),
    ).toEqual([]);

    const bad = await upload(
      bulkWorkbook([
        { ...BULK_APPLICANT, applicant_ref: 'C1', ...consentCells({ consent_purposes: 'ELIGIBILITY_CHECK, SPAM' }) },
        { ...BULK_APPLICANT, applicant_ref: 'C2', ...consentCells({ consent_channel: 'FAX' }) },
        { ...BULK_APPLICANT, applicant_ref: 'C3', ...consentCells({ consent_obtained_at: 'yesterday' }) },
        { ...BULK_APPLICANT, applicant_ref: 'C4', ...consentCells({ consent_obtained_at: '2999-01-01T00:00:00Z' }) },
        { ...BULK_APPLICANT, applicant_ref: 'C5', consent_channel: 'WEB' },
      ]),
    );
    expect(bad.statusCode, bad.body).toBe(400);
    expect(await errorsOf(bad)).toEqual([
      '2 consent.purposes.1: must be one of ELIGIBILITY_CHECK, SHARE_WITH_LENDERS, CREDIT_BUREAU_CHECK, MARKETING',
      '3 consent_channel: must be one of WEB, BRANCH, PHONE, PARTNER_API, PAPER',
      '4 consent_obtained_at: must be a date and time written YYYY-MM-DDTHH:MM:SSZ (or with an offset)',
      '5 consent_obtained_at: must not be in the future',
      '6 consent_notice_version: must be text of 1 to 40 characters',
      '6 consent_purposes: must be a non-empty list of ELIGIBILITY_CHECK, SHARE_WITH_LENDERS, CREDIT_BUREAU_CHECK, MARKETING',
      '6 consent_obtained_at: must be a date and time written YYYY-MM-DDTHH:MM:SSZ (or with an offset)',
    ]);
  });

  it('when required, a row without consent is a row error; a withdrawn customer’s row needs fresh consent', async () => {
    expect((await apply({ customer_reference: 'CONS-BULK-WD', consent: consentNow() })).statusCode).toBe(200);
    expect((await withdraw(await customerOf('CONS-BULK-WD'))).statusCode).toBe(200);
    const withdrawnRow = await upload(bulkWorkbook([{ ...BULK_APPLICANT, applicant_ref: 'W1', customer_reference: 'cons-bulk-wd' }]));
    expect(withdrawnRow.statusCode).toBe(400);
    expect(await errorsOf(withdrawnRow)).toEqual([expect.stringMatching(/^2 customer_reference: names a customer who withdrew their consent/)]);

    expect((await setRequired(true)).statusCode).toBe(200);
    try {
      const res = await upload(
        bulkWorkbook([
          { ...BULK_APPLICANT, applicant_ref: 'R1', ...consentCells() },
          { ...BULK_APPLICANT, applicant_ref: 'R2' },
        ]),
      );
      expect(res.statusCode).toBe(400);
      expect(await errorsOf(res)).toEqual([expect.stringMatching(/^3 consent: is required/)]);
    } finally {
      expect((await setRequired(false)).statusCode).toBe(200);
    }
  });
});
