import { API } from '@lbo/contracts/api-paths';
import { partnerAnswer } from '@lbo/contracts/partners';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { partnerKeys, type Partner, type PartnerCreate } from './types';

async function createPartner(body: PartnerCreate): Promise<Partner> {
  return (await api.bre.send('POST', API.partners.base, body, { answer: partnerAnswer })).data;
}

export function useCreatePartner() {
  return useRefreshingMutation(createPartner, [partnerKeys.all]);
}
