import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleRequest } from '@lbo/contracts/access';
import { roleAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import { accessKeys } from './types';
import { API } from '@lbo/contracts/api-paths';

function createRole(input: RoleRequest) {
  return api.crm.send('POST', API.role.create, input, { answer: roleAnswer });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeys.roles }),
  });
}
