import type { AccessMap } from '@lbo/contracts/permissions';
import { can } from '@lbo/contracts/permissions';
import { MASTER_DATA_RULE_MESSAGES } from '@lbo/contracts/rule-changes';
import type { Database, DbOrTx } from '../../../db/client';
import { withRuleChange, type RuleChangeContext, type RuleChangeHooks, type RuleChangeStamp } from '../../../db/rule-change';
import { AppError } from '../../../lib/app-error';
import { proposeIfRequired, type ChangeActor, type ChangeApplier, type ProposalPayload } from '../../rule-changes';
import type { AnyResource } from './resource';
import { deleteResource, updateResource } from './resource.service';
import { dependsOnNothing, describeDependents, describeGuardedWrite, isGuarded, rulesDependingOn, type DependentRules, type GuardedAction } from './rule-guard';

export const MASTER_DATA_APPLIER = 'master-data';

/** What a guarded write is: the call as it would apply (a delete, or an update that switches the row off). */
interface GuardedCall {
  action: GuardedAction;
  id: string;
  /** The update's body, for `deactivate`. */
  patch?: Record<string, unknown>;
}

const nameOf = (row: unknown) => String((row as { name?: unknown } | null)?.name ?? '');

async function snapshotOf(def: AnyResource, db: DbOrTx, id: string) {
  const row = await def.repo.find(db, id);
  const dependents = def.table && isGuarded(def.table) ? await rulesDependingOn(db, def.table, id) : null;
  return { row: row ? (def.toDto(row) as Record<string, unknown>) : null, dependents };
}

/**
 * Whether a delete or update of `def`'s row takes rules with it, and if so how it goes on: as a
 * proposal (202) while approvals are on; otherwise with the stamp its version carries (kind
 * `master-data`, what went in words), once the caller's Business Rules delete is checked (403
 * naming it). null: the write touches no rule and is made as any master-data write.
 */
export async function guardWrite(
  db: Database,
  hooks: RuleChangeHooks,
  def: AnyResource,
  call: GuardedCall,
  actor: ChangeActor & { access: AccessMap },
  context: RuleChangeContext,
): Promise<{ proposal: { id: string; state: 'pending' } } | { stamp: Pick<RuleChangeStamp, 'summary' | 'kind'> } | null> {
  if (!def.table || !isGuarded(def.table)) return null;
  if (call.action === 'deactivate' && !(def.table === 'banks' || def.table === 'products')) return null;
  const snapshot = await snapshotOf(def, db, call.id);
  // A missing row is the write's own 404; an inactive one switched off again withdraws nothing.
  if (!snapshot.row || !snapshot.dependents || dependsOnNothing(snapshot.dependents)) return null;
  if (call.action === 'deactivate' && snapshot.row.is_active === false) return null;
  const summary = describeGuardedWrite(def.entity, nameOf(snapshot.row), call.action, snapshot.dependents);

  const proposal = await proposeIfRequired(
    db,
    actor,
    context,
    async () => ({
      kind: 'master-data',
      group: null,
      bankId: def.table === 'banks' ? call.id : null,
      productId: def.table === 'products' ? call.id : null,
      payload: { applier: MASTER_DATA_APPLIER, table: def.table, ...call },
      base: snapshot,
      summary,
    }),
    hooks,
  );
  if (proposal) return { proposal };

  if (!can(actor.access, 'rules-management', 'delete')) {
    throw new AppError('FORBIDDEN', MASTER_DATA_RULE_MESSAGES.needsRulesDelete(def.entity, describeDependents(snapshot.dependents), call.action), {
      data: { missingRights: [{ module: 'rules-management', action: 'delete' }] },
    });
  }
  return { stamp: { summary, kind: 'master-data' } };
}

/** Applies an approved master-data proposal: the delete or update it describes, as the approver. */
export function masterDataApplier(db: Database, hooks: RuleChangeHooks, resources: readonly AnyResource[]): ChangeApplier {
  const byTable = (payload: ProposalPayload) => {
    const def = resources.find((r) => r.table === payload.table);
    if (!def) throw AppError.conflict(`This change cannot be applied any more (${String(payload.table)})`);
    return def;
  };
  return {
    snapshot: (tx, payload) => snapshotOf(byTable(payload), tx, payload.id as string),
    changedSince: (base, now) => ({ before: base, now }),
    apply: async (payload, actor, context) => {
      const def = byTable(payload);
      const id = payload.id as string;
      const { row, dependents } = await snapshotOf(def, db, id);
      if (!row) throw AppError.notFound(def.entity);
      const action = payload.action as GuardedAction;
      const summary = describeGuardedWrite(def.entity, nameOf(row), action, dependents as DependentRules);
      await withRuleChange(
        db,
        { actorId: actor.id, summary, kind: 'master-data' },
        context,
        (tx) => (action === 'delete' ? deleteResource(def, tx, id) : updateResource(def, tx, id, payload.patch ?? { is_active: false })),
        hooks,
      );
    },
  };
}
