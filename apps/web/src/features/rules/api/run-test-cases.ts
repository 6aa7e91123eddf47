import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestCaseRunAnswer } from '@lbo/contracts/rule-test-cases';
import { api } from '@/lib/api-client';
import { governanceKeys } from './governance-keys';

export async function runTestCases(ids?: string[]): Promise<TestCaseRunAnswer> {
  return (await api.bre.post<{ data: TestCaseRunAnswer }>('/api/rule-test-cases/run', ids ? { ids } : {})).data;
}

export function useRunTestCases() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runTestCases, onSuccess: () => queryClient.invalidateQueries({ queryKey: governanceKeys.all }) });
}
