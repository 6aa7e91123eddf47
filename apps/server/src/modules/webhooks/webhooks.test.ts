import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { banks } from '../../db/schema';
import { rowsOf } from '../../db/raw-rows';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { insertStandardPlaces, insertStandardRules } from '../../../test/standard-rules';
import { startWebhookReceiver, type Received, type WebhookReceiver } from '../../../test/webhook-receiver';
import { createWebhookDispatcher, type DispatcherOptions } from './webhook-dispatcher';

/** The receiver answers with the next status of `statuses` (then 200) and keeps every request. */
let receiver: WebhookReceiver;
let port = 0;
let received: Received[] = [];
let statuses: number[] = [];
/** The next answers' bodies (then 'thanks…'); a path of /hang never answers. */
let bodies: string[] = [];

let t: TestApp;
let token: string;
const ids = { company: '', city: '' };

beforeAll(async () => {
  receiver = await startWebhookReceiver((request, response) => {
    if (request.url === '/hang') return;
    response.writeHead(statuses.shift() ?? 200, { 'content-type': 'text/plain' }).end(bodies.shift() ?? 'thanks '.repeat(400));
  });
  ({ port, received } = receiver);
  // Retries at once: the schedule is what a test injects, so a retry takes no waiting.
  t = await createTestApp({ env: { WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${port}` }, webhooks: { retryScheduleMs: [0, 0] } });
  token = await t.signIn();
  const places = await insertStandardPlaces(t.db, 'Hooks', { city_name: 'Nashik', state: 'Maharashtra', is_metro: false });
  Object.assign(ids, { company: places.company, city: places.city });
  await insertStandardRules(t.db, places.pair);
});

afterAll(async () => {
  await t?.close();
  await receiver.close();
});

beforeEach(async () => {
  await t.db.execute(sql`DELETE FROM webhook_endpoints`);
  received.length = 0;
  statuses = [];
  bodies = [];
});

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const receiverUrl = () => `http://127.0.0.1:${port}/hook`;

async function addEndpoint(events: string[], url = receiverUrl()) {
  const res = await t.app.inject({ method: 'POST', url: '/api/webhooks', headers: bearer(token), payload: { url, events, description: 'Test receiver' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; secret: string };
}

const apply = (as = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/loanapplication/apply',
    headers: bearer(as),
    payload: sampleApplicant(
      { companyid: ids.company, cityId: ids.city },
      { ...SMALLER_REQUEST, user_name: 'Meera Kulkarni', customer_reference: 'HOOK-PAN-1' },
    ),
  });

const deliveries = async (endpointId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/webhooks/${endpointId}/deliveries`, headers: bearer(token) })).json().data.items as {
    id: string;
    event: string;
    state: string;
    attempts: number;
    attemptLog: { statusCode: number | null; error: string | null; response: string | null }[];
  }[];

/** A dispatcher as another process would run one: the same database, clock and mailer, only the receiver allowed. */
const anotherDispatcher = (opts: Partial<DispatcherOptions> = {}) =>
  createWebhookDispatcher({ db: t.db, clock: t.clock, mailer: t.mail, log: t.app.log, allowedHosts: [`127.0.0.1:${port}`], ...opts });

function verified(secret: string, r: Received) {
  return new Webhook(secret).verify(r.body, {
    'webhook-id': String(r.headers['webhook-id']),
    'webhook-timestamp': String(r.headers['webhook-timestamp']),
    'webhook-signature': String(r.headers['webhook-signature']),
  }) as { type: string; data: Record<string, unknown> };
}

describe('webhook endpoints', () => {
  it('shows the signing secret once, rotates it, and refuses private or malformed destinations naming the field', async () => {
    const created = await addEndpoint(['decision.created']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const list = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer(token) });
    expect(list.json().data.items).toHaveLength(1);
    expect(list.body).not.toContain(created.secret);
    const rotated = await t.app.inject({ method: 'POST', url: `/api/webhooks/${created.id}/rotate-secret`, headers: bearer(token) });
    expect(rotated.json().data.secret).toMatch(/^whsec_/);
    expect(rotated.json().data.secret).not.toBe(created.secret);

    for (const url of [
      'http://10.0.0.7/hook',
      'http://169.254.169.254/latest',
      'http://localhost:9000/x',
      `http://127.0.0.1:${port + 1}/hook`,
      'http://[::1]/x',
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/webhooks', headers: bearer(token), payload: { url, events: ['decision.created'] } });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), url).toContain('url');
    }
    const noEvents = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: bearer(token),
      payload: { url: 'https://hooks.example.com/x', events: [] },
    });
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.body).toContain('Select at least one event');
    const badEvent = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: bearer(token),
      payload: { url: 'https://hooks.example.com/x', events: ['everything'] },
    });
    expect(badEvent.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer(token) })).json().data.items).toHaveLength(1);
  });

  it('needs the webhooks permission', async () => {
    const outsider = await t.userWithAccess([{ module_id: 'loan-evaluator', view: true, create: true, edit: false, delete: false, export: false }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer(outsider.token) })).statusCode).toBe(403);
    const viewer = await t.userWithAccess([{ module_id: 'webhooks', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer(viewer.token) })).statusCode).toBe(200);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: bearer(viewer.token),
      payload: { url: 'https://hooks.example.com/x', events: ['decision.created'] },
    });
    expect(create.statusCode).toBe(403);
  });
});

describe('deliveries', () => {
  it('signs decision.created as Standard Webhooks do, with ids and figures but no personal data', async () => {
    const endpoint = await addEndpoint(['decision.created']);
    const res = await apply();
    expect(res.statusCode).toBe(200);
    await t.app.webhookDispatcher.drain();
    expect(received).toHaveLength(1);
    const event = verified(endpoint.secret, received[0]!);
    expect(event.type).toBe('decision.created');
    expect(event.data).toMatchObject({ applicationId: res.json().data.applicationId, customerId: res.json().data.customerId, source: 'console' });
    expect(event.data.eligibleCount).toBe(res.json().data.eligibleCount);
    expect(received[0]!.body).not.toMatch(/Meera|Kulkarni|HOOK-PAN-1|salary/i);
    const [log] = await deliveries(endpoint.id);
    expect(log).toMatchObject({ event: 'decision.created', state: 'succeeded', attempts: 1 });
    expect(log!.attemptLog[0]!.statusCode).toBe(200);
    expect(log!.attemptLog[0]!.response!.length).toBe(1024);
  });

  it('retries a receiver that answered 500, and the log shows both attempts with one webhook-id', async () => {
    const endpoint = await addEndpoint(['decision.created']);
    statuses = [500];
    await apply();
    await t.app.webhookDispatcher.drain();
    expect(received).toHaveLength(2);
    expect(received[0]!.headers['webhook-id']).toBe(received[1]!.headers['webhook-id']);
    for (const r of received) expect(verified(endpoint.secret, r).type).toBe('decision.created');
    const [log] = await deliveries(endpoint.id);
    expect(log).toMatchObject({ state: 'succeeded', attempts: 2 });
    expect(log!.attemptLog.map((a) => a.statusCode)).toEqual([500, 200]);

    // Send again: one more attempt, the same id.
    const again = await t.app.inject({ method: 'POST', url: `/api/webhooks/${endpoint.id}/deliveries/${log!.id}/resend`, headers: bearer(token) });
    expect(again.statusCode).toBe(202);
    await t.app.webhookDispatcher.drain();
    expect(received).toHaveLength(3);
    expect(received[2]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    expect((await deliveries(endpoint.id))[0]!.attemptLog.map((a) => a.statusCode)).toEqual([500, 200, 200]);
  });

  it('gives up after the schedule, marking the delivery failed', async () => {
    const endpoint = await addEndpoint(['decision.created']);
    statuses = [503, 502, 500];
    await apply();
    await t.app.webhookDispatcher.drain();
    const [log] = await deliveries(endpoint.id);
    expect(log).toMatchObject({ state: 'failed', attempts: 3 });
    expect(log!.attemptLog.map((a) => a.statusCode)).toEqual([503, 502, 500]);
  });

  it('sends nothing for a rolled-back rule change, and rule_version.created for a committed one', async () => {
    const endpoint = await addEndpoint(['rule_version.created']);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(banks).values({ name: 'Rolled Back Bank' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await t.app.webhookDispatcher.drain();
    expect(received).toHaveLength(0);
    await t.db.insert(banks).values({ name: 'Committed Bank' });
    await t.app.webhookDispatcher.drain();
    expect(received).toHaveLength(1);
    const event = verified(endpoint.secret, received[0]!);
    expect(event.type).toBe('rule_version.created');
    const [latest] = rowsOf<{ version: number }>(await t.db.execute(sql`SELECT max(version)::int AS version FROM rule_versions`));
    expect(event.data.version).toBe(latest!.version);
    // One time format in every event: JavaScript's, in UTC with a Z.
    expect((event as unknown as { timestamp: string }).timestamp).toMatch(ISO_UTC);
    expect(event.data.createdAt).toMatch(ISO_UTC);
  });

  it('signs with the old secret beside the new for 24 hours after a rotation, then with the new only', async () => {
    const endpoint = await addEndpoint(['decision.created']);
    const rotated = (await t.app.inject({ method: 'POST', url: `/api/webhooks/${endpoint.id}/rotate-secret`, headers: bearer(token) })).json().data;
    expect(Date.parse(rotated.previousSecretExpiresAt) - t.clock.now().getTime()).toBe(24 * 60 * 60 * 1000);
    await apply();
    await t.app.webhookDispatcher.drain();
    expect(received).toHaveLength(1);
    // A receiver that has not switched yet and one that has both verify the same delivery.
    expect(verified(endpoint.secret, received[0]!).type).toBe('decision.created');
    expect(verified(rotated.secret, received[0]!).type).toBe('decision.created');
    expect(String(received[0]!.headers['webhook-signature']).split(' ')).toHaveLength(2);

    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    // The receiver checks the delivery's time against its own clock: it lives a day later too.
    vi.useFakeTimers({ toFake: ['Date'], now: t.clock.now() });
    try {
      const dayLater = await t.signIn();
      expect((await apply(dayLater)).statusCode).toBe(200);
      await t.app.webhookDispatcher.drain();
      expect(received).toHaveLength(2);
      expect(String(received[1]!.headers['webhook-signature']).split(' ')).toHaveLength(1);
      expect(() => verified(endpoint.secret, received[1]!)).toThrow(/signature/i);
      expect(verified(rotated.secret, received[1]!).type).toBe('decision.created');
      const [row] = rowsOf<{ previous_secret: string | null }>(
        await t.db.execute(sql`SELECT previous_secret FROM webhook_endpoints WHERE id = ${endpoint.id}::uuid`),
      );
      expect(row!.previous_secret).toBeNull();
      const listed = (await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer(dayLater) })).json().data.items[0];
      expect(listed.previousSecretExpiresAt).toBeNull();
    } finally {
      vi.useRealTimers();
      t.clock.advance(-(24 * 60 * 60 * 1000 + 1000));
    }
  });

  it('delivers after a restart what was committed while no process was sending', async () => {
    const endpoint = await addEndpoint(['decision.created']);
    await t.app.webhookDispatcher.stop();
    await apply();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(0);
    // A new process: a dispatcher of its own, on the same database, knowing nothing in memory.
    const restarted = anotherDispatcher();
    expect(await restarted.drain()).toBe(1);
    expect(verified(endpoint.secret, received[0]!).type).toBe('decision.created');
    t.app.webhookDispatcher.start();
  });

  it('checks the address again at delivery: a name resolving to loopback is refused, nothing is sent', async () => {
    const [row] = rowsOf<{ id: string }>(
      await t.db.execute(
        sql`INSERT INTO webhook_endpoints (url, events, secret) VALUES (${`http://localhost:${port}/hook`}, '{decision.created}', 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0') RETURNING id`,
      ),
    );
    await apply();
    await t.app.webhookDispatcher.drain();
    expect(received).toHaveLength(0);
    const [log] = await deliveries(row!.id);
    expect(log!.attemptLog[0]!.statusCode).toBeNull();
    expect(log!.attemptLog[0]!.error).toMatch(/private/);
  });

  it('tells bulk_job.completed and switches off an endpoint failing for days, e-mailing its owner', async () => {
    const endpoint = await addEndpoint(['bulk_job.completed', 'bulk_job.failed']);
    const [job] = rowsOf<{ id: string }>(
      await t.db.execute(sql`INSERT INTO bulk_jobs (file_name, state, total) VALUES ('leads.xlsx', 'running', 3) RETURNING id`),
    );
    await t.db.execute(sql`UPDATE bulk_jobs SET state = 'completed', done = 3 WHERE id = ${job!.id}::uuid`);
    statuses = [500, 500, 500];
    await t.db.execute(sql`UPDATE webhook_endpoints SET failing_since = now() - interval '6 days' WHERE id = ${endpoint.id}::uuid`);
    await t.app.webhookDispatcher.drain();
    expect(verified(endpoint.secret, received[0]!).data).toMatchObject({ jobId: job!.id, state: 'completed', total: 3, done: 3, finishedAt: null });
    const list = (await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer(token) })).json().data.items;
    expect(list[0]).toMatchObject({ active: false });
    expect(list[0].disabledReason).toMatch(/failed for 5 days/);
    expect(t.mail.lastTo('admin@example.com')?.subject).toBe('A webhook endpoint was switched off');
  });

  it('keeps what a receiver answered even with a NUL byte in it, and a hung receiver holds up no one else', async () => {
    const good = await addEndpoint(['decision.created']);
    const hung = await addEndpoint(['decision.created'], `http://127.0.0.1:${port}/hang`);
    bodies = ['ok\u0000 and more'];
    await apply();
    const quick = anotherDispatcher({
      // Long enough that a loaded CI machine still tells "not held up" (well under it) from "held up".
      timeoutMs: 4000,
      retryScheduleMs: [],
    });
    const started = Date.now();
    const draining = quick.drain();
    // The good endpoint's delivery is written while the hung one still waits for its answer.
    while ((await deliveries(good.id))[0]?.state !== 'succeeded' && Date.now() - started < 4000) await new Promise((r) => setTimeout(r, 10));
    expect(Date.now() - started).toBeLessThan(3800);
    const [log] = await deliveries(good.id);
    expect(log).toMatchObject({ state: 'succeeded' });
    expect(log!.attemptLog[0]!.response).toBe('ok\uFFFD and more');
    await draining;
    const [stuck] = await deliveries(hung.id);
    expect(stuck).toMatchObject({ state: 'failed' });
    expect(stuck!.attemptLog[0]!.error).toMatch(/No answer within/);
  });

  it('sends again a waiting retry but not one being sent, and lets an internal receiver on its default port through', async () => {
    const endpoint = await addEndpoint(['decision.created']);
    statuses = [500];
    await t.app.webhookDispatcher.stop();
    await apply();
    const waiting = anotherDispatcher({ retryScheduleMs: [60_000] });
    await waiting.drain();
    const [log] = await deliveries(endpoint.id);
    expect(log).toMatchObject({ state: 'pending', attempts: 1 });
    // A retry waiting for its time may go now…
    const resend = () => t.app.inject({ method: 'POST', url: `/api/webhooks/${endpoint.id}/deliveries/${log!.id}/resend`, headers: bearer(token) });
    expect((await resend()).statusCode).toBe(202);
    // …but not while a process holds it (claimed, its attempt not yet logged): that would send it twice.
    await t.db.execute(sql`UPDATE webhook_deliveries SET attempts = attempts + 1, next_attempt_at = now() + interval '1 hour' WHERE id = ${log!.id}::uuid`);
    const busy = await resend();
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toContain('being sent right now');
    t.app.webhookDispatcher.start();

    const internal = await createTestApp({ env: { WEBHOOK_ALLOWED_HOSTS: 'hooks.internal:443,audit.internal:80' } });
    try {
      const owner = await internal.signIn();
      for (const url of ['https://hooks.internal/x', 'https://hooks.internal:443/x', 'http://audit.internal/in']) {
        const res = await internal.app.inject({ method: 'POST', url: '/api/webhooks', headers: bearer(owner), payload: { url, events: ['decision.created'] } });
        expect(res.statusCode, url).toBe(201);
      }
    } finally {
      await internal.close();
    }
  });
});
