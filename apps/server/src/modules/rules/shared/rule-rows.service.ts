import { RULE_MESSAGES } from '@lbo/contracts/rules';
import type { Database, DbOrTx } from '../../../db/client';
import { withRuleChange, type RuleChangeContext, type RuleChangeHooks } from '../../../db/rule-change';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { lockRules, touchRulesInfo, type Actor } from './audit.repository';
import { mapDbError } from './db-errors';
import { existingCategoryIds, findBankName, findProductName } from './pair.repository';
import { findConflicts, type Problem } from './rule-conflicts';
import { toDto, toValues, type GroupDef, type RuleDto, type RuleInput, type StoredRow } from './rule-group';
import { deleteRuleRow, findRuleRow, findRuleRows, insertRuleRow, listRuleRows, pageRuleRows, updateRuleRow } from './rule-rows.repository';
import { sameValue, validationError } from './validation';

export interface RulesCtx {
  db: Database;
  clock: Clock;
  /** What every rule-set change runs through (the app's hooks: test cases, this process's version). */
  changeHooks?: RuleChangeHooks;
}

/** The pair a change is recorded for; product is null for a bank-level rule saved outside a pair. */
interface Scope {
  bankId: string;
  productId: string | null;
}

type PathOf = (index: number) => (string | number)[];
const rowPath: PathOf = (index) => ['rules', index];
const bodyPath: PathOf = () => [];

/** 404 when the bank or the product (when given) is unknown. */
export async function assertPair(db: DbOrTx, bankId: string, productId: string | null | undefined): Promise<void> {
  if ((await findBankName(db, bankId)) === null) throw AppError.notFound('Bank');
  if (productId && (await findProductName(db, productId)) === null) throw AppError.notFound('Product');
}

/** Rows of the group's own scope: a pair, or a bank for bank-level groups. */
function ownScope(def: GroupDef, bankId: string, productId: string | null | undefined): Scope {
  return { bankId, productId: def.productColumn ? (productId ?? null) : null };
}

/** "FOIR rules saved for HDFC Bank · Personal Loan": the summary of the rule-set version a save makes. */
async function changeSummary(db: DbOrTx, def: GroupDef, what: string, bankId: string, productId: string | null): Promise<string> {
  const [bank, product] = await Promise.all([findBankName(db, bankId), productId ? findProductName(db, productId) : null]);
  const pair = [bank, product].filter(Boolean).join(' · ');
  return `${def.noun} ${what}${pair ? ` for ${pair}` : ''}`;
}

async function inTransaction<T>(
  ctx: RulesCtx,
  def: GroupDef,
  change: { actor: Actor; context: RuleChangeContext; what: string; bankId: string; productId: string | null },
  work: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  const summary = await changeSummary(ctx.db, def, change.what, change.bankId, change.productId);
  try {
    return await withRuleChange(ctx.db, { actorId: change.actor.id, summary }, change.context, work, ctx.changeHooks);
  } catch (error) {
    throw mapDbError(error, def.onePerPair ?? `This ${def.noun.toLowerCase()} already exists`);
  }
}

/**
 * Stamps the pair's rules-info row (bank-level rules: when a pair is given). What changed, by whom
 * and why is recorded by the version triggers in the versioned rows, the one record of rule edits.
 */
async function stampPair(tx: DbOrTx, audit: Scope, actor: Actor, at: Date) {
  if (audit.productId) await touchRulesInfo(tx, audit.bankId, audit.productId, actor, at);
}

async function categoryProblems(db: DbOrTx, def: GroupDef, rows: RuleInput[], pathOf: PathOf): Promise<Problem[]> {
  if (!def.hasCategory) return [];
  const wanted = rows.map((r) => r.category_id).filter((c): c is string => typeof c === 'string');
  const known = await existingCategoryIds(db, [...new Set(wanted)]);
  const problems: Problem[] = [];
  rows.forEach((row, i) => {
    if (typeof row.category_id === 'string' && !known.has(row.category_id)) {
      problems.push({ path: [...pathOf(i), 'category_id'], message: RULE_MESSAGES.categoryNotFound });
    }
  });
  return problems;
}

function clashProblems(def: GroupDef, stored: RuleDto[], rows: RuleInput[], pathOf: PathOf): Problem[] {
  return def.conflict ? findConflicts(def.conflict, stored, rows, pathOf) : [];
}

function unchanged(row: StoredRow, values: Record<string, unknown>): boolean {
  return Object.entries(values).every(([column, value]) => sameValue(row[column], value));
}

/* ---------- reads ---------- */

export async function listPairRules(ctx: RulesCtx, def: GroupDef, bankId: string, productId: string): Promise<RuleDto[]> {
  await assertPair(ctx.db, bankId, productId);
  const rows = await listRuleRows(ctx.db, def, bankId, def.productColumn ? productId : null);
  return rows.map((r) => toDto(def, r));
}

export async function pageRules(
  ctx: RulesCtx,
  def: GroupDef,
  q: { bank_id?: string; product_id?: string; page: number; limit: number },
): Promise<{ rows: RuleDto[]; total: number }> {
  const { rows, total } = await pageRuleRows(ctx.db, def, { bankId: q.bank_id, productId: q.product_id, page: q.page, limit: q.limit });
  return { rows: rows.map((r) => toDto(def, r)), total };
}

/* ---------- one row ---------- */

/**
 * Creates one row. `auditProductId` names the pair a bank-level rule was saved from. Every write
 * is made under the request's rule-change `context` (reason, confirmation, dry run).
 */
export async function createRule(
  ctx: RulesCtx,
  def: GroupDef,
  input: RuleInput,
  actor: Actor,
  context: RuleChangeContext,
  auditProductId?: string | null,
): Promise<RuleDto> {
  const bankId = input.bank_id as string;
  const scope = ownScope(def, bankId, input.product_id);
  const audit: Scope = { bankId, productId: scope.productId ?? auditProductId ?? null };
  await assertPair(ctx.db, bankId, audit.productId);
  const problems = await categoryProblems(ctx.db, def, [input], bodyPath);

  return inTransaction(ctx, def, { actor, context, what: 'added', ...audit }, async (tx) => {
    await lockRules(tx, `${def.group}:${scope.bankId}:${scope.productId ?? ''}`);
    const stored = (await listRuleRows(tx, def, scope.bankId, scope.productId)).map((r) => toDto(def, r));
    if (def.onePerPair && stored.length > 0) throw AppError.conflict(def.onePerPair);
    problems.push(...clashProblems(def, stored, [input], bodyPath));
    if (problems.length) throw validationError(problems);

    const at = ctx.clock.now();
    const row = await insertRuleRow(tx, def, {
      ...toValues(def, input),
      bank_id: bankId,
      ...(def.productColumn ? { product_id: scope.productId } : {}),
      created_at: at,
      updated_at: at,
    });
    await stampPair(tx, audit, actor, at);
    return toDto(def, row);
  });
}

export async function updateRule(
  ctx: RulesCtx,
  def: GroupDef,
  id: string,
  input: RuleInput,
  actor: Actor,
  context: RuleChangeContext,
  auditProductId?: string | null,
): Promise<RuleDto> {
  const current = await findRuleRow(ctx.db, def, id);
  if (!current) throw AppError.notFound(def.noun);
  const movesBank = input.bank_id !== undefined && input.bank_id !== current.bank_id;
  const movesProduct = def.productColumn !== null && input.product_id !== undefined && input.product_id !== current.product_id;
  if (movesBank || movesProduct) throw AppError.badRequest(RULE_MESSAGES.cannotMove);
  const scope = ownScope(def, current.bank_id, current.product_id);
  const audit: Scope = { bankId: scope.bankId, productId: scope.productId ?? auditProductId ?? null };
  if (!def.productColumn && auditProductId) await assertPair(ctx.db, scope.bankId, auditProductId);
  const problems = await categoryProblems(ctx.db, def, [input], bodyPath);

  return inTransaction(ctx, def, { actor, context, what: 'changed', ...audit }, async (tx) => {
    await lockRules(tx, `${def.group}:${scope.bankId}:${scope.productId ?? ''}`);
    const storedRows = await listRuleRows(tx, def, scope.bankId, scope.productId);
    const before = storedRows.find((r) => r.id === id);
    if (!before) throw AppError.notFound(def.noun);
    problems.push(
      ...clashProblems(
        def,
        storedRows.map((r) => toDto(def, r)),
        [{ ...input, id }],
        bodyPath,
      ),
    );
    if (problems.length) throw validationError(problems);

    const at = ctx.clock.now();
    const values = toValues(def, input);
    await stampPair(tx, audit, actor, at);
    if (unchanged(before, values)) return toDto(def, before);
    return toDto(def, await updateRuleRow(tx, def, id, { ...values, updated_at: at }));
  });
}

export async function deleteRule(
  ctx: RulesCtx,
  def: GroupDef,
  id: string,
  actor: Actor,
  context: RuleChangeContext,
  auditProductId?: string | null,
): Promise<RuleDto> {
  const current = await findRuleRow(ctx.db, def, id);
  if (!current) throw AppError.notFound(def.noun);
  const audit: Scope = { bankId: current.bank_id, productId: def.productColumn ? (current.product_id ?? null) : (auditProductId ?? null) };
  if (!def.productColumn && auditProductId) await assertPair(ctx.db, current.bank_id, auditProductId);

  return inTransaction(ctx, def, { actor, context, what: 'deleted', ...audit }, async (tx) => {
    const row = await findRuleRow(tx, def, id);
    if (!row) throw AppError.notFound(def.noun);
    await deleteRuleRow(tx, def, id);
    await stampPair(tx, audit, actor, ctx.clock.now());
    return toDto(def, row);
  });
}

/* ---------- many rows of one pair ---------- */

/**
 * The "create and update" calls: every row of the save in one transaction, rows with an id
 * updated and rows without created. Any problem in any row writes nothing and answers 400
 * listing every problem as `rules.<index>.<field>`.
 */
export async function saveRules(
  ctx: RulesCtx,
  def: GroupDef,
  pair: { bank_id: string; product_id: string },
  rows: RuleInput[],
  actor: Actor,
  context: RuleChangeContext,
): Promise<RuleDto[]> {
  await assertPair(ctx.db, pair.bank_id, pair.product_id);
  const problems: Problem[] = [];
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    if (row.bank_id !== undefined && row.bank_id !== pair.bank_id) problems.push({ path: ['rules', i, 'bank_id'], message: RULE_MESSAGES.ruleOfOtherPair });
    if (row.product_id !== undefined && row.product_id !== pair.product_id) {
      problems.push({ path: ['rules', i, 'product_id'], message: RULE_MESSAGES.ruleOfOtherPair });
    }
    if (row.id) {
      if (seen.has(row.id)) problems.push({ path: ['rules', i, 'id'], message: RULE_MESSAGES.duplicateRowId });
      seen.add(row.id);
    }
  });
  problems.push(...(await categoryProblems(ctx.db, def, rows, rowPath)));

  return inTransaction(ctx, def, { actor, context, what: 'saved', bankId: pair.bank_id, productId: pair.product_id }, async (tx) => {
    await lockRules(tx, `${def.group}:${pair.bank_id}:${pair.product_id}`);
    const storedRows = await listRuleRows(tx, def, pair.bank_id, pair.product_id);
    const byId = new Map(storedRows.map((r) => [r.id, r]));

    const foreignIds = [...seen].filter((id) => !byId.has(id));
    const elsewhere = new Set((await findRuleRows(tx, def, foreignIds)).map((r) => r.id));
    const unknown = foreignIds.find((id) => !elsewhere.has(id));
    if (unknown) throw AppError.notFound(def.noun);
    rows.forEach((row, i) => {
      if (row.id && elsewhere.has(row.id)) problems.push({ path: ['rules', i, 'id'], message: RULE_MESSAGES.ruleOfOtherPair });
    });
    problems.push(
      ...clashProblems(
        def,
        storedRows.map((r) => toDto(def, r)),
        rows,
        rowPath,
      ),
    );
    if (problems.length) throw validationError(problems);

    const at = ctx.clock.now();
    for (const [index, row] of rows.entries()) {
      const values = toValues(def, row);
      const before = row.id ? byId.get(row.id) : undefined;
      if (before) {
        if (!unchanged(before, values)) await updateRuleRow(tx, def, before.id, { ...values, updated_at: at });
      } else {
        // Rows are listed by creation time; a millisecond apart keeps the order they were saved in.
        const createdAt = new Date(at.getTime() + index);
        await insertRuleRow(tx, def, { ...values, bank_id: pair.bank_id, product_id: pair.product_id, created_at: createdAt, updated_at: at });
      }
    }
    await stampPair(tx, { bankId: pair.bank_id, productId: pair.product_id }, actor, at);
    return (await listRuleRows(tx, def, pair.bank_id, pair.product_id)).map((r) => toDto(def, r));
  });
}
