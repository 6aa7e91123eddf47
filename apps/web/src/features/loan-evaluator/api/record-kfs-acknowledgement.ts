import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kfsAcknowledgementAnswer, type KfsAcknowledgement, type KfsAcknowledgementBody } from '@lbo/contracts/kfs-acknowledgements';
import { api } from '@/lib/api-client';
import { kfsAcknowledgementKey, kfsAcknowledgementPath, type OfferOfApplication } from './get-kfs-acknowledgement';

/** Records that the offer's Key Fact Statement was explained to the borrower and acknowledged. */
async function recordKfsAcknowledgement({ offer, body }: { offer: OfferOfApplication; body: KfsAcknowledgementBody }): Promise<KfsAcknowledgement> {
  return (await api.bre.send('POST', kfsAcknowledgementPath(offer), body, { answer: kfsAcknowledgementAnswer })).data;
}

export function useRecordKfsAcknowledgement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordKfsAcknowledgement,
    onSuccess: (acknowledgement, { offer }) => queryClient.setQueryData(kfsAcknowledgementKey(offer), acknowledgement),
  });
}
