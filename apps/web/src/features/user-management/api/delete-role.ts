import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accessKeys } from './types';
import { API } from '@lbo/contracts/api-paths';

function deleteRole(roleId: string): Promise<{ message?: string }> {
  return api.crm.delete<{ message?: string }>(API.role.delete, { query: { role_id: roleId } });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeys.roles }),
  });
}
