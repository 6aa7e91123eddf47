import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SIMULATION_LIMITS,
  type SimulateRequest,
  type SimulationPairImpact,
  type SimulationResult,
  type SimulatedOutcome,
} from '@lbo/contracts/rule-simulation';
import type { LoanApplication } from '@lbo/contracts/loan-application';
import type { DbOrTx } from '../../db/client';
import { compileRuleSet, evaluateCompiled } from '@lbo/eligibility';
import { assembleRuleSet, groupMappings, indiaDate, toCityFacts, toCompanyFacts, type RuleSet } from '../loan-application';
import { keyedRowsForKeys, PLAN_TABLES, rowsAt, type RowsByTable } from '../rule-versions';
import { dryRun, type WrittenRow } from './dry-run';
import { applicationsInWindow } from './simulation.repository';

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
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

/**
 * Evaluates the stored applications of a window against the rule set as it is
 * and as it would be after the changes. Only the pairs the changes touch are
 * evaluated: every other pair gives the same answer on both sides.
 */
export async function simulate(app: FastifyInstance, request: FastifyRequest, body: SimulateRequest): Promise<SimulationResult> {
  const started = performance.now();
  const writes: WrittenRow[][] = [];
  for (const [index, change] of body.changes.entries()) writes.push(await dryRun(app, request, change, index));

  const version = await app.ruleVersions.current();
  const base = await rowsAt(app.db, version, PLAN_TABLES);
  const before = assembleRuleSet(base);
  const after = assembleRuleSet(applyWrites(base, writes));
  return impactOn(app.db, version, changedPairs(before.ruleSet, after.ruleSet), body.window ?? {}, started);
}

/** What changing `changed` pairs does to the stored applications of the window, evaluated at today's date. */
export async function impactOn(
  db: DbOrTx,
  version: number,
  changed: ReturnType<typeof changedPairs>,
  window: NonNullable<SimulateRequest['window']>,
  started = performance.now(),
): Promise<SimulationResult> {
  const beforePlan = compileRuleSet(changed.flatMap((c) => (c.before ? [c.before] : [])));
  const afterPlan = compileRuleSet(changed.flatMap((c) => (c.after ? [c.after] : [])));

  const last = window.last ?? SIMULATION_LIMITS.defaultLast;
  const days = window.days ?? null;
  const now = new Date();
  const since = days ? new Date(now.getTime() - days * 86_400_000) : null;
  const apps = changed.length > 0 ? await applicationsInWindow(db, last, since) : [];

  const inputs = apps.map((a) => a.input as LoanApplication);
  const companyIds = [...new Set(inputs.map((i) => i.companyId).filter(Boolean))];
  const cityIds = [...new Set(inputs.map((i) => i.cityId).filter(Boolean))];
  const [companies, cities, mappings] = await Promise.all([
    keyedRowsForKeys(db, version, 'companies', companyIds),
    keyedRowsForKeys(db, version, 'cities', cityIds),
    keyedRowsForKeys(db, version, 'bank_company_categories', companyIds),
  ]);

  const today = indiaDate(now);
  const names = new Map(changed.map((c) => [c.key, (c.after ?? c.before)!]));
  const perPair = new Map<string, SimulationPairImpact>();
  const affected: SimulationResult['affected'] = [];
  let eligibleToNot = 0;
  let notToEligible = 0;
  let affectedTotal = 0;
  const amountsBefore: number[] = [];
  const amountsAfter: number[] = [];
  let evaluated = 0;

  for (const [index, stored] of apps.entries()) {
    const input = inputs[index]!;
    // An erased applicant's input keeps no employer or city (ADR 0041): it cannot be evaluated again.
    if (!input.companyId || !input.cityId) continue;
    const companyRow = companies.get(input.companyId)?.[0];
    const cityRow = cities.get(input.cityId)?.[0];
    if (!companyRow || !cityRow) continue;
    evaluated++;
    const planInput = {
      applicant: input,
      evaluationDate: today,
      company: toCompanyFacts(companyRow),
      city: toCityFacts(cityRow),
      mappings: groupMappings(mappings.get(input.companyId) ?? []),
    };
    const outcome = (entries: ReturnType<typeof evaluateCompiled>['eligibleBanks']) =>
      new Map(
        entries.map((e) => [
          `${e.bankId}:${e.productId}`,
          { status: e.eligibilityStatus, amount: e.loanAmountDetails.eligibleAmount } satisfies SimulatedOutcome,
        ]),
      );
    const was = outcome(evaluateCompiled(beforePlan, planInput).eligibleBanks);
    const will = outcome(evaluateCompiled(afterPlan, planInput).eligibleBanks);
    for (const { key } of changed) {
      const b = was.get(key) ?? { status: 'NOT_ELIGIBLE' as const, amount: 0 };
      const a = will.get(key) ?? { status: 'NOT_ELIGIBLE' as const, amount: 0 };
      if (b.status === 'ELIGIBLE') amountsBefore.push(b.amount);
      if (a.status === 'ELIGIBLE') amountsAfter.push(a.amount);
      const pair = names.get(key)!;
      let impact = perPair.get(key);
      if (!impact) {
        impact = {
          bankId: pair.bank.id,
          productId: pair.product.id,
          bankName: pair.bank.name,
          productName: pair.product.name,
          eligibleToNot: 0,
          notToEligible: 0,
          totalAmountBefore: 0,
          totalAmountAfter: 0,
        };
        perPair.set(key, impact);
      }
      impact.totalAmountBefore += b.amount;
      impact.totalAmountAfter += a.amount;
      if (b.status === a.status && b.amount === a.amount) continue;
      if (b.status === 'ELIGIBLE' && a.status !== 'ELIGIBLE') {
        eligibleToNot++;
        impact.eligibleToNot++;
      } else if (b.status !== 'ELIGIBLE' && a.status === 'ELIGIBLE') {
        notToEligible++;
        impact.notToEligible++;
      }
      affectedTotal++;
      if (affected.length < SIMULATION_LIMITS.maxAffectedRows) {
        affected.push({
          applicationId: stored.id,
          applicant: stored.userName,
          evaluatedAt: stored.createdAt.toISOString(),
          bankId: pair.bank.id,
          productId: pair.product.id,
          before: b,
          after: a,
        });
      }
    }
  }

  const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
  return {
    applications: evaluated,
    window: { last, days, from: apps.at(-1)?.createdAt.toISOString() ?? null, to: apps[0]?.createdAt.toISOString() ?? null },
    pairsChanged: changed.length,
    eligibleToNot,
    notToEligible,
    amountChange: { totalBefore: sum(amountsBefore), totalAfter: sum(amountsAfter), medianBefore: median(amountsBefore), medianAfter: median(amountsAfter) },
    perPair: [...perPair.values()],
    affected,
    affectedTotal,
    elapsedMs: Math.round(performance.now() - started),
  };
}
