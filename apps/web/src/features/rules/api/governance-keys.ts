/** Query keys of versions, test cases and checks; any rule save makes them stale. */
export const governanceKeys = {
  all: ['rules', 'governance'] as const,
  versions: (page: number, limit: number) => ['rules', 'governance', 'versions', page, limit] as const,
  diff: (a: number, b: number) => ['rules', 'governance', 'diff', a, b] as const,
  testCases: (search: string, page: number, limit: number) => ['rules', 'governance', 'test-cases', search, page, limit] as const,
  checks: () => ['rules', 'governance', 'checks'] as const,
};
