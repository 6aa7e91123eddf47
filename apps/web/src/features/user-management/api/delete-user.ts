import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { deletedAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

function deleteUser(id: string) {
  return api.crm.send('DELETE', API.crmAuth.deleteUser, undefined, { query: { id }, answer: deletedAnswer });
}

// Role user counts change with the users list.
export function useDeleteUser() {
  return useRefreshingMutation(deleteUser, [['access']]);
}
