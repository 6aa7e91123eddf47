import type { DbOrTx } from '../../db/client';
import type { DecisionPairs } from '../../db/decision-pairs';
import { LruCache } from '../../lib/lru-cache';
import { PLAN_TABLES, tablesChangedBetween, type VersionTracker } from '../rule-versions';
import { compileRuleSet, evaluateCompiled, type CategoryMapping, type CompiledRuleSet } from '@lbo/eligibility';
import { findCityAt, findCompanyAt, loadCompanyMappingsAt, loadRuleSetAt, type CityFacts, type CompanyFacts } from './rule-set.repository';

export interface VersionPlan {
  /** The version whose rows the plan was compiled from (an earlier one when only companies or cities changed since). */
  compiledFrom: number;
  plan: CompiledRuleSet;
  categoryNames: Map<string, string>;
}

export interface CompanyAtVersion {
  company: CompanyFacts;
  mappings: ReadonlyMap<string, readonly CategoryMapping[]>;
}

export interface EvaluationCoreOptions {
  /** The engine's evaluation; a test wraps it to give a figure the engine does not have yet. */
  evaluate?: typeof evaluateCompiled;
  maxPlans?: number;
  maxCompanies?: number;
  maxCities?: number;
}

/**
 * What an evaluation reads, per rule-set version: the compiled plan and the
 * company and city facts. Versions are immutable, so nothing cached here ever
 * goes stale; only "which version is current" changes, and the tracker knows
 * that without a query per request. Concurrent first requests share one load.
 */
export function createEvaluationCore(db: DbOrTx, tracker: VersionTracker, pairs: DecisionPairs, opts: EvaluationCoreOptions = {}) {
  const plans = new LruCache<number, Promise<VersionPlan>>(opts.maxPlans ?? 8);
  const companies = new LruCache<string, Promise<CompanyAtVersion | null>>(opts.maxCompanies ?? 20_000);
  const cities = new LruCache<string, Promise<CityFacts | null>>(opts.maxCities ?? 5_000);
  let newestPlan: number | null = null;
  const stats = { planBuilds: 0, planReuses: 0, planHits: 0, companyHits: 0, companyMisses: 0 };

  /** Kept only once it succeeded: a failed load is retried by the next caller. */
  function remember<K, V>(cache: LruCache<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
    const cached = cache.get(key);
    if (cached) return cached;
    const promise = load();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
    return promise;
  }

  async function buildPlan(version: number): Promise<VersionPlan> {
    // Imports of companies make versions often; the plan does not hold companies, so reuse the last one.
    const base = newestPlan;
    if (base !== null && base < version) {
      const previous = plans.get(base);
      if (previous && !(await tablesChangedBetween(db, base, version, PLAN_TABLES))) {
        stats.planReuses++;
        return previous;
      }
    }
    const { ruleSet, categoryNames } = await loadRuleSetAt(db, version);
    stats.planBuilds++;
    // Every pair the plan can answer for gets its storage number now, so storing a decision needs no lookup.
    await pairs.ensure(ruleSet.map((p) => ({ bankId: p.bank.id, productId: p.product.id })));
    return { compiledFrom: version, plan: compileRuleSet(ruleSet), categoryNames };
  }

  return {
    currentVersion: () => tracker.current(),

    plan(version: number): Promise<VersionPlan> {
      if (plans.get(version)) stats.planHits++;
      const promise = remember(plans, version, () => buildPlan(version));
      void promise.then(
        () => {
          if (newestPlan === null || version > newestPlan) newestPlan = version;
        },
        () => undefined,
      );
      return promise;
    },

    company(version: number, id: string): Promise<CompanyAtVersion | null> {
      const key = `${version}:${id}`;
      if (companies.get(key)) stats.companyHits++;
      else stats.companyMisses++;
      return remember(companies, key, async () => {
        const [company, mappings] = await Promise.all([findCompanyAt(db, version, id), loadCompanyMappingsAt(db, version, id)]);
        return company ? { company, mappings } : null;
      });
    },

    city(version: number, id: string): Promise<CityFacts | null> {
      return remember(cities, `${version}:${id}`, () => findCityAt(db, version, id));
    },

    /** An applicant against a plan of this core's. */
    evaluate: opts.evaluate ?? evaluateCompiled,

    stats: () => ({ ...stats, plans: plans.size, companies: companies.size }),
    /** The caches themselves, for hit and miss metrics. */
    caches: { plans, companies, cities },
  };
}

export type EvaluationCore = ReturnType<typeof createEvaluationCore>;
