import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { idAnswer } from '@lbo/contracts/answers';
import { proposedChangeAnswer } from '@lbo/contracts/rule-changes';
import { api } from '@/lib/api-client';
import { reasonHeaders } from '@/lib/change-reason-header';
import { masterDataKeys, type WriteOutcome } from './types';

async function deleteResource(path: string, id: string, reason?: string): Promise<WriteOutcome> {
  const body = await api.crm.send('DELETE', path, undefined, {
    query: { id },
    headers: reasonHeaders(reason),
    answer: z.union([proposedChangeAnswer, idAnswer]),
  });
  return { proposed: 'state' in body.data && body.data.state === 'pending' };
}

/**
 * DELETE ?id= with an optional reason; refreshes the entity's lists and, since deleting a bank,
 * product or company also removes its mappings, every master-data list. While rule approvals are
 * on, deleting a row that has rules is only proposed (202): the row stays until approved.
 */
export function useDeleteResource(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) => deleteResource(path, id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterDataKeys.all }),
  });
}
