import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserStatus } from '@lbo/contracts/access';
import { api } from '@/lib/api-client';
import type { User } from './types';
import { API } from '@lbo/contracts/api-paths';

export interface UserInput {
  name: string;
  email: string;
  role_id: string;
  status: UserStatus;
}

export interface UserReply {
  message?: string;
  data?: User;
}

function createUser(input: UserInput): Promise<UserReply> {
  return api.crm.post<UserReply>(API.crmAuth.createUser, input);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    // The users list and the roles' user counts both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['access'] }),
  });
}
