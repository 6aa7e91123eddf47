import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testCaseDeletedAnswer } from '@lbo/contracts/rule-test-cases';
import { api } from '@/lib/api-client';
import { governanceKeys } from './governance-keys';
import { API, pathTo } from '@lbo/contracts/api-paths';

async function deleteTestCase(id: string): Promise<void> {
  await api.bre.send('DELETE', pathTo(API.ruleTestCases.byId, { id }), undefined, { answer: testCaseDeletedAnswer });
}

export function useDeleteTestCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTestCase, onSuccess: () => queryClient.invalidateQueries({ queryKey: governanceKeys.all }) });
}
