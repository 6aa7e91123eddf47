import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { chargesRules } from '../../db/schema';
import { rowsOf } from '../../db/raw-rows';
import { bearer, createTestApp, type TestApp, SETTLE_MS } from '../../../test/test-app';
import { insertStandardPlaces, insertStandardRules } from '../../../test/standard-rules';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { fileUpload, postMultipart } from '../../../test/multipart';
import { BULK_APPLICANT, bulkWorkbook } from '../../../test/bulk-files';
import { pdfPages } from '../../../test/pdf-text';
import { runPersonalDataRetention } from './index';

let receiver: WebhookReceiver;
let t: TestApp;
let token: string;
const ids = { bank: '', product: '', company: '', city: '' };

const NAME = 'Meera Iyer';
const REFERENCE = 'PRIV-LEAD-77';
const BULK_NAME = 'Meera S Iyer';

beforeAll(async () => {
  receiver = await startWebhookReceiver((_request, response) => response.writeHead(200).end('ok'));
  t = await createTestApp({ env: { WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}` } });
  token = await t.signIn();
  const places = await insertStandardPlaces(t.db, 'Privacy', { city_name: 'Pune', state: 'Maharashtra', is_metro: true });
  Object.assign(ids, { bank: places.bank, product: places.product, company: places.company, city: places.city });
  await insertStandardRules(t.db, places.pair);
  await t.db.insert(chargesRules).values({ ...places.pair, processing_fee_percent: 1, gst_percent: 18, stamp_duty: 200 });
  await t.settleRuleVersion();
});

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const get = (url: string, auth = token) => t.app.inject({ method: 'GET', url, headers: bearer(auth) });
const post = (url: string, payload: object, auth = token) => t.app.inject({ method: 'POST', url, headers: bearer(auth), payload });

async function apply(name: string, reference: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loanapplication/apply',
    headers: { ...bearer(token), ...headers },
    payload: sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST, user_name: name, customer_reference: reference }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { applicationId: string; customerId: string };
}

async function newRequest(kind: string, customerId: string, note = '') {
  const res = await post('/api/privacy/requests', { kind, customerId, note });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; dueAt: string; overdue: boolean; state: string };
}

const kfsPath = (applicationId: string) => `/api/loanapplication/${applicationId}/pairs/${ids.bank}/${ids.product}/kfs`;
/** A PDF's text as a reader extracts it (pdf.js: poppler's pdftotext is not on every machine). */
const pdfText = async (bytes: Buffer) => (await pdfPages(bytes)).join('\n');
const xlsxText = (bytes: Buffer) => {
  const book = XLSX.read(bytes);
  return book.SheetNames.map((n) => XLSX.utils.sheet_to_csv(book.Sheets[n]!)).join('\n');
};

/** Analytics as the dashboard and the /analytics page read them, once no day is pending. */
async function analytics() {
  const summary = (await get('/api/analytics/decisions/summary?days=30')).json().data;
  const breakdown = await vi.waitFor(
    async () => {
      const res = await get('/api/analytics/decisions/breakdown');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.pendingDays).toBe(0);
      return res.json().data;
    },
    { timeout: SETTLE_MS, interval: 20 },
  );
  return { summary, breakdown };
}

/** Every text column of every table in the database, as one string per row. */
async function everyStoredRow(): Promise<string[]> {
  const tables = rowsOf<{ table_name: string }>(
    await t.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'loan_applications_%'`,
    ),
  );
  const out: string[] = [];
  for (const { table_name } of tables) {
    // The partitioned parent reads every month partition.
    const rows = rowsOf<{ row: string }>(await t.db.execute(sql`SELECT x::text AS row FROM ${sql.identifier(table_name)} x`));
    for (const r of rows) out.push(`${table_name}: ${r.row}`);
  }
  for (const r of rowsOf<{ row: string }>(await t.db.execute(sql`SELECT x::text AS row FROM loan_applications x`))) out.push(`loan_applications: ${r.row}`);
  return out;
}

/** The bulk job once it has stopped, read through its route every 20 ms. */
async function finishedJob(app: TestApp, auth: string, jobId: string) {
  return vi.waitFor(
    async () => {
      const job = (await app.app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers: bearer(auth) })).json().data;
      expect(['queued', 'running']).not.toContain(job.state);
      return job;
    },
    { timeout: SETTLE_MS, interval: 20 },
  );
}

const naming = (texts: string[], ...values: string[]) => texts.filter((s) => values.some((v) => s.toLowerCase().includes(v.toLowerCase())));

describe('privacy requests', () => {
  it('records a request due in PRIVACY_REQUEST_DUE_DAYS, lists open ones first and marks the overdue', async () => {
    const { customerId } = await apply('Arjun Nair', 'PRIV-LIST-1');
    const first = await newRequest('ACCESS', customerId, 'by e-mail');
    expect(new Date(first.dueAt).getTime() - t.clock.now().getTime()).toBe(30 * 86_400_000);
    expect(first).toMatchObject({ state: 'open', overdue: false });
    t.clock.advance(10 * 86_400_000);
    token = await t.signIn();
    const second = await newRequest('CORRECTION', customerId);
    // 21 days on: the first is past due, the second is not.
    t.clock.advance(21 * 86_400_000);
    token = await t.signIn();
    const list = (await get('/api/privacy/requests?state=open')).json().data;
    expect(list.items.map((r: { id: string }) => r.id)).toEqual([first.id, second.id]);
    expect(list.items.map((r: { overdue: boolean }) => r.overdue)).toEqual([true, false]);
    expect(list.overdue).toBe(1);
    expect(list.items[0].customer).toMatchObject({ id: customerId, name: 'Arjun Nair', reference: 'PRIV-LIST-1', erased: false });
  });

  it('refuses bad input with 400 naming the field, an unknown customer, and a second completion', async () => {
    const bad = await post('/api/privacy/requests', { kind: 'DELETE', customerId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['kind', 'customerId']));
    const unknown = await post('/api/privacy/requests', { kind: 'ACCESS', customerId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect((await get('/api/privacy/requests?state=done')).statusCode).toBe(400);
    expect((await get('/api/privacy/requests/00000000-0000-4000-8000-000000000000/download?format=xml')).statusCode).toBe(400);
  });

  it('corrects the name or the reference with a reason, keeping references unique', async () => {
    const { customerId } = await apply('Rohit Sharmaa', 'PRIV-COR-1');
    await apply('Someone Else', 'PRIV-COR-2');
    const request = await newRequest('CORRECTION', customerId, 'name misspelt');
    const url = `/api/privacy/requests/${request.id}/complete`;
    const noReason = await post(url, { name: 'Rohit Sharma' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toHaveProperty('reason');
    const nothing = await post(url, { reason: 'asked' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors).toHaveProperty('name');
    const taken = await post(url, { reference: 'priv-cor-2', reason: 'asked' });
    expect(taken.statusCode).toBe(409);
    const done = await post(url, { name: 'Rohit Sharma', reference: 'PRIV-COR-1A', reason: 'Spelling in the PAN card' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ state: 'completed', overdue: false, customer: { name: 'Rohit Sharma', reference: 'PRIV-COR-1A' } });
    expect(done.json().data.outcome).toContain("Corrected the customer's name and reference");
    expect((await post(url, { name: 'X', reason: 'again' })).statusCode).toBe(409);
    // The next evaluation under the corrected reference is filed under the same customer.
    expect((await apply('Rohit Sharma', 'PRIV-COR-1A')).customerId).toBe(customerId);
  });

  it('checks permissions: view lists, create records, edit completes, export downloads', async () => {
    const { customerId } = await apply('Perm Person', 'PRIV-PERM-1');
    const request = await newRequest('ACCESS', customerId);
    const none = await t.userWithAccess(
      [{ module_id: 'customer-master', view: true, create: false, edit: false, delete: false, export: false }],
      'noprivacy@example.com',
    );
    const viewer = await t.userWithAccess(
      [{ module_id: 'privacy', view: true, create: false, edit: false, delete: false, export: false }],
      'privacyviewer@example.com',
    );
    expect((await get('/api/privacy/requests', none.token)).statusCode).toBe(403);
    expect((await get('/api/privacy/requests', viewer.token)).statusCode).toBe(200);
    expect((await post('/api/privacy/requests', { kind: 'ACCESS', customerId }, viewer.token)).statusCode).toBe(403);
    expect((await post(`/api/privacy/requests/${request.id}/complete`, {}, viewer.token)).statusCode).toBe(403);
    expect((await get(`/api/privacy/requests/${request.id}/download`, viewer.token)).statusCode).toBe(403);
  });

  it('ACCESS hands over every evaluation and KFS of the person, in JSON and PDF, then completes', async () => {
    const a = await apply('Kiran Desai', 'PRIV-ACC-1');
    t.clock.advance(60_000);
    const b = await apply('Kiran Desai', 'PRIV-ACC-1');
    expect((await get(kfsPath(a.applicationId))).statusCode).toBe(200);
    expect((await get(`${kfsPath(b.applicationId)}?lang=hi`)).statusCode).toBe(200);
    const kfsNumbers = rowsOf<{ proposal_number: string }>(
      await t.db.execute(
        sql`SELECT proposal_number FROM kfs_documents WHERE application_id IN (${a.applicationId}::uuid, ${b.applicationId}::uuid) ORDER BY proposal_number`,
      ),
    ).map((r) => r.proposal_number);
    expect(kfsNumbers).toHaveLength(2);
    expect((await post(`${kfsPath(a.applicationId)}/acknowledgement`, { method: 'OTP', language: 'en' })).statusCode).toBe(201);

    const request = await newRequest('ACCESS', a.customerId);
    const early = await post(`/api/privacy/requests/${request.id}/complete`, {});
    expect(early.statusCode).toBe(409);

    const json = await get(`/api/privacy/requests/${request.id}/download?format=json`);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toContain('.json');
    const data = JSON.parse(json.body);
    expect(Object.keys(data.sections)).toEqual(['customer', 'evaluations', 'kfsDocuments', 'acknowledgements', 'privacyRequests', 'consents', 'accessLog']);
    // Each evaluation was recorded with the decision it stored, and the acknowledgement, by the administrator.
    expect(data.sections.accessLog.filter((e: { action: string }) => e.action === 'create')).toHaveLength(3);
    expect(data.sections.accessLog[0]).toMatchObject({ by: 'Administrator' });
    expect(data.sections.customer).toMatchObject({ id: a.customerId, name: 'Kiran Desai', reference: 'PRIV-ACC-1' });
    expect(data.sections.evaluations.map((e: { applicationId: string }) => e.applicationId)).toEqual([a.applicationId, b.applicationId]);
    expect(data.sections.evaluations[0]).toMatchObject({ employer: 'Privacy Co', city: 'Pune', input: { user_name: 'Kiran Desai' } });
    expect(data.sections.evaluations[0].offers[0]).toMatchObject({ lender: 'Privacy Bank', product: 'Privacy Loan', status: 'ELIGIBLE' });
    expect(data.sections.kfsDocuments.map((k: { kfsNumber: string }) => k.kfsNumber).sort()).toEqual(kfsNumbers);
    expect(data.sections.acknowledgements).toHaveLength(1);

    const pdf = await get(`/api/privacy/requests/${request.id}/download?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of ['Kiran Desai', 'PRIV-ACC-1', a.applicationId, b.applicationId, ...kfsNumbers, 'Privacy Bank', 'Key Fact Statements issued'])
      expect(text).toContain(expected);

    const done = await post(`/api/privacy/requests/${request.id}/complete`, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.state).toBe('completed');
    expect(done.json().data.downloadedAt).not.toBeNull();
  });

  it('ERASURE leaves the name and reference nowhere, and the analytics as they were', async () => {
    // The person, evaluated through every path: apply (with an Idempotency-Key), a bulk job, a KFS, an acknowledgement, a webhook.
    const hook = await post('/api/webhooks', { url: `http://127.0.0.1:${receiver.port}/hook`, events: ['decision.created', 'bulk_job.completed'] });
    expect(hook.statusCode, hook.body).toBe(201);
    const endpointId = hook.json().data.id as string;
    const first = await apply(NAME, REFERENCE, { 'idempotency-key': 'erase-me-1' });
    const kfs = await get(kfsPath(first.applicationId));
    expect(kfs.body).toContain(NAME);
    expect((await post(`${kfsPath(first.applicationId)}/acknowledgement`, { method: 'E_SIGN', language: 'en' })).statusCode).toBe(201);
    const upload = await postMultipart(
      t.app,
      '/api/loanapplication/bulk',
      fileUpload(
        'leads.xlsx',
        bulkWorkbook([
          { ...BULK_APPLICANT, applicant_ref: REFERENCE, user_name: BULK_NAME, customer_reference: REFERENCE, company: 'Privacy Co', city: 'Pune' },
        ]),
      ),
      bearer(token),
    );
    expect(upload.statusCode, upload.body).toBe(202);
    const job = await finishedJob(t, token, upload.json().data.jobId);
    expect(job.state).toBe('completed');
    // A rejected file whose error file lists the reference (used twice), named after an upload that names it too.
    const rejected = await postMultipart(
      t.app,
      '/api/loanapplication/bulk',
      fileUpload(
        `${REFERENCE} bad.xlsx`,
        bulkWorkbook([
          { ...BULK_APPLICANT, applicant_ref: REFERENCE },
          { ...BULK_APPLICANT, applicant_ref: REFERENCE },
        ]),
      ),
      bearer(token),
    );
    expect(rejected.statusCode).toBe(400);
    const errorFileUrl = new URL(rejected.json().data.errorFileUrl as string).pathname;
    expect(xlsxText((await get(errorFileUrl)).rawPayload)).toContain(REFERENCE);
    // A payload kept for resending that names the person (events carry ids only; an older or future one may not).
    await t.db.execute(sql`INSERT INTO webhook_deliveries (endpoint_id, event_type, payload, state)
      VALUES (${endpointId}::uuid, 'decision.created', ${JSON.stringify({ type: 'decision.created', data: { note: `${NAME} (${REFERENCE})` } })}::jsonb, 'succeeded')`);
    // A consent whose free text names the person, then withdrawn with a reason that names them too.
    const consented = await t.app.inject({
      method: 'POST',
      url: '/api/loanapplication/apply',
      headers: bearer(token),
      payload: {
        ...sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST, user_name: NAME, customer_reference: REFERENCE }),
        consent: {
          noticeVersion: '2026-05-v1',
          purposes: ['ELIGIBILITY_CHECK'],
          obtainedAt: '2026-01-01T10:00:00Z',
          channel: 'PAPER',
          reference: `Signed form of ${NAME}`,
        },
      },
    });
    expect(consented.statusCode, consented.body).toBe(200);
    const withdrawn = await post(`/api/customers/${consented.json().data.customerId}/consent/withdraw`, { reason: `${NAME} called to withdraw` });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await t.app.webhookDispatcher.drain();
    const before = await analytics();
    const customer = (await get(`/api/customers?q=${encodeURIComponent(REFERENCE)}`)).json().data.items[0];
    // The customer carries the name of the latest evaluation: the consented apply's.
    expect(customer.name).toBe(NAME);

    const request = await newRequest('ERASURE', customer.id, `Asked by ${NAME} on the phone`);
    const done = await post(`/api/privacy/requests/${request.id}/complete`, { reason: 'Borrower withdrew' });
    expect(done.statusCode, done.body).toBe(200);
    const pseudonym = `Erased customer ${customer.id.replaceAll('-', '').slice(0, 8)}`;
    expect(done.json().data).toMatchObject({ state: 'completed', customer: { id: customer.id, name: pseudonym, erased: true } });
    expect(done.json().data.outcome).toMatch(/Pseudonymised 1 customer\(s\): 3 evaluation\(s\), 1 bulk row\(s\), 1 Key Fact Statement/);
    // Repeating it changes nothing.
    const again = await newRequest('ERASURE', customer.id);
    const repeat = await post(`/api/privacy/requests/${again.id}/complete`, {});
    expect(repeat.json().data.outcome).toContain('Already erased');

    // Every answer, export and file.
    const answers: string[] = [];
    const read = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      answers.push(res.body);
      return res;
    };
    for (const q of [NAME, REFERENCE, 'Meera', BULK_NAME]) {
      const found = (await read(`/api/customers?q=${encodeURIComponent(q)}`)).json().data.total;
      expect(found, q).toBe(0);
    }
    await read(`/api/customers/${customer.id}`);
    await read('/api/customers?limit=100');
    answers.push(xlsxText((await read('/api/customers/export?format=xlsx')).rawPayload));
    await read('/api/customers/export?format=csv');
    answers.push(xlsxText((await read(job.resultUrl as string)).rawPayload));
    const errorFile = await get(errorFileUrl);
    answers.push(xlsxText(errorFile.rawPayload), String(errorFile.headers['content-disposition']));
    await read(`/api/jobs/${job.id}`);
    await read('/api/jobs');
    const kfsAfter = await read(kfsPath(first.applicationId));
    expect(kfsAfter.body).toContain(pseudonym);
    answers.push(await pdfText((await read(`${kfsPath(first.applicationId)}?format=pdf`)).rawPayload));
    await read('/api/privacy/requests?limit=100');
    await read(`/api/webhooks/${endpointId}/deliveries`);
    // The stored answer an Idempotency-Key replays.
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/loanapplication/apply',
      headers: { ...bearer(token), 'idempotency-key': 'erase-me-1' },
      payload: sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST, user_name: NAME, customer_reference: REFERENCE }),
    });
    answers.push(replay.body);
    // Every delivery resent: what the receiver gets.
    receiver.received.length = 0;
    const deliveries = (await get(`/api/webhooks/${endpointId}/deliveries?limit=100`)).json().data.items as { id: string }[];
    expect(deliveries.length).toBeGreaterThanOrEqual(3);
    for (const d of deliveries) expect((await post(`/api/webhooks/${endpointId}/deliveries/${d.id}/resend`, {})).statusCode).toBe(202);
    await t.app.webhookDispatcher.drain();
    expect(receiver.received.length).toBeGreaterThanOrEqual(deliveries.length);
    answers.push(...receiver.received.map((r) => r.body));

    expect(naming(answers, NAME, BULK_NAME, REFERENCE)).toEqual([]);
    expect(naming(await everyStoredRow(), NAME, BULK_NAME, REFERENCE)).toEqual([]);
    // The stored evaluations keep no employer or city; an explanation cannot be recomputed.
    const inputs = rowsOf<{ input: Record<string, unknown> }>(
      await t.db.execute(sql`SELECT input FROM loan_applications WHERE customer_id = ${customer.id}::uuid`),
    );
    expect(inputs).toHaveLength(3);
    for (const { input } of inputs) {
      expect(input).toMatchObject({ user_name: pseudonym, erased: true });
      expect(Object.keys(input)).not.toEqual(expect.arrayContaining(['companyId']));
      expect(Object.keys(input)).not.toEqual(expect.arrayContaining(['cityId']));
    }
    const explanation = await get(`/api/loanapplication/${first.applicationId}/pairs/${ids.bank}/${ids.product}/explanation`);
    expect(explanation.statusCode).toBe(410);

    const after = await analytics();
    expect(after.summary).toEqual(before.summary);
    expect(after.breakdown).toEqual(before.breakdown);
  });

  it('keeps and marks the statements with KFS_KEEP_ON_ERASURE=true', async () => {
    const other = await createTestApp({ env: { KFS_KEEP_ON_ERASURE: 'true' } });
    try {
      const otherToken = await other.signIn();
      const places = await insertStandardPlaces(other.db, 'Keep', { city_name: 'Surat', state: 'Gujarat', is_metro: false });
      await insertStandardRules(other.db, places.pair);
      await other.settleRuleVersion();
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/loanapplication/apply',
        headers: bearer(otherToken),
        payload: sampleApplicant(
          { companyid: places.company, cityId: places.city },
          { ...SMALLER_REQUEST, user_name: 'Lata Kulkarni', customer_reference: 'KEEP-1' },
        ),
      });
      const { applicationId, customerId } = res.json().data;
      const kfsUrl = `/api/loanapplication/${applicationId}/pairs/${places.bank}/${places.product}/kfs`;
      expect((await other.app.inject({ method: 'GET', url: kfsUrl, headers: bearer(otherToken) })).statusCode).toBe(200);
      const created = await other.app.inject({
        method: 'POST',
        url: '/api/privacy/requests',
        headers: bearer(otherToken),
        payload: { kind: 'ERASURE', customerId },
      });
      const done = await other.app.inject({
        method: 'POST',
        url: `/api/privacy/requests/${created.json().data.id}/complete`,
        headers: bearer(otherToken),
        payload: {},
      });
      expect(done.json().data.outcome).toContain('1 kept as issued and marked');
      const [kept] = rowsOf<{ kept: boolean; names: boolean }>(
        await other.db.execute(
          sql`SELECT kept_on_erasure_at IS NOT NULL AS kept, html LIKE '%Lata Kulkarni%' AS names FROM kfs_documents WHERE application_id = ${applicationId}::uuid`,
        ),
      );
      expect(kept).toEqual({ kept: true, names: true });
    } finally {
      await other.close();
    }
  });

  it('the retention pseudonymises customers not evaluated for PERSONAL_DATA_RETENTION_MONTHS, once a day', async () => {
    const old = await apply('Old Borrower', 'PRIV-OLD-1');
    t.clock.advance(200 * 86_400_000);
    token = await t.signIn();
    const fresh = await apply('Fresh Borrower', 'PRIV-NEW-1');
    const deps = { db: t.db, pairs: t.app.decisionPairs, keepKfs: false };
    const run = await runPersonalDataRetention(deps, 6, t.clock.now());
    expect(run).not.toBeNull();
    expect(run!.erased).toBeGreaterThanOrEqual(1);
    // The same day again: claimed already, nothing done.
    expect(await runPersonalDataRetention(deps, 6, t.clock.now())).toBeNull();
    const names = rowsOf<{ id: string; name: string; erased: boolean }>(
      await t.db.execute(sql`SELECT id, name, erased_at IS NOT NULL AS erased FROM customers WHERE id IN (${old.customerId}::uuid, ${fresh.customerId}::uuid)`),
    );
    expect(names.find((c) => c.id === old.customerId)).toMatchObject({ erased: true, name: expect.stringMatching(/^Erased customer /) });
    expect(names.find((c) => c.id === fresh.customerId)).toMatchObject({ erased: false, name: 'Fresh Borrower' });
    const [summary] = rowsOf<{ erased: number; finished: boolean; counts: Record<string, number> }>(
      await t.db.execute(sql`SELECT erased, finished_at IS NOT NULL AS finished, counts FROM privacy_retention_runs WHERE day = ${run!.day}::date`),
    );
    expect(summary).toMatchObject({ erased: run!.erased, finished: true });
    expect(summary!.counts.decisions).toBeGreaterThanOrEqual(1);
  });
});
