import { API } from '@lbo/contracts/api-paths';
import { privacyRequestAnswer, type PrivacyRequestCreate } from '@lbo/contracts/privacy';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { privacyKeys } from './types';

async function createPrivacyRequest(body: PrivacyRequestCreate) {
  return (await api.bre.send('POST', API.privacy.requests, body, { answer: privacyRequestAnswer })).data;
}

export function useCreatePrivacyRequest() {
  return useRefreshingMutation(createPrivacyRequest, [privacyKeys.all]);
}
