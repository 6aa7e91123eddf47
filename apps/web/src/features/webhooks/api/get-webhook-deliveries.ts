import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { api } from '@/lib/api-client';
import { DELIVERIES_PAGE_SIZE, PENDING_REFETCH_MS, readWebhookPage, webhookKeys, type WebhookDelivery, type WebhookPage } from './types';

async function getWebhookDeliveries(id: string, page: number): Promise<WebhookPage<WebhookDelivery>> {
  const reply = await api.bre.get<{ data?: Partial<WebhookPage<WebhookDelivery>> }>(pathTo(API.webhooks.byIdDeliveries, { id }), {
    query: { page, limit: DELIVERIES_PAGE_SIZE },
  });
  return readWebhookPage(reply, page, DELIVERIES_PAGE_SIZE);
}

/** Newest first; asks again every few seconds while a delivery is still pending, so its outcome appears by itself. */
export function useWebhookDeliveries(id: string, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveriesPage(id, page),
    queryFn: () => getWebhookDeliveries(id, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.state === 'pending') ? PENDING_REFETCH_MS : false),
  });
}
