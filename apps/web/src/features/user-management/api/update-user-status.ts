import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import type { UserStatus } from '@lbo/contracts/access';
import { userAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import { accessKeys } from './types';
import { API } from '@lbo/contracts/api-paths';

function updateUserStatus(input: { id: string; status: UserStatus }) {
  return api.crm.send('PUT', API.crmAuth.updateStatus, input, { answer: userAnswer });
}

export function useUpdateUserStatus() {
  return useRefreshingMutation(updateUserStatus, [accessKeys.users]);
}
