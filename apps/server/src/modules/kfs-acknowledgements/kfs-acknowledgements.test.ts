import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { chargesRules, users } from '../../db/schema';
import { rowsOf } from '../../db/raw-rows';
import { maintainDecisionPartitions } from '../../db/decision-partitions';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { insertStandardPlaces, insertStandardRules } from '../../../test/standard-rules';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';

let receiver: WebhookReceiver;
let t: TestApp;
let token: string;
let admin: { id: string; name: string };
const ids = { bank: '', product: '', company: '', city: '' };
const FULL = { view: true, create: true, edit: true, delete: true, export: true };
const NONE = { view: false, create: false, edit: false, delete: false, export: false };

beforeAll(async () => {
  receiver = await startWebhookReceiver((_request, response) => response.writeHead(200).end('ok'));
  t = await createTestApp({ env: { KFS_HOLIDAYS: '2026-11-27', WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}` } });
  token = await t.signIn();
  const [row] = await t.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, t.adminId));
  admin = row!;
  const places = await insertStandardPlaces(t.db, 'Ack', { city_name: 'Indore', state: 'Madhya Pradesh', is_metro: false });
  Object.assign(ids, { bank: places.bank, product: places.product, company: places.company, city: places.city });
  await insertStandardRules(t.db, places.pair);
  await t.db.insert(chargesRules).values({ ...places.pair, processing_fee_percent: 1, gst_percent: 18, stamp_duty: 200 });
  await t.settleRuleVersion();
});

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

/** Moves the app's clock; a session lives on it, so the administrator signs in again. */
async function setClock(at: string) {
  t.clock.set(new Date(at));
  token = await t.signIn();
}

/** Evaluates the sample applicant at `at`. */
async function decideAt(at: string, over: Record<string, unknown> = {}): Promise<string> {
  await setClock(at);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loanapplication/apply',
    headers: bearer(token),
    payload: sampleApplicant(
      { companyid: ids.company, cityId: ids.city },
      { ...SMALLER_REQUEST, user_name: 'Kavita Joshi', customer_reference: 'ACK-PAN-1', ...over },
    ),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.applicationId as string;
}

const base = (applicationId: string) => `/api/loanapplication/${applicationId}/pairs/${ids.bank}/${ids.product}/kfs`;
const issueKfs = async (applicationId: string) => {
  const res = await t.app.inject({ method: 'GET', url: base(applicationId), headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return /KFS-\d{4}-\d{6}/.exec(res.body)![0];
};
const acknowledge = (applicationId: string, headers: Record<string, string> = bearer(token), payload: object = { method: 'E_SIGN', language: 'hi' }) =>
  t.app.inject({ method: 'POST', url: `${base(applicationId)}/acknowledgement`, headers, payload });
const acknowledgement = (applicationId: string, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: 'GET', url: `${base(applicationId)}/acknowledgement`, headers });

async function keyFor(owner: string, scopes: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/apikeys/create',
    headers: bearer(owner),
    payload: { label: 'Branch app', businessId: 'BR-12', scopes },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { 'x-api-key': (res.json() as { plainKey: string }).plainKey };
}

describe('the acknowledgement of a Key Fact Statement', () => {
  it('is refused before the KFS is issued, then recorded once: 201, the same on GET, 409 the second time', async () => {
    const applicationId = await decideAt('2026-11-25T06:00:00Z'); // a Wednesday in India
    const early = await acknowledge(applicationId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('Issue the Key Fact Statement first');
    expect((await acknowledgement(applicationId)).statusCode).toBe(404);

    const kfsNumber = await issueKfs(applicationId);
    await setClock('2026-11-26T09:15:00Z');
    const res = await acknowledge(applicationId);
    expect(res.statusCode, res.body).toBe(201);
    const recorded = {
      kfsNumber,
      acknowledgedAt: '2026-11-26T09:15:00.000Z',
      acknowledgedBy: { id: admin.id, name: admin.name },
      method: 'E_SIGN',
      language: 'hi',
    };
    expect(res.json().data).toEqual(recorded);
    const read = await acknowledgement(applicationId);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(recorded);

    const again = await acknowledge(applicationId, bearer(token), { method: 'OTP', language: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`The Key Fact Statement ${kfsNumber} was acknowledged already`);
    expect((await acknowledgement(applicationId)).json().data).toEqual(recorded);
  });

  it('is taken on the last valid day (India time) and refused after it, saying the KFS expired', async () => {
    // Issued Wednesday 25 Nov; Friday 27th is a holiday: valid until Tuesday 1 Dec.
    const lastDay = await decideAt('2026-11-25T06:00:00Z');
    const late = await decideAt('2026-11-25T06:05:00Z');
    await issueKfs(lastDay);
    const lateNumber = await issueKfs(late);
    await setClock('2026-12-01T18:20:00Z'); // 23:50 on 1 Dec in India
    expect((await acknowledge(lastDay)).statusCode).toBe(201);
    await setClock('2026-12-01T18:40:00Z'); // 00:10 on 2 Dec in India
    const expired = await acknowledge(late);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toContain(`The Key Fact Statement ${lateNumber} expired (it was valid until 1 Dec 2026)`);
    expect((await acknowledgement(late)).statusCode).toBe(404);
  });

  it('is refused for a pair that made no offer, 404 for a pair not in the application, 400 for an unknown method or language', async () => {
    const refused = await decideAt('2026-11-25T06:00:00Z', { age: 18 });
    const res = await acknowledge(refused);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This bank and product made no offer: there is no Key Fact Statement to acknowledge');

    const offered = await decideAt('2026-11-25T06:00:00Z');
    const stranger = `/api/loanapplication/${offered}/pairs/00000000-0000-4000-8000-000000000000/${ids.product}/kfs/acknowledgement`;
    const unknown = await t.app.inject({ method: 'POST', url: stranger, headers: bearer(token), payload: { method: 'OTP', language: 'en' } });
    expect(unknown.statusCode).toBe(404);
    const bad = await acknowledge(offered, bearer(token), { method: 'SMOKE_SIGNAL', language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['method', 'language']));
  });

  it('needs Loan Evaluator create to record and view to read; a key needs evaluations.create and acts for its owner', async () => {
    const applicationId = await decideAt('2026-11-25T06:00:00Z');
    await issueKfs(applicationId);
    const viewer = await t.userWithAccess([{ module_id: 'loan-evaluator', ...NONE, view: true }]);
    expect((await acknowledge(applicationId, bearer(viewer.token))).statusCode).toBe(403);
    const outsider = await t.userWithAccess([{ module_id: 'customer-master', ...NONE, view: true }]);
    expect((await acknowledgement(applicationId, bearer(outsider.token))).statusCode).toBe(403);

    const officer = await t.userWithAccess([
      { module_id: 'loan-evaluator', ...FULL },
      { module_id: 'api-keys', ...FULL },
    ]);
    const reader = await keyFor(officer.token, ['evaluations.read']);
    const maker = await keyFor(officer.token, ['evaluations.create']);
    expect((await acknowledge(applicationId, reader)).statusCode).toBe(403);
    const made = await acknowledge(applicationId, maker, { method: 'RECORDED_CALL', language: 'en' });
    expect(made.statusCode, made.body).toBe(201);
    const [owner] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, officer.userId));
    expect(made.json().data.acknowledgedBy).toEqual({ id: officer.userId, name: owner!.name });
    expect((await acknowledgement(applicationId, maker)).statusCode).toBe(403);
    expect((await acknowledgement(applicationId, reader)).json().data).toMatchObject({ method: 'RECORDED_CALL', language: 'en' });
    expect((await acknowledgement(applicationId, bearer(viewer.token))).statusCode).toBe(200);
  });

  it('sends kfs.acknowledged, signed, with ids only', async () => {
    // At the real time: a Standard Webhooks receiver refuses a signature more than 5 minutes old.
    const applicationId = await decideAt(new Date().toISOString());
    const kfsNumber = await issueKfs(applicationId);
    const endpoint = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: bearer(token),
      payload: { url: `http://127.0.0.1:${receiver.port}/hook`, events: ['kfs.acknowledged'] },
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const res = await acknowledge(applicationId, bearer(token), { method: 'SIGNED_PAPER', language: 'en' });
    expect(res.statusCode).toBe(201);
    await t.app.webhookDispatcher.drain();
    // Only this event: the decision before it was made with no endpoint subscribed, and decision.created is not this one's.
    expect(receiver.received).toHaveLength(1);
    const r = receiver.received[0]!;
    const event = new Webhook(endpoint.json().data.secret).verify(r.body, {
      'webhook-id': String(r.headers['webhook-id']),
      'webhook-timestamp': String(r.headers['webhook-timestamp']),
      'webhook-signature': String(r.headers['webhook-signature']),
    }) as { type: string; data: Record<string, unknown> };
    expect(event.type).toBe('kfs.acknowledged');
    expect(event.data).toEqual({
      applicationId,
      bankId: ids.bank,
      productId: ids.product,
      kfsNumber,
      acknowledgedAt: res.json().data.acknowledgedAt,
      method: 'SIGNED_PAPER',
      language: 'en',
      acknowledgedBy: admin.id,
    });
    expect(r.body).not.toContain(admin.name);
    expect(r.body).not.toMatch(/Kavita|Joshi|ACK-PAN-1|salary/i);
  });

  it('shows on the customer page under its evaluation, lender and product by name', async () => {
    const applicationId = await decideAt('2026-11-25T06:00:00Z', { customer_reference: 'ACK-PAGE-1' });
    const kfsNumber = await issueKfs(applicationId);
    await acknowledge(applicationId, bearer(token), { method: 'OTP', language: 'hi' });
    const [owner] = rowsOf<{ customer_id: string }>(await t.db.execute(sql`SELECT customer_id FROM loan_applications WHERE id = ${applicationId}::uuid`));
    const detail = await t.app.inject({ method: 'GET', url: `/api/customers/${owner!.customer_id}`, headers: bearer(token) });
    expect(detail.statusCode).toBe(200);
    const [evaluation] = detail.json().data.history;
    expect(evaluation.acknowledgements).toEqual([
      {
        bankId: ids.bank,
        productId: ids.product,
        bankName: 'Ack Bank',
        productName: 'Ack Loan',
        kfsNumber,
        acknowledgedAt: '2026-11-25T06:00:00.000Z',
        acknowledgedBy: { id: admin.id, name: admin.name },
        method: 'OTP',
        language: 'hi',
      },
    ]);
  });

  it('lives as long as its decision: the retention that drops a month drops its acknowledgements', async () => {
    await maintainDecisionPartitions(t.db, new Date('2027-01-05T00:00:00Z'), undefined);
    const old = await decideAt('2027-01-15T06:00:00Z');
    await issueKfs(old);
    expect((await acknowledge(old)).statusCode).toBe(201);
    const kept = await decideAt('2027-03-15T06:00:00Z');
    await issueKfs(kept);
    expect((await acknowledge(kept)).statusCode).toBe(201);

    const work = await maintainDecisionPartitions(t.db, new Date('2027-04-10T00:00:00Z'), 2);
    expect(work.dropped).toContain('loan_applications_p2027_01');
    const left = rowsOf<{ application_id: string }>(
      await t.db.execute(sql`SELECT application_id FROM kfs_acknowledgements WHERE application_id IN (${old}::uuid, ${kept}::uuid)`),
    );
    expect(left.map((r) => r.application_id)).toEqual([kept]);
    expect((await acknowledgement(old)).statusCode).toBe(404);
    expect((await acknowledgement(kept)).statusCode).toBe(200);
  });
});
