import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import type { UserInput } from './create-user';
import { API } from '@lbo/contracts/api-paths';

function updateUser({ id, ...input }: UserInput & { id: string }) {
  return api.crm.send('PUT', API.crmAuth.updateUser, input, { query: { id }, answer: userAnswer });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['access'] }),
  });
}
