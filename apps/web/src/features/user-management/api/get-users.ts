import { usersPageAnswer } from '@lbo/contracts/access-answers';
import { API } from '@lbo/contracts/api-paths';
import { accessKeys, type ListParams } from './types';
import { useAccessPage } from './use-access-page';

export function useUsers(params: ListParams) {
  return useAccessPage(accessKeys.users, API.crmAuth.getAllUsers, usersPageAnswer, params);
}
