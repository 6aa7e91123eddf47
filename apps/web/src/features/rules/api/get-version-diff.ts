import { useQuery } from '@tanstack/react-query';
import { ruleVersionDiffAnswer, type RuleVersionDiff } from '@lbo/contracts/rule-versions';
import { api } from '@/lib/api-client';
import { governanceKeys } from './governance-keys';
import { API, pathTo } from '@lbo/contracts/api-paths';

async function getVersionDiff(a: number, b: number): Promise<RuleVersionDiff> {
  const path = pathTo(API.ruleVersions.byVersionDiffByOther, { version: a, other: b });
  return (await api.bre.read(path, { answer: ruleVersionDiffAnswer })).data;
}

/** What changed from version a to version b; versions never change, so the answer is kept. */
export function useVersionDiff(pair: { a: number; b: number } | null) {
  return useQuery({
    queryKey: governanceKeys.diff(pair?.a ?? 0, pair?.b ?? 0),
    queryFn: () => getVersionDiff(pair!.a, pair!.b),
    enabled: pair !== null,
    staleTime: Infinity,
  });
}
