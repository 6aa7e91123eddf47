import { rolesPageAnswer } from '@lbo/contracts/access-answers';
import { API } from '@lbo/contracts/api-paths';
import { accessKeys, type ListParams } from './types';
import { useAccessPage } from './use-access-page';

export function useRoles(params: ListParams) {
  return useAccessPage(accessKeys.roles, API.role.getAllRoles, rolesPageAnswer, params);
}
