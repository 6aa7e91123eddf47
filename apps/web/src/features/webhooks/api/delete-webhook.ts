import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { webhookDeletedAnswer } from '@lbo/contracts/webhooks';
import { api } from '@/lib/api-client';
import { webhookKeys } from './types';

async function deleteWebhook(id: string): Promise<void> {
  await api.bre.send('DELETE', pathTo(API.webhooks.byId, { id }), undefined, { answer: webhookDeletedAnswer });
}

export function useDeleteWebhook() {
  return useRefreshingMutation(deleteWebhook, [webhookKeys.all]);
}
