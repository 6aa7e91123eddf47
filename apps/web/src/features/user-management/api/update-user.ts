import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserInput, UserReply } from './create-user';
import { API } from '@lbo/contracts/api-paths';

function updateUser({ id, ...input }: UserInput & { id: string }): Promise<UserReply> {
  return api.crm.put<UserReply>(API.crmAuth.updateUser, input, { query: { id } });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['access'] }),
  });
}
