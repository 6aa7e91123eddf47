import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { deletedAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import { accessKeys } from './types';
import { API } from '@lbo/contracts/api-paths';

function deleteRole(roleId: string) {
  return api.crm.send('DELETE', API.role.delete, undefined, { query: { role_id: roleId }, answer: deletedAnswer });
}

export function useDeleteRole() {
  return useRefreshingMutation(deleteRole, [accessKeys.roles]);
}
