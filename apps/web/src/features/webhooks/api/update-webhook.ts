import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { webhookEndpointAnswer } from '@lbo/contracts/webhooks';
import { api } from '@/lib/api-client';
import { webhookKeys, type WebhookEndpoint, type WebhookEndpointBody } from './types';

async function updateWebhook({ id, body }: { id: string; body: WebhookEndpointBody }): Promise<WebhookEndpoint> {
  return (await api.bre.send('PUT', pathTo(API.webhooks.byId, { id }), body, { answer: webhookEndpointAnswer })).data;
}

export function useUpdateWebhook() {
  return useRefreshingMutation(updateWebhook, [webhookKeys.all]);
}
