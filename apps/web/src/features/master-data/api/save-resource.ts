import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { okAnswer } from '@lbo/contracts/answers';
import { proposedChangeAnswer } from '@lbo/contracts/rule-changes';
import { api } from '@/lib/api-client';
import { reasonHeaders } from '@/lib/change-reason-header';
import { masterDataKeys, type WriteOutcome } from './types';

export interface SaveTarget {
  key: string;
  createPath: string;
  updatePath: string;
  /** The answer's row, from the contracts. */
  row: z.ZodType;
}

export interface SaveInput {
  /** Absent for a create. */
  id?: string | undefined;
  body: object;
  /** Why: recorded with the version the change makes (a deactivation may need it for approval). */
  reason?: string;
}

async function saveResource(target: SaveTarget, { id, body, reason }: SaveInput): Promise<WriteOutcome> {
  if (!id) {
    await api.crm.send('POST', target.createPath, body, { answer: okAnswer(target.row) });
    return { proposed: false };
  }
  const answer = await api.crm.send('PUT', target.updatePath, body, {
    query: { id },
    headers: reasonHeaders(reason),
    answer: z.union([proposedChangeAnswer, okAnswer(target.row)]),
  });
  const data = answer.data as { state?: unknown };
  return { proposed: data.state === 'pending' };
}

/**
 * Create or update (PUT ?id=); refreshes every list of the entity. While rule approvals are on,
 * making a bank or product that has rules inactive is only proposed (202).
 */
export function useSaveResource(target: SaveTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInput) => saveResource(target, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterDataKeys.entity(target.key) }),
  });
}
