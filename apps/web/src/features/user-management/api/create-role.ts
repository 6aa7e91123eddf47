import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import type { RoleRequest } from '@lbo/contracts/access';
import { roleAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import { accessKeys } from './types';
import { API } from '@lbo/contracts/api-paths';

function createRole(input: RoleRequest) {
  return api.crm.send('POST', API.role.create, input, { answer: roleAnswer });
}

export function useCreateRole() {
  return useRefreshingMutation(createRole, [accessKeys.roles]);
}
