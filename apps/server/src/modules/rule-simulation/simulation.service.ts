import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SIMULATION_LIMITS,
  type ImpactKind,
  type SimulateRequest,
  type SimulationPairImpact,
  type SimulationResult,
  type SimulatedOutcome,
} from '@lbo/contracts/rule-simulation';
import type { LoanApplication } from '@lbo/contracts/loan-application';
import type { DbOrTx } from '../../db/client';
import { compileRuleSet, evaluateCompiled, type CompactEntry, type CompiledRuleSet } from '@lbo/eligibility';
import { assembleRuleSet, groupMappings, indiaDate, toCityFacts, toCompanyFacts, type RuleSet } from '../loan-application';
import { keyedRowsForKeys, PLAN_TABLES, rowsAt, type RowsByTable } from '../rule-versions';
import { dryRun, type WrittenRow } from './dry-run';
import { applicationsInWindow } from './simulation.repository';
import { timeSlices } from '../../lib/time-slices';

type Row = Record<string, unknown>;
const pairKey = (p: { bank: { id: string }; product: { id: string } }) => `${p.bank.id}:${p.product.id}`;

/** The version's rows with each change's writes laid over them, in order. */
export function applyWrites(base: RowsByTable, writes: readonly WrittenRow[][]): RowsByTable {
  const tables = new Map<string, Map<string, Row>>();
  for (const [table, rows] of base) tables.set(table, new Map(rows.map((r) => [r.id as string, r])));
  for (const change of writes) {
    // Every row the change touched leaves; the contents it left open come back (an update ends one and starts one).
    for (const w of change) tables.get(w.tbl)?.delete(w.rowId);
    for (const w of change) if (w.validTo === null) tables.get(w.tbl)?.set(w.rowId, w.data);
  }
  return new Map([...tables].map(([t, rows]) => [t, [...rows.values()]]));
}

/** Pairs whose rules differ between two rule sets, with both sides (null where a side has none). */
export function changedPairs(before: RuleSet, after: RuleSet) {
  const b = new Map(before.map((p) => [pairKey(p), p]));
  const a = new Map(after.map((p) => [pairKey(p), p]));
  const keys = new Set([...b.keys(), ...a.keys()]);
  return [...keys]
    .filter((k) => JSON.stringify(b.get(k) ?? null) !== JSON.stringify(a.get(k) ?? null))
    .map((k) => ({ key: k, before: b.get(k) ?? null, after: a.get(k) ?? null }));
}

const median = (values: number[]) => {
  if (values.length === 0) return 0;
  // A typed array sorts numbers natively, without a comparator call per comparison.
  const sorted = Float64Array.from(values).sort();
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

/** The rules a change applies to and the rows it writes: what a preview and a proposal's impact start from. */
export interface ChangeScenario {
  /** The rule-set version the change is laid over. */
  version: number;
  base: RowsByTable;
  writes: readonly WrittenRow[][];
}

/** Before and after plans of the changed pairs. */
interface Plans {
  before: CompiledRuleSet;
  after: CompiledRuleSet;
}

const CHARGES_TABLE = 'charges_rules';

/**
 * Plans whose charges are those of an older version: a stored decision's price is compared with
 * the charges it was made with, not today's (the change's own writes still lie over them). Null
 * when that version's charges of the changed pairs are today's: the common plans serve.
 */
function chargesPlansAt(db: DbOrTx, scenario: ChangeScenario, changed: ReturnType<typeof changedPairs>) {
  const keys = new Set(changed.map((c) => c.key));
  const onlyChanged = (set: RuleSet) => set.filter((p) => keys.has(pairKey(p)));
  const chargesOf = (set: RuleSet) => JSON.stringify(onlyChanged(set).map((p) => [pairKey(p), p.charges ?? []]));
  const todays = chargesOf(changed.flatMap((c) => (c.before ? [c.before] : [])));
  const cache = new Map<number, Promise<Plans | null>>();
  return (version: number): Promise<Plans | null> => {
    let plans = cache.get(version);
    if (!plans) {
      plans = (async () => {
        const rows = new Map(scenario.base);
        rows.set(CHARGES_TABLE, (await rowsAt(db, version, [CHARGES_TABLE])).get(CHARGES_TABLE) ?? []);
        const before = onlyChanged(assembleRuleSet(rows).ruleSet);
        if (chargesOf(before) === todays) return null;
        return { before: compileRuleSet(before), after: compileRuleSet(onlyChanged(assembleRuleSet(applyWrites(rows, scenario.writes)).ruleSet)) };
      })();
      cache.set(version, plans);
    }
    return plans;
  };
}

/** Runs the save calls as dry runs and lays what they would write over the current version's rows. */
async function scenarioOf(app: FastifyInstance, request: FastifyRequest, body: SimulateRequest): Promise<ChangeScenario> {
  const writes: WrittenRow[][] = [];
  for (const [index, change] of body.changes.entries()) writes.push(await dryRun(app, request, change, index));
  const version = await app.ruleVersions.current();
  return { version, base: await rowsAt(app.db, version, PLAN_TABLES), writes };
}

/** The impact of a change laid over its version's rows, on the stored applications of `window`. */
export async function impactOfScenario(db: DbOrTx, scenario: ChangeScenario, window: NonNullable<SimulateRequest['window']>, started = performance.now()) {
  const before = assembleRuleSet(scenario.base);
  const after = assembleRuleSet(applyWrites(scenario.base, scenario.writes));
  const changed = changedPairs(before.ruleSet, after.ruleSet);
  return impactOn(db, scenario.version, changed, window, started, chargesPlansAt(db, scenario, changed));
}

/**
 * Evaluates the stored applications of a window against the rule set as it is
 * and as it would be after the changes. Only the pairs the changes touch are
 * evaluated: every other pair gives the same answer on both sides.
 */
export async function simulate(app: FastifyInstance, request: FastifyRequest, body: SimulateRequest): Promise<SimulationResult> {
  const started = performance.now();
  return impactOfScenario(app.db, await scenarioOf(app, request, body), body.window ?? {}, started);
}

const NONE: SimulatedOutcome = Object.freeze({
  status: 'NOT_ELIGIBLE',
  amount: 0,
  interestRate: null,
  estimatedEMI: 0,
  apr: null,
  upfrontCharges: null,
  totalInterest: null,
});

const outcomeOf = (e: CompactEntry): SimulatedOutcome => ({
  status: e.eligibilityStatus,
  amount: e.loanAmountDetails.eligibleAmount,
  interestRate: e.loanAmountDetails.interestRate,
  estimatedEMI: e.loanAmountDetails.estimatedEMI,
  apr: e.apr,
  upfrontCharges: e.upfrontCharges,
  totalInterest: e.totalInterest,
});

/** How a pair's outcome changes, or null when it does not; a price change counts only on an offer kept at the same amount. */
function kindOf(b: CompactEntry | undefined, a: CompactEntry | undefined): ImpactKind | null {
  const eligibleBefore = b?.eligibilityStatus === 'ELIGIBLE';
  if (eligibleBefore !== (a?.eligibilityStatus === 'ELIGIBLE')) return 'flip';
  if (!eligibleBefore) return null;
  const was = b!.loanAmountDetails;
  const will = a!.loanAmountDetails;
  if (was.eligibleAmount !== will.eligibleAmount) return 'amount';
  const repriced =
    was.interestRate !== will.interestRate ||
    was.estimatedEMI !== will.estimatedEMI ||
    b!.apr !== a!.apr ||
    b!.upfrontCharges !== a!.upfrontCharges ||
    b!.totalInterest !== a!.totalInterest;
  return repriced ? 'price' : null;
}

/** The index of each changed pair by bank and product id: entries are placed without building a key string each. */
function slotsOf(changed: ReturnType<typeof changedPairs>) {
  const slots = new Map<string, Map<string, number>>();
  for (const [i, c] of changed.entries()) {
    const pair = (c.after ?? c.before)!;
    let products = slots.get(pair.bank.id);
    if (!products) slots.set(pair.bank.id, (products = new Map()));
    products.set(pair.product.id, i);
  }
  return (into: (CompactEntry | undefined)[], entries: readonly CompactEntry[]) => {
    into.fill(undefined);
    for (const e of entries) {
      const i = slots.get(e.bankId)?.get(e.productId);
      if (i !== undefined) into[i] = e;
    }
    return into;
  };
}

/**
 * What changing `changed` pairs does to the stored applications of the window, evaluated at
 * today's date. `chargesPlans` gives plans for decisions made under another version whose charges
 * differed (each decision's price is compared under its own charges); without it, today's serve.
 */
export async function impactOn(
  db: DbOrTx,
  version: number,
  changed: ReturnType<typeof changedPairs>,
  window: NonNullable<SimulateRequest['window']>,
  started = performance.now(),
  chargesPlans?: (version: number) => Promise<Plans | null>,
): Promise<SimulationResult> {
  // Other users' requests are answered between slices of the preview (up to 10,000 applications),
  // and between its two compilations (tens of ms each at 200 pairs).
  const slices = timeSlices();
  const before = compileRuleSet(changed.flatMap((c) => (c.before ? [c.before] : [])));
  await slices.yield();
  const todays: Plans = { before, after: compileRuleSet(changed.flatMap((c) => (c.after ? [c.after] : []))) };
  await slices.yield();

  const last = window.last ?? SIMULATION_LIMITS.defaultLast;
  const days = window.days ?? null;
  const now = new Date();
  const since = days ? new Date(now.getTime() - days * 86_400_000) : null;
  const apps = changed.length > 0 ? await applicationsInWindow(db, last, since, slices.yield) : [];

  const inputs = apps.map((a) => a.input as LoanApplication);
  const companyIds = [...new Set(inputs.map((i) => i.companyId).filter(Boolean))];
  const cityIds = [...new Set(inputs.map((i) => i.cityId).filter(Boolean))];
  const [companies, cities, mappings] = await Promise.all([
    keyedRowsForKeys(db, version, 'companies', companyIds),
    keyedRowsForKeys(db, version, 'cities', cityIds),
    keyedRowsForKeys(db, version, 'bank_company_categories', companyIds),
  ]);
  // Each decision's own charges: the plans of every other version it was made under, once each.
  const plansByVersion = new Map<number, Plans>();
  if (chargesPlans) {
    for (const v of new Set(apps.map((a) => a.ruleVersion))) {
      if (v === null || v === version) continue;
      const plans = await chargesPlans(v);
      if (plans) plansByVersion.set(v, plans);
    }
  }

  const today = indiaDate(now);
  const names = new Map(changed.map((c) => [c.key, (c.after ?? c.before)!]));
  const perPair = new Map<string, SimulationPairImpact>();
  for (const { key } of changed) {
    const pair = names.get(key)!;
    perPair.set(key, {
      bankId: pair.bank.id,
      productId: pair.product.id,
      bankName: pair.bank.name,
      productName: pair.product.name,
      eligibleToNot: 0,
      notToEligible: 0,
      amountChanged: 0,
      repriced: 0,
      totalInterestChange: 0,
      totalAmountBefore: 0,
      totalAmountAfter: 0,
    });
  }
  const affected: SimulationResult['affected'] = [];
  let eligibleToNot = 0;
  let notToEligible = 0;
  let amountChanged = 0;
  let repriced = 0;
  let totalInterestChange = 0;
  let affectedTotal = 0;
  const amountsBefore: number[] = [];
  const amountsAfter: number[] = [];
  let evaluated = 0;

  // One facts object per company and city: the engine keeps a company's view while its mappings are the same object.
  const companyFacts = new Map<string, { company: ReturnType<typeof toCompanyFacts>; mappings: ReturnType<typeof groupMappings> } | null>();
  const factsOf = (companyId: string) => {
    let facts = companyFacts.get(companyId);
    if (facts === undefined) {
      const row = companies.get(companyId)?.[0];
      facts = row ? { company: toCompanyFacts(row), mappings: groupMappings(mappings.get(companyId) ?? []) } : null;
      companyFacts.set(companyId, facts);
    }
    return facts;
  };
  const cityFacts = new Map([...cities].map(([id, rows]) => [id, rows[0] ? toCityFacts(rows[0]) : null]));

  const place = slotsOf(changed);
  const impacts = changed.map((c) => perPair.get(c.key)!);
  const was = new Array<CompactEntry | undefined>(changed.length);
  const will = new Array<CompactEntry | undefined>(changed.length);
  for (const [index, stored] of apps.entries()) {
    if (slices.spent()) await slices.yield();
    const input = inputs[index]!;
    // An erased applicant's input keeps no employer or city (ADR 0041): it cannot be evaluated again.
    if (!input.companyId || !input.cityId) continue;
    const company = factsOf(input.companyId);
    const city = cityFacts.get(input.cityId);
    if (!company || !city) continue;
    evaluated++;
    const planInput = { applicant: input, evaluationDate: today, company: company.company, city, mappings: company.mappings };
    const plans = (stored.ruleVersion !== null && plansByVersion.get(stored.ruleVersion)) || todays;
    place(was, evaluateCompiled(plans.before, planInput).eligibleBanks);
    place(will, evaluateCompiled(plans.after, planInput).eligibleBanks);
    for (let i = 0; i < changed.length; i++) {
      const wasEntry = was[i];
      const willEntry = will[i];
      const eligibleBefore = wasEntry?.eligibilityStatus === 'ELIGIBLE';
      const eligibleAfter = willEntry?.eligibilityStatus === 'ELIGIBLE';
      const amountBefore = eligibleBefore ? wasEntry!.loanAmountDetails.eligibleAmount : 0;
      const amountAfter = eligibleAfter ? willEntry!.loanAmountDetails.eligibleAmount : 0;
      if (eligibleBefore) amountsBefore.push(amountBefore);
      if (eligibleAfter) amountsAfter.push(amountAfter);
      const impact = impacts[i]!;
      impact.totalAmountBefore += amountBefore;
      impact.totalAmountAfter += amountAfter;
      const interest = ((eligibleAfter && willEntry!.totalInterest) || 0) - ((eligibleBefore && wasEntry!.totalInterest) || 0);
      impact.totalInterestChange += interest;
      totalInterestChange += interest;
      const kind = kindOf(wasEntry, willEntry);
      if (kind === null) continue;
      if (kind === 'flip' && eligibleBefore) {
        eligibleToNot++;
        impact.eligibleToNot++;
      } else if (kind === 'flip') {
        notToEligible++;
        impact.notToEligible++;
      } else if (kind === 'amount') {
        amountChanged++;
        impact.amountChanged++;
      } else {
        repriced++;
        impact.repriced++;
      }
      affectedTotal++;
      if (affected.length < SIMULATION_LIMITS.maxAffectedRows) {
        const pair = names.get(changed[i]!.key)!;
        affected.push({
          row: affected.length + 1,
          kind,
          applicationId: stored.id,
          applicant: stored.userName,
          evaluatedAt: stored.createdAt.toISOString(),
          bankId: pair.bank.id,
          productId: pair.product.id,
          before: wasEntry ? outcomeOf(wasEntry) : NONE,
          after: willEntry ? outcomeOf(willEntry) : NONE,
        });
      }
    }
  }

  const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
  const rupees = (value: number) => Math.round(value * 100) / 100;
  return {
    applications: evaluated,
    window: { last, days, from: apps.at(-1)?.createdAt.toISOString() ?? null, to: apps[0]?.createdAt.toISOString() ?? null },
    pairsChanged: changed.length,
    eligibleToNot,
    notToEligible,
    amountChanged,
    repriced,
    totalInterestChange: rupees(totalInterestChange),
    amountChange: { totalBefore: sum(amountsBefore), totalAfter: sum(amountsAfter), medianBefore: median(amountsBefore), medianAfter: median(amountsAfter) },
    perPair: [...perPair.values()].map((p) => ({ ...p, totalInterestChange: rupees(p.totalInterestChange) })),
    affected,
    affectedTotal,
    elapsedMs: Math.round(performance.now() - started),
  };
}
