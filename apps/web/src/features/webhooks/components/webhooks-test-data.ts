import { webhookEndpointListAnswer, type WebhookDelivery, type WebhookEndpoint } from '@lbo/contracts/webhooks';
import { okReply } from '@/testing/answers';

export const endpoint = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 'e1',
  url: 'https://crm.partner.in/hooks/lbo',
  events: ['decision.created'],
  description: 'Partner CRM',
  active: true,
  disabledReason: null,
  ownerId: 'u1',
  ownerName: 'Asha Rao',
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
  previousSecretExpiresAt: null,
  recent: { succeeded: 12, failed: 1, pending: 0 },
  ...over,
});
export const delivery = (over: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'd1',
  event: 'decision.created',
  state: 'succeeded',
  attempts: 1,
  nextAttemptAt: null,
  lastStatusCode: 200,
  lastLatencyMs: 84,
  createdAt: '2026-11-25T05:00:00.000Z',
  payload: { type: 'decision.created', data: { applicationId: 'a-1', eligibleCount: 3 } },
  attemptLog: [{ attempt: 1, at: '2026-11-25T05:00:01.000Z', statusCode: 200, latencyMs: 84, response: '{"received":true}', error: null }],
  ...over,
});
export const listOf = (items: WebhookEndpoint[]) => okReply(webhookEndpointListAnswer, { items, total: items.length, page: 1, limit: 10, totalPages: 1 });
