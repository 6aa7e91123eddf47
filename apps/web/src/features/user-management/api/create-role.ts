import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleRequest } from '@lbo/contracts/access';
import { api } from '@/lib/api-client';
import { accessKeys, type Role } from './types';
import { API } from '@lbo/contracts/api-paths';

export interface RoleReply {
  message?: string;
  data?: Role;
}

function createRole(input: RoleRequest): Promise<RoleReply> {
  return api.crm.post<RoleReply>(API.role.create, input);
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeys.roles }),
  });
}
