import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import type { UserStatus } from '@lbo/contracts/access';
import { createdUserAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

export interface UserInput {
  name: string;
  email: string;
  role_id: string;
  status: UserStatus;
  /** The channel partner the user works for; null: marketplace staff. Left out: unchanged (none on create). */
  partner_id?: string | null;
}

function createUser(input: UserInput) {
  return api.crm.send('POST', API.crmAuth.createUser, input, { answer: createdUserAnswer });
}

// The users list and the roles' user counts both change.
export function useCreateUser() {
  return useRefreshingMutation(createUser, [['access']]);
}
