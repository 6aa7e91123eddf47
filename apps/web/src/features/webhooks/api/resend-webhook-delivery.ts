import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { webhookDeliveryAnswer } from '@lbo/contracts/webhooks';
import { api } from '@/lib/api-client';
import { webhookKeys, type WebhookDelivery } from './types';

/** Queues the same payload again (202): it shows as pending until the sender's next attempt. */
async function resendWebhookDelivery({ id, deliveryId }: { id: string; deliveryId: string }): Promise<WebhookDelivery> {
  return (await api.bre.send('POST', pathTo(API.webhooks.byIdDeliveriesByDeliveryIdResend, { id, deliveryId }), undefined, { answer: webhookDeliveryAnswer }))
    .data;
}

export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendWebhookDelivery,
    // The log, and the endpoint's counts of the last 24 hours in the list.
    onSuccess: (_, { id }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }), queryClient.invalidateQueries({ queryKey: webhookKeys.lists })]),
  });
}
