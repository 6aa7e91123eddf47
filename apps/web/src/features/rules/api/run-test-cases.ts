import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testCaseRunAnswer, type TestCaseRunAnswer } from '@lbo/contracts/rule-test-cases';
import { api } from '@/lib/api-client';
import { governanceKeys } from './governance-keys';
import { API } from '@lbo/contracts/api-paths';

async function runTestCases(ids?: string[]): Promise<TestCaseRunAnswer> {
  return (await api.bre.send('POST', API.ruleTestCases.run, ids ? { ids } : {}, { answer: testCaseRunAnswer })).data;
}

export function useRunTestCases() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runTestCases, onSuccess: () => queryClient.invalidateQueries({ queryKey: governanceKeys.all }) });
}
