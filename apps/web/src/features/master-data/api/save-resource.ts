import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { masterDataKeys, type Envelope } from './types';

export interface SaveTarget {
  key: string;
  createPath: string;
  updatePath: string;
}

export interface SaveInput {
  /** Absent for a create. */
  id?: string | undefined;
  body: object;
}

function saveResource<T>(target: SaveTarget, { id, body }: SaveInput) {
  return id ? api.crm.put<Envelope<T>>(target.updatePath, body, { query: { id } }) : api.crm.post<Envelope<T>>(target.createPath, body);
}

/** Create or update (PUT ?id=); refreshes every list of the entity. */
export function useSaveResource<T>(target: SaveTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInput) => saveResource<T>(target, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterDataKeys.entity(target.key) }),
  });
}
