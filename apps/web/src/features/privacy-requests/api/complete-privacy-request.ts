import { API, pathTo } from '@lbo/contracts/api-paths';
import { privacyRequestAnswer, type PrivacyComplete } from '@lbo/contracts/privacy';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { privacyKeys } from './types';

async function completePrivacyRequest({ id, body }: { id: string; body: PrivacyComplete }) {
  return (await api.bre.send('POST', pathTo(API.privacy.requestByIdComplete, { id }), body, { answer: privacyRequestAnswer })).data;
}

/** Completing changes the request and, for a correction or an erasure, the customer: customers' lists are refreshed too. */
export function useCompletePrivacyRequest() {
  return useRefreshingMutation(completePrivacyRequest, [privacyKeys.all, ['customers']]);
}
