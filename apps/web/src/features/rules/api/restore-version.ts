import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RuleVersionRestored } from '@lbo/contracts/rule-versions';
import { api } from '@/lib/api-client';
import { withBrokenCasesConfirmation } from '../utils/broken-cases-prompt';
import { ruleKeys } from './rule-keys';
import { API, pathTo } from '@lbo/contracts/api-paths';

export async function restoreVersion(version: number, confirm: boolean): Promise<RuleVersionRestored> {
  const options = confirm ? { query: { confirm: 'true' } } : undefined;
  return (await api.bre.post<{ data: RuleVersionRestored }>(pathTo(API.ruleVersions.byVersionRestore, { version }), undefined, options)).data;
}

/** Restores a version; when test cases would break, asks before restoring anyway. */
export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => withBrokenCasesConfirmation((confirm) => restoreVersion(version, confirm)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}
