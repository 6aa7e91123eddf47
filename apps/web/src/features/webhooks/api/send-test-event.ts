import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { webhookDeliveryAnswer } from '@lbo/contracts/webhooks';
import { api } from '@/lib/api-client';
import { webhookKeys, type WebhookDelivery } from './types';

/** Queues a signed test.ping to one endpoint (202): the log shows it pending, then what the receiver answered. */
async function sendTestEvent(id: string): Promise<WebhookDelivery> {
  return (await api.bre.send('POST', pathTo(API.webhooks.byIdTest, { id }), undefined, { answer: webhookDeliveryAnswer })).data;
}

export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEvent,
    onSuccess: (_, id) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }), queryClient.invalidateQueries({ queryKey: webhookKeys.lists })]),
  });
}
