import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { governanceKeys } from './governance-keys';
import { API } from '@lbo/contracts/api-paths';

export interface TestCaseImportAnswer {
  imported: number;
  passed: number;
  failed: number;
}

/** Imports test cases from a sheet in the export's layout; the server takes all of them or none. */
export async function importTestCases(file: File): Promise<TestCaseImportAnswer> {
  const form = new FormData();
  form.append('file', file);
  return (await api.bre.upload<{ data: TestCaseImportAnswer }>(API.ruleTestCases.import, form)).data;
}

export function useImportTestCases() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importTestCases, onSuccess: () => queryClient.invalidateQueries({ queryKey: governanceKeys.all }) });
}
