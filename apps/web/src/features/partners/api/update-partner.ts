import { API, pathTo } from '@lbo/contracts/api-paths';
import { partnerAnswer } from '@lbo/contracts/partners';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { answerMessage } from '@/lib/answer-message';
import { api } from '@/lib/api-client';
import { partnerKeys, type Partner, type PartnerUpdate } from './types';

async function updatePartner({ id, body }: { id: string; body: PartnerUpdate }): Promise<{ partner: Partner; message: string }> {
  const answer = await api.bre.send('PUT', pathTo(API.partners.byId, { id }), body, { answer: partnerAnswer });
  return { partner: answer.data, message: answerMessage(answer) };
}

/** Edits and (de)activation: the answer's message says what a deactivation stopped. */
export function useUpdatePartner() {
  return useRefreshingMutation(updatePartner, [partnerKeys.all]);
}
