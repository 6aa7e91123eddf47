import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CURRENT_CONSENT_NOTICE } from '@lbo/contracts/consent';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { WEBHOOK_EVENT_SAMPLES, webhookEventBodySchema } from '@lbo/contracts/webhook-events';
import { WEBHOOK_DELIVERY_EVENTS, WEBHOOK_EVENTS } from '@lbo/contracts/webhooks';
import { banks, chargesRules } from '../../db/schema';
import { rowsOf } from '../../db/raw-rows';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { insertStandardPlaces, insertStandardRules } from '../../../test/standard-rules';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';

let receiver: WebhookReceiver;
let t: TestApp;
let token: string;
const ids = { bank: '', product: '', company: '', city: '' };

beforeAll(async () => {
  receiver = await startWebhookReceiver((_request, response) => response.writeHead(200).end('ok'));
  t = await createTestApp({ env: { WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}` } });
  token = await t.signIn();
  const places = await insertStandardPlaces(t.db, 'Samples', { city_name: 'Mysuru', state: 'Karnataka', is_metro: false });
  Object.assign(ids, { bank: places.bank, product: places.product, company: places.company, city: places.city });
  await insertStandardRules(t.db, places.pair);
  await t.db.insert(chargesRules).values({ ...places.pair, processing_fee_percent: 1, gst_percent: 18, stamp_duty: 200 });
  await t.settleRuleVersion();
});

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Where two bodies differ in shape: keys of objects, kinds of values; a null on either side matches anything. */
function shapeDifferences(real: unknown, sample: unknown, path: string): string[] {
  if (real === null || sample === null) return [];
  if (Array.isArray(real) || Array.isArray(sample)) {
    if (!Array.isArray(real) || !Array.isArray(sample)) return [`${path}: array on one side only`];
    return real.length && sample.length ? shapeDifferences(real[0], sample[0], `${path}[]`) : [];
  }
  if (typeof real !== typeof sample) return [`${path}: ${typeof real} in the event, ${typeof sample} in the sample`];
  if (typeof real !== 'object') return [];
  const a = real as Record<string, unknown>;
  const b = sample as Record<string, unknown>;
  // Keyed by table, each with only the counts that are not zero: the schema holds both sides to that.
  if (path === '.data.changes') return [];
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.flatMap((k) =>
    !(k in a) ? [`${path}.${k}: only in the sample`] : !(k in b) ? [`${path}.${k}: only in the event`] : shapeDifferences(a[k], b[k], `${path}.${k}`),
  );
}

describe('webhook event samples', () => {
  it('each has the shape of a real delivery of its event', async () => {
    const endpoint = (await inject('POST', '/api/webhooks', { url: `http://127.0.0.1:${receiver.port}/hook`, events: [...WEBHOOK_EVENTS] })).json().data as {
      id: string;
    };

    // decision.created, and a consent given with it; then its KFS issued and acknowledged.
    const applied = await inject(
      'POST',
      '/api/loanapplication/apply',
      sampleApplicant(
        { companyid: ids.company, cityId: ids.city },
        {
          ...SMALLER_REQUEST,
          user_name: 'Anil Hegde',
          customer_reference: 'SAMPLE-1',
          consent: { noticeVersion: CURRENT_CONSENT_NOTICE.version, purposes: ['ELIGIBILITY_CHECK'], obtainedAt: t.clock.now().toISOString(), channel: 'WEB' },
        },
      ),
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const { applicationId, customerId } = applied.json().data as { applicationId: string; customerId: string };
    const kfs = `/api/loanapplication/${applicationId}/pairs/${ids.bank}/${ids.product}/kfs`;
    expect((await inject('GET', kfs)).statusCode).toBe(200);
    expect((await inject('POST', `${kfs}/acknowledgement`, { method: 'OTP', language: 'en' })).statusCode).toBe(201);
    // consent.withdrawn
    expect((await inject('POST', `/api/customers/${customerId}/consent/withdraw`, { reason: 'Asked by e-mail' })).statusCode).toBe(200);
    // rule_version.created
    await t.db.insert(banks).values({ name: 'Sample Shape Bank' });
    // bulk_job.completed and bulk_job.failed, as the runner finishes jobs.
    const jobs = rowsOf<{ id: string }>(
      await t.db.execute(sql`INSERT INTO bulk_jobs (file_name, state, total) VALUES ('a.xlsx', 'running', 2), ('b.xlsx', 'running', 2) RETURNING id`),
    );
    await t.db.execute(sql`UPDATE bulk_jobs SET state = 'completed', done = 2, finished_at = now() WHERE id = ${jobs[0]!.id}::uuid`);
    await t.db.execute(sql`UPDATE bulk_jobs SET state = 'failed', done = 1, error = 'stopped', finished_at = now() WHERE id = ${jobs[1]!.id}::uuid`);
    // test.ping
    expect((await inject('POST', `/api/webhooks/${endpoint.id}/test`)).statusCode).toBe(202);
    await t.app.webhookDispatcher.drain();

    const bodies = new Map(receiver.received.map((r) => [(JSON.parse(r.body) as { type: string }).type, JSON.parse(r.body) as unknown]));
    expect([...bodies.keys()].sort()).toEqual([...WEBHOOK_DELIVERY_EVENTS].sort());
    for (const event of WEBHOOK_DELIVERY_EVENTS) {
      const real = bodies.get(event);
      const sample = WEBHOOK_EVENT_SAMPLES[event];
      const schema = webhookEventBodySchema(event);
      expect(schema.safeParse(real).error?.issues ?? [], `${event}: the delivery against its schema`).toEqual([]);
      expect(schema.safeParse(sample).error?.issues ?? [], `${event}: the sample against its schema`).toEqual([]);
      expect(shapeDifferences(real, sample, ''), event).toEqual([]);
    }
    // The decision's largest offer is there, so its shape was compared too.
    expect((bodies.get('decision.created') as { data: { bestOffer: unknown } }).data.bestOffer).not.toBeNull();
  });
});
