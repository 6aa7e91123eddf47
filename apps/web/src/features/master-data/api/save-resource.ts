import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { okAnswer } from '@lbo/contracts/answers';
import { api } from '@/lib/api-client';
import { masterDataKeys } from './types';

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
}

function saveResource(target: SaveTarget, { id, body }: SaveInput) {
  const answer = okAnswer(target.row);
  return id ? api.crm.send('PUT', target.updatePath, body, { query: { id }, answer }) : api.crm.send('POST', target.createPath, body, { answer });
}

/** Create or update (PUT ?id=); refreshes every list of the entity. */
export function useSaveResource(target: SaveTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInput) => saveResource(target, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterDataKeys.entity(target.key) }),
  });
}
