import { API, pathTo } from '@lbo/contracts/api-paths';
import { partnerDeletedAnswer } from '@lbo/contracts/partners';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { partnerKeys } from './types';

async function deletePartner(id: string): Promise<void> {
  await api.bre.send('DELETE', pathTo(API.partners.byId, { id }), undefined, { answer: partnerDeletedAnswer });
}

export function useDeletePartner() {
  return useRefreshingMutation(deletePartner, [partnerKeys.all]);
}
