import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { userAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import type { UserInput } from './create-user';
import { API } from '@lbo/contracts/api-paths';

function updateUser({ id, ...input }: UserInput & { id: string }) {
  return api.crm.send('PUT', API.crmAuth.updateUser, input, { query: { id }, answer: userAnswer });
}

export function useUpdateUser() {
  return useRefreshingMutation(updateUser, [['access']]);
}
