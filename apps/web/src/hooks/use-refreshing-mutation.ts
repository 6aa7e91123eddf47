import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A write that, once it succeeds, refreshes every query under the given keys (the lists and counters it changes). */
export function useRefreshingMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>, keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))) });
}
