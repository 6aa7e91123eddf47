import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { API_KEY_SCOPE_DESCRIPTIONS, API_KEY_SCOPES } from '@lbo/contracts/limits';
import { webhookEventBodySchema, WEBHOOK_TEST_MESSAGE } from '@lbo/contracts/webhook-events';
import { NODE_VERIFY_SNIPPET, PYTHON_VERIFY_SNIPPET } from '@lbo/contracts/webhook-snippets';
import { WEBHOOK_MESSAGES } from '@lbo/contracts/webhooks';
import { rowsOf } from '../../db/raw-rows';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { startWebhookReceiver, type Received, type WebhookReceiver } from '../../../test/webhook-receiver';

const run = promisify(execFile);

let receiver: WebhookReceiver;
let received: Received[] = [];
/** The receiver's next answers' statuses (then 200). */
let statuses: number[] = [];
let t: TestApp;
let token: string;
let dir: string;

beforeAll(async () => {
  receiver = await startWebhookReceiver((_request, response) => response.writeHead(statuses.shift() ?? 200).end('pong'));
  received = receiver.received;
  // A retry schedule that would retry at once: a test event must not use it.
  t = await createTestApp({ env: { WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}` }, webhooks: { retryScheduleMs: [0, 0] } });
  token = await t.signIn();
  dir = await mkdtemp(join(tmpdir(), 'lbo-verify-'));
});

afterAll(async () => {
  await t?.close();
  await receiver?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await t.db.execute(sql`DELETE FROM webhook_endpoints`);
  received.length = 0;
  statuses = [];
});

async function addEndpoint(events = ['decision.created']) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: bearer(token),
    payload: { url: `http://127.0.0.1:${receiver.port}/hook`, events },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; secret: string };
}

const sendTest = (id: string, as = token) => t.app.inject({ method: 'POST', url: `/api/webhooks/${id}/test`, headers: bearer(as) });

const deliveries = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, headers: bearer(token) })).json().data.items as {
    id: string;
    event: string;
    state: string;
    attempts: number;
    payload: unknown;
    attemptLog: { statusCode: number | null }[];
  }[];

const headersOf = (r: Received) => ({
  'webhook-id': String(r.headers['webhook-id']),
  'webhook-timestamp': String(r.headers['webhook-timestamp']),
  'webhook-signature': String(r.headers['webhook-signature']),
});

/** Writes the snippets out as a partner would paste them, with a few lines that call them on one delivery. */
async function runSnippets(secret: string, delivery: { headers: Record<string, unknown>; body: string }) {
  await writeFile(join(dir, 'verify.mjs'), NODE_VERIFY_SNIPPET);
  await writeFile(join(dir, 'verify.py'), PYTHON_VERIFY_SNIPPET);
  await writeFile(
    join(dir, 'run.mjs'),
    `import { readFileSync } from 'node:fs';
import { verifyWebhook } from './verify.mjs';
const { secret, headers, body } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
try { console.log(JSON.stringify({ ok: true, type: verifyWebhook(secret, headers, body).type })); }
catch (error) { console.log(JSON.stringify({ ok: false, error: error.message })); }
`,
  );
  await writeFile(
    join(dir, 'run.py'),
    `import json, sys
from verify import verify_webhook
case = json.load(open(sys.argv[1]))
try:
    print(json.dumps({"ok": True, "type": verify_webhook(case["secret"], case["headers"], case["body"].encode())["type"]}))
except ValueError as error:
    print(json.dumps({"ok": False, "error": str(error)}))
`,
  );
  const file = join(dir, `case-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify({ secret, ...delivery }));
  const [node, python] = await Promise.all([run('node', ['run.mjs', file], { cwd: dir }), run('python3', ['run.py', file], { cwd: dir })]);
  type Verdict = { ok: boolean; type?: string; error?: string };
  return { node: JSON.parse(node.stdout) as Verdict, python: JSON.parse(python.stdout) as Verdict };
}

describe('Send test event', () => {
  it('delivers a signed test.ping that Standard Webhooks verifies, listed in the delivery log', async () => {
    const endpoint = await addEndpoint();
    const res = await sendTest(endpoint.id);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toBe(WEBHOOK_MESSAGES.testQueued);
    expect(res.json().data).toMatchObject({ event: 'test.ping', state: 'pending', attempts: 0 });
    await t.app.webhookDispatcher.drain();

    expect(received).toHaveLength(1);
    const event = new Webhook(endpoint.secret).verify(received[0]!.body, headersOf(received[0]!));
    expect(webhookEventBodySchema('test.ping').parse(event)).toMatchObject({
      type: 'test.ping',
      data: { endpointId: endpoint.id, sentBy: t.adminId, message: WEBHOOK_TEST_MESSAGE },
    });
    expect(received[0]!.headers['webhook-id']).toBe(res.json().data.id);
    const [logged] = await deliveries(endpoint.id);
    expect(logged).toMatchObject({ id: res.json().data.id, event: 'test.ping', state: 'succeeded', attempts: 1 });
    expect(logged!.attemptLog.map((a) => a.statusCode)).toEqual([200]);
  });

  it('signs with both secrets during a rotation; the Node and Python snippets accept it, and refuse it tampered with, stale or under another secret', async () => {
    const endpoint = await addEndpoint();
    const rotated = (await t.app.inject({ method: 'POST', url: `/api/webhooks/${endpoint.id}/rotate-secret`, headers: bearer(token) })).json().data;
    expect((await sendTest(endpoint.id)).statusCode).toBe(202);
    await t.app.webhookDispatcher.drain();
    const [delivery] = received;
    expect(String(delivery!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [endpoint.secret, rotated.secret]) {
      expect((new Webhook(secret).verify(delivery!.body, headersOf(delivery!)) as { type: string }).type).toBe('test.ping');
      const good = await runSnippets(secret, { headers: delivery!.headers, body: delivery!.body });
      expect(good).toEqual({ node: { ok: true, type: 'test.ping' }, python: { ok: true, type: 'test.ping' } });
    }
    const tampered = await runSnippets(rotated.secret, { headers: delivery!.headers, body: delivery!.body.replace('test.ping', 'test.pong') });
    expect(tampered).toEqual({ node: { ok: false, error: 'No matching signature' }, python: { ok: false, error: 'No matching signature' } });
    const stale = await runSnippets(rotated.secret, {
      headers: { ...delivery!.headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 3600) },
      body: delivery!.body,
    });
    expect(stale).toEqual({
      node: { ok: false, error: 'Timestamp too old or in the future' },
      python: { ok: false, error: 'Timestamp too old or in the future' },
    });
    const otherSecret = await runSnippets('whsec_' + Buffer.alloc(24, 7).toString('base64'), { headers: delivery!.headers, body: delivery!.body });
    expect(otherSecret.node.ok || otherSecret.python.ok).toBe(false);
  });

  it('is sent once to a failing receiver, leaves the endpoint’s health alone, and reaches a switched-off endpoint', async () => {
    const endpoint = await addEndpoint();
    statuses = [500];
    expect((await sendTest(endpoint.id)).statusCode).toBe(202);
    await t.app.webhookDispatcher.drain();
    expect(received).toHaveLength(1);
    const [failed] = await deliveries(endpoint.id);
    expect(failed).toMatchObject({ event: 'test.ping', state: 'failed', attempts: 1 });
    const [health] = rowsOf<{ failing_since: unknown }>(await t.db.execute(sql`SELECT failing_since FROM webhook_endpoints WHERE id = ${endpoint.id}::uuid`));
    expect(health!.failing_since).toBeNull();

    await t.db.execute(sql`UPDATE webhook_endpoints SET active = false WHERE id = ${endpoint.id}::uuid`);
    expect((await sendTest(endpoint.id)).statusCode).toBe(202);
    await t.app.webhookDispatcher.drain();
    expect(received).toHaveLength(2);
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ event: 'test.ping', state: 'succeeded' });
  });

  it('needs the right to edit endpoints; an unknown endpoint is a 404', async () => {
    const endpoint = await addEndpoint();
    const viewer = await t.userWithAccess([{ module_id: 'webhooks', view: true, create: true, edit: false, delete: true, export: true }]);
    expect((await sendTest(endpoint.id, viewer.token)).statusCode).toBe(403);
    const editor = await t.userWithAccess([{ module_id: 'webhooks', view: false, create: false, edit: true, delete: false, export: false }]);
    expect((await sendTest(endpoint.id, editor.token)).statusCode).toBe(202);
    const unknown = await sendTest('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Webhook endpoint not found');
    const malformed = await sendTest('not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['id']);
  });

  it('cannot be subscribed to: a 400 naming events, on create and on edit', async () => {
    const url = 'https://hooks.example.com/lbo';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: bearer(token),
      payload: { url, events: ['decision.created', 'test.ping'] },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual({ 'events.1': WEBHOOK_MESSAGES.testEventNotSubscribable });
    const endpoint = await addEndpoint();
    const edited = await t.app.inject({ method: 'PUT', url: `/api/webhooks/${endpoint.id}`, headers: bearer(token), payload: { url, events: ['test.ping'] } });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toEqual({ 'events.0': WEBHOOK_MESSAGES.testEventNotSubscribable });
  });
});

describe('docs/partner-api.md', () => {
  it('shows the verification snippets exactly as they are tested here', async () => {
    const doc = await readFile(new URL('../../../../../docs/partner-api.md', import.meta.url), 'utf8');
    expect(doc).toContain('```js\n' + NODE_VERIFY_SNIPPET + '```');
    expect(doc).toContain('```python\n' + PYTHON_VERIFY_SNIPPET + '```');
  });

  it('describes each scope in the words the API Keys screen uses', async () => {
    const doc = await readFile(new URL('../../../../../docs/partner-api.md', import.meta.url), 'utf8');
    for (const scope of API_KEY_SCOPES) expect(doc, scope).toContain(`| \`${scope}\` | ${API_KEY_SCOPE_DESCRIPTIONS[scope]} |`);
  });
});
