import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { webhookDeliveryListAnswer } from '@lbo/contracts/webhooks';
import { api } from '@/lib/api-client';
import { DELIVERIES_PAGE_SIZE, PENDING_REFETCH_MS, webhookKeys } from './types';

async function getWebhookDeliveries(id: string, page: number) {
  const query = { page, limit: DELIVERIES_PAGE_SIZE };
  return (await api.bre.read(pathTo(API.webhooks.byIdDeliveries, { id }), { query, answer: webhookDeliveryListAnswer })).data;
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
