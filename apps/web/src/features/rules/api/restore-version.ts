import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { proposedChangeAnswer } from '@lbo/contracts/rule-changes';
import { ruleVersionRestoredAnswer, type RuleVersionRestored } from '@lbo/contracts/rule-versions';
import { api } from '@/lib/api-client';
import { withBrokenCasesConfirmation } from '../utils/broken-cases-prompt';
import { isProposed, proposalFrom, reasonHeaders, withReason, type Proposal } from '../utils/change-reason';
import { ruleKeys } from './rule-keys';
import { API, pathTo } from '@lbo/contracts/api-paths';

/** The version the restore made, or (approvals on) the proposal kept instead. */
export type RestoreAnswer = { restored: RuleVersionRestored; proposal?: undefined } | { proposal: Proposal; restored?: undefined };

async function restoreVersion(version: number, confirm: boolean, reason?: string): Promise<RestoreAnswer> {
  const body = await api.bre.send('POST', pathTo(API.ruleVersions.byVersionRestore, { version }), withReason(undefined, reason), {
    query: confirm ? { confirm: 'true' } : undefined,
    headers: reasonHeaders(reason),
    answer: z.union([proposedChangeAnswer, ruleVersionRestoredAnswer]),
  });
  return isProposed(body) ? { proposal: proposalFrom(body) } : { restored: body.data };
}

/** Restores a version with its reason; when test cases would break, asks before restoring anyway. */
export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, reason }: { version: number; reason?: string }) =>
      withBrokenCasesConfirmation((confirm) => restoreVersion(version, confirm, reason)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}
