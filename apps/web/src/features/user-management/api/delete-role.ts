import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import { accessKeys } from './types';
import { API } from '@lbo/contracts/api-paths';

function deleteRole(roleId: string) {
  return api.crm.send('DELETE', API.role.delete, undefined, { query: { role_id: roleId }, answer: deletedAnswer });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeys.roles }),
  });
}
