import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@lbo/contracts/answers';
import { testCasesImportedAnswer } from '@lbo/contracts/rule-test-cases';
import { api } from '@/lib/api-client';
import { governanceKeys } from './governance-keys';
import { API } from '@lbo/contracts/api-paths';

type TestCaseImportAnswer = AnswerOf<typeof testCasesImportedAnswer>['data'];

/** Imports test cases from a sheet in the export's layout; the server takes all of them or none. */
async function importTestCases(file: File): Promise<TestCaseImportAnswer> {
  const form = new FormData();
  form.append('file', file);
  return (await api.bre.sendForm(API.ruleTestCases.import, form, { answer: testCasesImportedAnswer })).data;
}

export function useImportTestCases() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importTestCases, onSuccess: () => queryClient.invalidateQueries({ queryKey: governanceKeys.all }) });
}
