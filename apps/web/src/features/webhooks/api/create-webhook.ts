import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { API } from '@lbo/contracts/api-paths';
import { webhookEndpointWithSecretAnswer } from '@lbo/contracts/webhooks';
import { api } from '@/lib/api-client';
import { webhookKeys, type WebhookEndpointBody, type WebhookEndpointWithSecret } from './types';

/** The answer carries the signing secret: the only time the server shows it. */
async function createWebhook(body: WebhookEndpointBody): Promise<WebhookEndpointWithSecret> {
  return (await api.bre.send('POST', API.webhooks.base, body, { answer: webhookEndpointWithSecretAnswer })).data;
}

export function useCreateWebhook() {
  return useRefreshingMutation(createWebhook, [webhookKeys.all]);
}
