import type { Database } from '../../db/client';
import { eligibilityDataVersion } from '../../db/data-version';
import { loadRuleSet, type RuleSet } from './rule-set.repository';

/**
 * The rule set, loaded once per data version. The version is read on every
 * call (one indexed row), so a change made by any process is seen by the next
 * evaluation; concurrent callers share one reload.
 */
export function createRuleCache(db: Database) {
  let cached: { version: number; rules: RuleSet } | null = null;
  let loading: { version: number; promise: Promise<RuleSet> } | null = null;
  let loads = 0;

  async function get(): Promise<RuleSet> {
    const version = await eligibilityDataVersion(db);
    if (cached && cached.version === version) return cached.rules;
    if (loading && loading.version === version) return loading.promise;
    const promise = loadRuleSet(db).then((rules) => {
      loads += 1;
      if (!cached || cached.version <= version) cached = { version, rules };
      return rules;
    });
    loading = { version, promise };
    try {
      return await promise;
    } finally {
      if (loading?.promise === promise) loading = null;
    }
  }

  return { get, stats: () => ({ loads, version: cached?.version ?? null }) };
}

export type RuleCache = ReturnType<typeof createRuleCache>;
