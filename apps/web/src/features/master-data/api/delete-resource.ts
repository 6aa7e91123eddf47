import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idAnswer } from '@lbo/contracts/answers';
import { api } from '@/lib/api-client';
import { masterDataKeys } from './types';

function deleteResource(path: string, id: string) {
  return api.crm.send('DELETE', path, undefined, { query: { id }, answer: idAnswer });
}

/**
 * DELETE ?id=; refreshes the entity's lists and, since deleting a bank,
 * product or company also removes its mappings, every master-data list.
 */
export function useDeleteResource(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteResource(path, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterDataKeys.all }),
  });
}
