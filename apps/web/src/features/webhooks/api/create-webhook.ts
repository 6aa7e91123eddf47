import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@lbo/contracts/api-paths';
import { webhookEndpointWithSecretAnswer } from '@lbo/contracts/webhooks';
import { api } from '@/lib/api-client';
import { webhookKeys, type WebhookEndpointBody, type WebhookEndpointWithSecret } from './types';

/** The answer carries the signing secret: the only time the server shows it. */
async function createWebhook(body: WebhookEndpointBody): Promise<WebhookEndpointWithSecret> {
  return (await api.bre.send('POST', API.webhooks.base, body, { answer: webhookEndpointWithSecretAnswer })).data;
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}
