import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { killableServer } from './child-server';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';
import { createMemoryMailer } from '../src/lib/memory-mailer';
import { systemClock } from '../src/lib/clock';
import { createWebhookDispatcher } from '../src/modules/webhooks';

// The outbox is written with the decision: a server killed (SIGKILL, no shutdown) after the
// decision committed and before any delivery went out loses nothing. The next process that
// sends (here a dispatcher on the reopened database, what a restarted server starts) delivers it.
interface Started {
  address: string;
  token: string;
  databaseUrl: string | null;
  company: string;
  city: string;
}

let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver((_request, response) => response.writeHead(204).end());
});
afterAll(async () => receiver.close());

describe('a server killed between a decision and its webhook', () => {
  const server = killableServer<Started>('test/webhook-crash-server.ts', 'lbo-webhook-crash-');

  it('delivers the event after the restart, signed, exactly once', async () => {
    const { address, token, company, city } = await server.start({ CRASH_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}` });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const endpoint = await fetch(`${address}/api/webhooks`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ url: `http://127.0.0.1:${receiver.port}/hook`, events: ['decision.created'] }),
    });
    expect(endpoint.status).toBe(201);
    const { secret } = ((await endpoint.json()) as { data: { secret: string } }).data;
    const decision = await fetch(`${address}/api/loanapplication/apply`, {
      method: 'POST',
      headers,
      body: JSON.stringify(sampleApplicant({ companyid: company, cityId: city }, { ...SMALLER_REQUEST })),
    });
    expect(decision.status).toBe(200);
    const { applicationId } = ((await decision.json()) as { data: { applicationId: string } }).data;

    await server.kill();
    expect(receiver.received).toHaveLength(0);

    await server.reopened(async (db) => {
      const log = { warn: () => {}, info: () => {} };
      const restarted = createWebhookDispatcher({ db, clock: systemClock, mailer: createMemoryMailer(), log, allowedHosts: [`127.0.0.1:${receiver.port}`] });
      expect(await restarted.drain()).toBe(1);
      expect(await restarted.drain()).toBe(0);
    });
    expect(receiver.received).toHaveLength(1);
    const event = new Webhook(secret).verify(receiver.received[0]!.body, {
      'webhook-id': String(receiver.received[0]!.headers['webhook-id']),
      'webhook-timestamp': String(receiver.received[0]!.headers['webhook-timestamp']),
      'webhook-signature': String(receiver.received[0]!.headers['webhook-signature']),
    }) as { type: string; data: { applicationId: string } };
    expect(event).toMatchObject({ type: 'decision.created', data: { applicationId } });
  });
});
