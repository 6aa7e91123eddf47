import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { testCaseListAnswer, type TestCaseList } from '@lbo/contracts/rule-test-cases';
import { api } from '@/lib/api-client';
import { governanceKeys } from './governance-keys';
import { API } from '@lbo/contracts/api-paths';

async function getTestCases(search: string, page: number, limit: number): Promise<TestCaseList> {
  return (await api.bre.read(API.ruleTestCases.base, { query: { search: search || undefined, page, limit }, answer: testCaseListAnswer })).data;
}

export function useTestCases(search: string, page: number, limit: number) {
  return useQuery({
    queryKey: governanceKeys.testCases(search, page, limit),
    queryFn: () => getTestCases(search, page, limit),
    placeholderData: keepPreviousData,
  });
}
