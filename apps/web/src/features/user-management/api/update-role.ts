import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import type { RoleRequest } from '@lbo/contracts/access';
import { roleAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import { accessKeys } from './types';
import { API } from '@lbo/contracts/api-paths';

function updateRole({ id, ...input }: RoleRequest & { id: string }) {
  return api.crm.send('PUT', API.role.updateRole, input, { query: { id }, answer: roleAnswer });
}

// The signed-in user's own matrix (loaded by the auth feature under 'role-access') may be the one that changed.
export function useUpdateRole() {
  return useRefreshingMutation(updateRole, [accessKeys.roles, ['role-access']]);
}
