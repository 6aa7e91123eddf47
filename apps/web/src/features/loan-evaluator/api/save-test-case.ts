import { useMutation } from '@tanstack/react-query';
import type { TestCase, TestCaseBody } from '@lbo/contracts/rule-test-cases';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

/** Saves an evaluated application as a rule test case (Business Rules runs it on every rule save). */
export async function saveTestCase(body: TestCaseBody): Promise<TestCase> {
  return (await api.bre.post<{ data: TestCase }>(API.ruleTestCases.base, body)).data;
}

export function useSaveTestCase() {
  return useMutation({ mutationFn: saveTestCase });
}
