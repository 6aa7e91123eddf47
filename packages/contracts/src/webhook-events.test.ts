import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_SAMPLES, webhookEventBodySchema } from './webhook-events';
import { WEBHOOK_DELIVERY_EVENTS, WEBHOOK_EVENT_DESCRIPTIONS, webhookEndpointBodySchema } from './webhooks';

describe('webhook events', () => {
  it('has a description and a sample that its schema accepts for every event a delivery can carry', () => {
    for (const event of WEBHOOK_DELIVERY_EVENTS) {
      expect(WEBHOOK_EVENT_DESCRIPTIONS[event].length, event).toBeGreaterThan(40);
      expect(webhookEventBodySchema(event).safeParse(WEBHOOK_EVENT_SAMPLES[event]).error?.issues ?? [], event).toEqual([]);
    }
  });

  it('refuses a sample with a field its event does not have', () => {
    const sample = WEBHOOK_EVENT_SAMPLES['consent.withdrawn'];
    expect(webhookEventBodySchema('consent.withdrawn').safeParse({ ...sample, data: { ...sample.data, name: 'A. Applicant' } }).success).toBe(false);
  });

  it('lets no endpoint subscribe to the test event', () => {
    const parsed = webhookEndpointBodySchema.safeParse({ url: 'https://hooks.example.com/x', events: ['test.ping'] });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['events.0', 'test.ping is sent only by "Send test event" and cannot be subscribed to'],
    ]);
  });
});
