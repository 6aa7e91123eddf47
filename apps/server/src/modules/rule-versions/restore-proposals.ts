import type { AccessMap } from '@lbo/contracts/permissions';
import type { Database, DbOrTx } from '../../db/client';
import type { RuleChangeContext, RuleChangeHooks } from '../../db/rule-change';
import { proposeIfRequired, type ChangeActor, type ChangeApplier, type ProposalPayload } from '../rule-changes';
import { previewChange } from './change-preview';
import { VERSIONED_TABLES } from './rule-set-rows.repository';
import { currentVersion } from './rule-versions.repository';
import { restoreVersion } from './version-restore';

export const RESTORE_APPLIER = 'restore';

/**
 * With approvals on, a restore becomes a proposal: checked by a dry run (the version exists, is
 * not current, the proposer's role may write every row it changes) and described by its counts.
 * It is stale once any version follows the one it was proposed at: it would restore from elsewhere.
 */
export async function proposeRestore(
  db: Database,
  hooks: RuleChangeHooks,
  target: number,
  actor: ChangeActor & { access: AccessMap },
  context: RuleChangeContext,
) {
  return proposeIfRequired(
    db,
    actor,
    context,
    async () => {
      const base = { version: await currentVersion(db) };
      const sides = await previewChange(VERSIONED_TABLES, context, (dryRun) =>
        restoreVersion(db, hooks, target, { id: actor.id, access: actor.access }, dryRun),
      );
      const added = sides.filter((s) => !s.before).length;
      const removed = sides.filter((s) => !s.after).length;
      const changed = sides.length - added - removed;
      return {
        kind: 'restore',
        group: null,
        bankId: null,
        productId: null,
        payload: { applier: RESTORE_APPLIER, target },
        base,
        summary: `Restore version ${target} (over version ${base.version}): ${added} added, ${changed} changed, ${removed} removed`,
      };
    },
    hooks,
  );
}

export function restoreApplier(db: Database, hooks: RuleChangeHooks): ChangeApplier {
  return {
    snapshot: async (tx: DbOrTx) => ({ version: await currentVersion(tx) }),
    changedSince: (base, now) => ({ since: (base as { version: number }).version, now: (now as { version: number }).version }),
    // The proposer's rights were checked when it was proposed; approving is the approver's right.
    apply: async (payload: ProposalPayload, actor: ChangeActor, context: RuleChangeContext) => {
      await restoreVersion(db, hooks, payload.target as number, { id: actor.id, access: null }, context);
    },
  };
}
