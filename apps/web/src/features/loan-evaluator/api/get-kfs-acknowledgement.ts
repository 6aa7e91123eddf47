import { useQuery } from '@tanstack/react-query';
import { kfsAcknowledgementAnswer, type KfsAcknowledgement } from '@lbo/contracts/kfs-acknowledgements';
import { api, isApiError } from '@/lib/api-client';
import { API, pathTo } from '@lbo/contracts/api-paths';

export interface OfferOfApplication {
  applicationId: string;
  bankId: string;
  productId: string;
}

export const kfsAcknowledgementKey = ({ applicationId, bankId, productId }: OfferOfApplication) =>
  ['loan-evaluator', 'kfs-acknowledgement', applicationId, bankId, productId] as const;

export const kfsAcknowledgementPath = (offer: OfferOfApplication) =>
  pathTo(API.loanapplication.byApplicationIdPairsByBankIdByProductIdKfsAcknowledgement, { ...offer });

/** The borrower's acknowledgement of the offer's Key Fact Statement; null before one is recorded (404). */
async function getKfsAcknowledgement(offer: OfferOfApplication): Promise<KfsAcknowledgement | null> {
  try {
    return (await api.bre.read(kfsAcknowledgementPath(offer), { answer: kfsAcknowledgementAnswer })).data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * Not fetched on its own: the results screen shows a fresh evaluation, which has none until one is
 * recorded here (the recording fills this in). It is fetched when the server says one exists already.
 */
export function useKfsAcknowledgement(offer: OfferOfApplication) {
  return useQuery({
    queryKey: kfsAcknowledgementKey(offer),
    queryFn: () => getKfsAcknowledgement(offer),
    enabled: false,
    staleTime: Infinity,
    retry: false,
  });
}
