import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkRuleSet } from '@lbo/eligibility';
import type { RuleChecksAnswer } from '@lbo/contracts/rule-checks';
import type { SimulateRequest } from '@lbo/contracts/rule-simulation';
import { assembleRuleSet, indiaDate, type RuleSet } from '../loan-application';
import { applyWrites, dryRun, type WrittenRow } from '../rule-simulation';
import { PLAN_TABLES, rowsAt } from '../rule-versions';

const noMappings = (ruleSet: RuleSet) => ruleSet.map((p) => ({ ...p, mappings: [] }));

/** Warnings about the current rules, of one bank, product or pair when asked. */
export async function checkCurrentRules(app: FastifyInstance, filter: { bank_id?: string; product_id?: string }, now: Date): Promise<RuleChecksAnswer> {
  const version = await app.ruleVersions.current();
  const { ruleSet, categoryNames } = assembleRuleSet(await rowsAt(app.db, version, PLAN_TABLES));
  const pairs = ruleSet.filter((p) => (!filter.bank_id || p.bank.id === filter.bank_id) && (!filter.product_id || p.product.id === filter.product_id));
  return { findings: checkRuleSet(noMappings(pairs), indiaDate(now), categoryNames), pairsChecked: pairs.length, version };
}

/**
 * Warnings about the rules as they would be after unsaved changes (each run
 * as a dry run of its real save call), for the pairs the changes touch.
 */
export async function checkProposedRules(
  app: FastifyInstance,
  request: FastifyRequest,
  body: Pick<SimulateRequest, 'changes'>,
  now: Date,
): Promise<RuleChecksAnswer> {
  const writes: WrittenRow[][] = [];
  for (const [index, change] of body.changes.entries()) writes.push(await dryRun(app, request, change, index));
  const version = await app.ruleVersions.current();
  const after = assembleRuleSet(applyWrites(await rowsAt(app.db, version, PLAN_TABLES), writes));
  const touched = new Set(writes.flat().map((w) => `${w.data.bank_id ?? ''}:${w.data.product_id ?? ''}`));
  const pairs = after.ruleSet.filter((p) => touched.has(`${p.bank.id}:${p.product.id}`) || touched.has(`${p.bank.id}:`));
  return { findings: checkRuleSet(noMappings(pairs), indiaDate(now), after.categoryNames), pairsChecked: pairs.length, version };
}
