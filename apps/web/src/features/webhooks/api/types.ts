import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointBody, WebhookEndpointWithSecret } from '@lbo/contracts/webhooks';

export type { WebhookDelivery, WebhookEndpoint, WebhookEndpointBody, WebhookEndpointWithSecret };

export const WEBHOOKS_PAGE_SIZE = 10;
export const DELIVERIES_PAGE_SIZE = 20;
/** How often the log asks again while a delivery waits for its next attempt. */
export const PENDING_REFETCH_MS = 3_000;

export const webhookKeys = {
  all: ['webhooks'] as const,
  lists: ['webhooks', 'list'] as const,
  list: (page: number) => ['webhooks', 'list', page] as const,
  deliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
  deliveriesPage: (id: string, page: number) => ['webhooks', 'deliveries', id, page] as const,
};
