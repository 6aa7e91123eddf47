import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

function deleteUser(id: string) {
  return api.crm.send('DELETE', API.crmAuth.deleteUser, undefined, { query: { id }, answer: deletedAnswer });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // Role user counts change with the users list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['access'] }),
  });
}
