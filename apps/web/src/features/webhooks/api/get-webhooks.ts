import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@lbo/contracts/api-paths';
import { webhookEndpointListAnswer } from '@lbo/contracts/webhooks';
import { api } from '@/lib/api-client';
import { WEBHOOKS_PAGE_SIZE, webhookKeys } from './types';

async function getWebhooks(page: number) {
  return (await api.bre.read(API.webhooks.base, { query: { page, limit: WEBHOOKS_PAGE_SIZE }, answer: webhookEndpointListAnswer })).data;
}

export function useWebhooks(page: number) {
  return useQuery({ queryKey: webhookKeys.list(page), queryFn: () => getWebhooks(page), placeholderData: keepPreviousData });
}
