import { ALL_ACTIONS, MODULE_LABELS, can, type AccessMap, type Action, type ModuleId } from '@lbo/contracts/permissions';
import { MASTER_TABLES } from './rule-set-rows.repository';
import type { RowSides } from './version-diff';

export interface NeededRight {
  module: ModuleId;
  action: Action;
}

const ACTION_LABELS: Record<Action, string> = { create: 'create', edit: 'edit', view: 'view', delete: 'delete', export: 'export', approve: 'approve' };

/**
 * The rights a set of row changes needs, as the save calls that make them one by one would:
 * rows added need create, rows changed edit, rows removed delete, in Master Configuration for
 * master data and in Business Rules for rules.
 */
export function rightsNeeded(sides: readonly RowSides[]): NeededRight[] {
  const needed = new Set<string>();
  for (const s of sides) {
    const module: ModuleId = (MASTER_TABLES as readonly string[]).includes(s.tbl) ? 'master-configuration' : 'rules-management';
    const action: Action = !s.before ? 'create' : !s.after ? 'delete' : 'edit';
    needed.add(`${module}:${action}`);
  }
  return [...needed]
    .map((key) => {
      const [module, action] = key.split(':') as [ModuleId, Action];
      return { module, action };
    })
    .sort((a, b) => a.module.localeCompare(b.module) || ALL_ACTIONS.indexOf(a.action) - ALL_ACTIONS.indexOf(b.action));
}

/** The needed rights the caller lacks. */
export function missingRights(access: AccessMap, needed: readonly NeededRight[]): NeededRight[] {
  return needed.filter((r) => !can(access, r.module, r.action));
}

/** "Master Configuration delete, Business Rules create" */
export function describeRights(rights: readonly NeededRight[]): string {
  return rights.map((r) => `${MODULE_LABELS[r.module]} ${ACTION_LABELS[r.action]}`).join(', ');
}
