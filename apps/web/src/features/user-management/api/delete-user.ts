import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

function deleteUser(id: string): Promise<{ message?: string }> {
  return api.crm.delete<{ message?: string }>(API.crmAuth.deleteUser, { query: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // Role user counts change with the users list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['access'] }),
  });
}
