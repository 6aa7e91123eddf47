import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { webhookEndpointWithSecretAnswer } from '@lbo/contracts/webhooks';
import { api } from '@/lib/api-client';
import { webhookKeys, type WebhookEndpointWithSecret } from './types';

/** A new signing secret at once; the old one stops signing, so the receiver must be updated. */
async function rotateWebhookSecret(id: string): Promise<WebhookEndpointWithSecret> {
  return (await api.bre.send('POST', pathTo(API.webhooks.byIdRotateSecret, { id }), undefined, { answer: webhookEndpointWithSecretAnswer })).data;
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rotateWebhookSecret, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}
