import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkRuleSet } from '@lbo/eligibility';
import { KFS_FACT_LABELS } from '@lbo/contracts/kfs';
import type { RuleCheckFinding, RuleChecksAnswer } from '@lbo/contracts/rule-checks';
import type { SimulateRequest } from '@lbo/contracts/rule-simulation';
import { assembleRuleSet, indiaDate, type RuleSet } from '../loan-application';
import { missingKfsFacts } from '../kfs';
import { applyWrites, dryRun, type WrittenRow } from '../rule-simulation';
import { PLAN_TABLES, rowsAt } from '../rule-versions';

const noMappings = (ruleSet: RuleSet) => ruleSet.map((p) => ({ ...p, mappings: [] }));

/**
 * One finding per active lender of `pairs` whose Key Fact Statements would lack Part 2 facts
 * (grievance officer, recovery agents): a bank's, not a pair's, so it names no product, and its
 * group is `banks` (the web links it to the bank's form).
 */
function kfsFactFindings(pairs: RuleSet, banks: readonly Record<string, unknown>[]): RuleCheckFinding[] {
  const lenders = new Map(pairs.filter((p) => p.bank.is_active !== false).map((p) => [p.bank.id, p.bank.name]));
  return banks.flatMap((bank) => {
    const name = lenders.get(bank.id as string);
    const missing = missingKfsFacts(bank);
    if (name === undefined || missing.length === 0) return [];
    return [
      {
        kind: 'kfs-facts-missing' as const,
        group: 'banks',
        bankId: bank.id as string,
        productId: '',
        bankName: name,
        productName: '',
        rowIds: [bank.id as string],
        message: `${name}: its Key Fact Statements lack ${missing.map((f) => KFS_FACT_LABELS[f]).join(', ')}; they say "as named in the loan agreement" instead`,
      },
    ];
  });
}

/** Warnings about the current rules, of one bank, product or pair when asked; and lenders whose statements lack facts. */
export async function checkCurrentRules(app: FastifyInstance, filter: { bank_id?: string; product_id?: string }, now: Date): Promise<RuleChecksAnswer> {
  const version = await app.ruleVersions.current();
  const rows = await rowsAt(app.db, version, PLAN_TABLES);
  const { ruleSet, categoryNames } = assembleRuleSet(rows);
  const pairs = ruleSet.filter((p) => (!filter.bank_id || p.bank.id === filter.bank_id) && (!filter.product_id || p.product.id === filter.product_id));
  const findings = [...checkRuleSet(noMappings(pairs), indiaDate(now), categoryNames), ...kfsFactFindings(pairs, rows.get('banks') ?? [])];
  return { findings, pairsChecked: pairs.length, version };
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
