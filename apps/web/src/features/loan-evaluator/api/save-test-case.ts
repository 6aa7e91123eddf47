import { useMutation } from '@tanstack/react-query';
import { testCaseAnswer, type TestCase, type TestCaseBody } from '@lbo/contracts/rule-test-cases';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

/** Saves an evaluated application as a rule test case (Business Rules runs it on every rule save). */
async function saveTestCase(body: TestCaseBody): Promise<TestCase> {
  return (await api.bre.send('POST', API.ruleTestCases.base, body, { answer: testCaseAnswer })).data;
}

export function useSaveTestCase() {
  return useMutation({ mutationFn: saveTestCase });
}
