import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { webhookEndpointWithSecretAnswer } from '@lbo/contracts/webhooks';
import { api } from '@/lib/api-client';
import { webhookKeys, type WebhookEndpointWithSecret } from './types';

/** A new signing secret at once; the old one signs beside it for a day, so the receiver can switch without a failed delivery. */
async function rotateWebhookSecret(id: string): Promise<WebhookEndpointWithSecret> {
  return (await api.bre.send('POST', pathTo(API.webhooks.byIdRotateSecret, { id }), undefined, { answer: webhookEndpointWithSecretAnswer })).data;
}

export function useRotateWebhookSecret() {
  return useRefreshingMutation(rotateWebhookSecret, [webhookKeys.all]);
}
