import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@lbo/contracts/api-paths';
import { api } from '@/lib/api-client';
import { readWebhookPage, WEBHOOKS_PAGE_SIZE, webhookKeys, type WebhookEndpoint, type WebhookPage } from './types';

async function getWebhooks(page: number): Promise<WebhookPage<WebhookEndpoint>> {
  const reply = await api.bre.get<{ data?: Partial<WebhookPage<WebhookEndpoint>> }>(API.webhooks.base, { query: { page, limit: WEBHOOKS_PAGE_SIZE } });
  return readWebhookPage(reply, page, WEBHOOKS_PAGE_SIZE);
}

export function useWebhooks(page: number) {
  return useQuery({ queryKey: webhookKeys.list(page), queryFn: () => getWebhooks(page), placeholderData: keepPreviousData });
}
