import { getTableName } from 'drizzle-orm';
import { fieldOf } from '@lbo/contracts/rule-groups';
import type { DbOrTx } from '../../../db/client';
import type { RuleChangeContext } from '../../../db/rule-change';
import { AppError } from '../../../lib/app-error';
import { proposeIfRequired, type ChangeActor, type ChangeApplier, type ProposalPayload } from '../../rule-changes';
import { changedFields, previewChange, type RowSides } from '../../rule-versions';
import type { Actor } from './audit.repository';
import { findBankName, findProductName } from './pair.repository';
import { toDto, type GroupDef, type RuleDto, type RuleInput } from './rule-group';
import { findRuleRow, listRuleRows } from './rule-rows.repository';
import { createRule, deleteRule, saveRules, updateRule, type RulesCtx } from './rule-rows.service';

/** One rule call as a proposal stores it and an approval makes it. */
export type RuleOp =
  | { op: 'save'; pair: { bank_id: string; product_id: string }; rows: RuleInput[] }
  | { op: 'create'; input: RuleInput; auditProductId?: string | null }
  | { op: 'update'; id: string; input: RuleInput; auditProductId?: string | null }
  | { op: 'delete'; id: string; auditProductId?: string | null };

export const applierKey = (def: GroupDef) => `rules:${def.group}`;

/** Makes the call, as the rule routes do, under the request's rule-change `context`. */
export function runRuleOp(ctx: RulesCtx, def: GroupDef, op: RuleOp, actor: Actor, context: RuleChangeContext): Promise<RuleDto | RuleDto[]> {
  switch (op.op) {
    case 'save':
      return saveRules(ctx, def, op.pair, op.rows, actor, context);
    case 'create':
      return createRule(ctx, def, op.input, actor, context, op.auditProductId);
    case 'update':
      return updateRule(ctx, def, op.id, op.input, actor, context, op.auditProductId);
    case 'delete':
      return deleteRule(ctx, def, op.id, actor, context, op.auditProductId);
  }
}

/** The rows a call can change (a pair's, or a bank's for bank-level groups), and the pair it is recorded for. */
async function scopeOf(db: DbOrTx, def: GroupDef, op: RuleOp) {
  if (op.op === 'save') return { bankId: op.pair.bank_id, productId: op.pair.product_id, ownProduct: op.pair.product_id };
  if (op.op === 'create') {
    const product = (op.input.product_id as string | undefined) ?? null;
    return { bankId: op.input.bank_id as string, productId: product ?? op.auditProductId ?? null, ownProduct: product };
  }
  const row = await findRuleRow(db, def, op.id);
  if (!row) throw AppError.notFound(def.noun);
  const product = (row.product_id as string | undefined) ?? null;
  return { bankId: row.bank_id, productId: product ?? op.auditProductId ?? null, ownProduct: product };
}

async function snapshot(db: DbOrTx, def: GroupDef, op: RuleOp): Promise<RuleDto[]> {
  const scope = await scopeOf(db, def, op).catch(() => null);
  if (!scope) return [];
  return (await listRuleRows(db, def, scope.bankId, def.productColumn ? scope.ownProduct : null)).map((r) => toDto(def, r));
}

/** Rows added, removed and changed (by id) between the proposal's base and now. */
function changedSince(base: unknown, now: unknown) {
  const before = new Map((base as RuleDto[]).map((r) => [r.id, JSON.stringify(r)]));
  const after = new Map((now as RuleDto[]).map((r) => [r.id, JSON.stringify(r)]));
  return {
    added: [...after.keys()].filter((id) => !before.has(id)),
    removed: [...before.keys()].filter((id) => !after.has(id)),
    changed: [...after.keys()].filter((id) => before.has(id) && before.get(id) !== after.get(id)),
  };
}

const BOOKKEEPING = new Set(['id', 'bank_id', 'product_id', 'category_id', 'created_at', 'updated_at']);

/** "FOIR % 70 → 60" for a change; "FOIR % 60, Min Salary 0" for a row added or removed. */
function describeRow(def: GroupDef, side: RowSides): string {
  const columnToField = new Map(Object.entries(def.fields).map(([field, column]) => [column, field]));
  const label = (column: string) => fieldOf(def.definition, columnToField.get(column) ?? column).label;
  const show = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));
  if (side.before && side.after) {
    const fields = changedFields(side.before, side.after).filter((f) => !BOOKKEEPING.has(f.field));
    return fields.map((f) => `${label(f.field)} ${show(f.before)} → ${show(f.after)}`).join(', ') || 'no visible change';
  }
  const row = (side.after ?? side.before)!;
  const values = Object.entries(row)
    .filter(([column, value]) => !BOOKKEEPING.has(column) && value !== null && column !== 'is_active')
    .slice(0, 4)
    .map(([column, value]) => `${label(column)} ${show(value)}`);
  return `${side.after ? 'added' : 'removed'} (${values.join(', ')})`;
}

async function summaryOf(db: DbOrTx, def: GroupDef, scope: { bankId: string; productId: string | null }, sides: RowSides[]): Promise<string> {
  const [bank, product] = await Promise.all([findBankName(db, scope.bankId), scope.productId ? findProductName(db, scope.productId) : null]);
  const where = [def.definition.texts.title, bank, product].filter(Boolean).join(' · ');
  const what = sides.length === 0 ? 'no rows change' : sides.map((s) => describeRow(def, s)).join('; ');
  return `${where}: ${what}`.slice(0, 1000);
}

/**
 * With approvals on, stores the call as a proposal (after a dry run of it: the same checks as
 * the real call, so a bad change is refused now, not at approval) and answers its id; otherwise null.
 */
export async function proposeRuleOp(ctx: RulesCtx, def: GroupDef, op: RuleOp, actor: Actor, context: RuleChangeContext) {
  return proposeIfRequired(
    ctx.db,
    actor,
    context,
    async () => {
      const sides = await previewChange([getTableName(def.table)], context, (dryRun) => runRuleOp(ctx, def, op, actor, dryRun));
      const scope = await scopeOf(ctx.db, def, op);
      return {
        kind: op.op === 'delete' ? 'delete' : 'save',
        group: def.group,
        bankId: scope.bankId,
        productId: scope.productId,
        payload: { applier: applierKey(def), ...op },
        base: await snapshot(ctx.db, def, op),
        summary: await summaryOf(ctx.db, def, scope, sides),
      };
    },
    ctx.changeHooks,
  );
}

/** How an approval checks and applies a group's proposals. */
export function ruleApplier(ctx: RulesCtx, def: GroupDef): ChangeApplier {
  const opOf = (payload: ProposalPayload) => payload as unknown as RuleOp;
  return {
    snapshot: (db: DbOrTx, payload: ProposalPayload) => snapshot(db, def, opOf(payload)),
    changedSince,
    apply: async (payload: ProposalPayload, actor: ChangeActor, context: RuleChangeContext) => {
      await runRuleOp(ctx, def, opOf(payload), actor, context);
    },
  };
}
