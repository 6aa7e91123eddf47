import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

import { ruleKeys, type Pair } from './rule-keys';
import { approvalKeys } from './approval-keys';
import { sendSaveCall, type Reasoned, type SaveCall, type SaveDefinition } from './save-call';

export type { Reasoned, SaveAnswer } from './save-call';

/**
 * A save or delete of one group: afterwards the group is read again from the server,
 * and the rules list and the pair's history are refreshed.
 */
export function useGroupMutation<TVariables, TResult>(
  group: string,
  pair: Pair,
  mutationFn: (variables: TVariables) => Promise<TResult>,
  extraKeys: QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ruleKeys.group(group, pair) }),
        queryClient.invalidateQueries({ queryKey: ruleKeys.info() }),
        queryClient.invalidateQueries({ queryKey: ruleKeys.history(pair) }),
        // A change kept for approval shows up among the proposals.
        queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
        ...extraKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}

/** A group's save: the mutation that sends it, and `describe`, the same call as data for an impact preview. */
export function useSaveMutation<TVariables, TResult>(group: string, pair: Pair, definition: SaveDefinition<TVariables, TResult>) {
  const mutation = useGroupMutation(group, pair, ({ variables, reason }: Reasoned<TVariables>) => sendSaveCall(definition, pair, variables, reason));
  return Object.assign(mutation, { describe: (variables: TVariables): SaveCall => definition.describe(pair, variables) });
}
