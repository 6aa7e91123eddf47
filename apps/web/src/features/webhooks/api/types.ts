import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointBody, WebhookEndpointWithSecret } from '@lbo/contracts/webhooks';

export type { WebhookDelivery, WebhookEndpoint, WebhookEndpointBody, WebhookEndpointWithSecret };

/** A page of the server's list answers (`data` of the envelope). */
export interface WebhookPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

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

/** The envelope's `data`, with empty defaults so a short answer still draws a table. */
export function readWebhookPage<T>(reply: { data?: Partial<WebhookPage<T>> } | null | undefined, page: number, limit: number): WebhookPage<T> {
  const body = reply?.data ?? {};
  const items = Array.isArray(body.items) ? body.items : [];
  const total = typeof body.total === 'number' ? body.total : items.length;
  return { items, total, page: body.page ?? page, limit: body.limit ?? limit, totalPages: body.totalPages ?? Math.max(1, Math.ceil(total / limit)) };
}
