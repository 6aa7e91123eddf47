import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { api } from '@/lib/api-client';
import { webhookKeys, type WebhookEndpoint, type WebhookEndpointBody } from './types';

async function updateWebhook({ id, body }: { id: string; body: WebhookEndpointBody }): Promise<WebhookEndpoint> {
  return (await api.bre.put<{ data: WebhookEndpoint }>(pathTo(API.webhooks.byId, { id }), body)).data;
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}
