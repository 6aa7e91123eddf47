import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserStatus } from '@lbo/contracts/access';
import { createdUserAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

export interface UserInput {
  name: string;
  email: string;
  role_id: string;
  status: UserStatus;
}

function createUser(input: UserInput) {
  return api.crm.send('POST', API.crmAuth.createUser, input, { answer: createdUserAnswer });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    // The users list and the roles' user counts both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['access'] }),
  });
}
