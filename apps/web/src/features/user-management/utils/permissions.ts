import {
  ACTIONS,
  APPROVE_MODULES,
  LEGACY_MODULE_LABELS,
  MODULE_LABELS,
  MODULES,
  type Action,
  type Grant,
  type ModuleId,
  type PermissionFlags,
  type RoleAccessEntry,
} from '@lbo/contracts/permissions';

export type Matrix = Record<ModuleId, PermissionFlags>;

export const ACTION_LABELS: Record<Action, string> = { create: 'Create', edit: 'Edit', view: 'View', delete: 'Delete', export: 'Export', approve: 'Approve' };

/** The Approve column: approving proposed rule changes, a flag only Business Rules has. */
export const APPROVE_LABEL = 'Approve';
export const takesApprove = (moduleId: string) => (APPROVE_MODULES as readonly string[]).includes(moduleId);

/** The actions a module's row offers: the five, and Approve where it applies. */
export const actionsOf = (moduleId: string): Grant[] => (takesApprove(moduleId) ? [...ACTIONS, 'approve'] : [...ACTIONS]);

export function moduleLabel(moduleId: string): string {
  return MODULE_LABELS[moduleId as ModuleId] ?? LEGACY_MODULE_LABELS[moduleId] ?? moduleId;
}

const noFlags = (): PermissionFlags => ({ create: false, edit: false, view: false, delete: false, export: false });

function emptyMatrix(): Matrix {
  return Object.fromEntries(MODULES.map((m) => [m, takesApprove(m) ? { ...noFlags(), approve: false } : noFlags()])) as Matrix;
}

/** Modules the app no longer knows are dropped: the server accepts only current ones. */
export function matrixFromAccess(entries: readonly RoleAccessEntry[] | null | undefined): Matrix {
  const matrix = emptyMatrix();
  for (const e of entries ?? []) {
    if (!(MODULES as readonly string[]).includes(e.module_id)) continue;
    matrix[e.module_id as ModuleId] = Object.fromEntries(actionsOf(e.module_id).map((a) => [a, e[a] === true])) as PermissionFlags;
  }
  return matrix;
}

export function accessFromMatrix(matrix: Matrix): (RoleAccessEntry & { module_id: ModuleId })[] {
  return MODULES.map((module_id) => ({ module_id, ...matrix[module_id] }));
}

export function hasAnyAccess(flags: Partial<PermissionFlags> | undefined): boolean {
  return ACTIONS.some((a) => flags?.[a] === true) || flags?.approve === true;
}

/** Modules in which the role may do anything at all: the number on the Action Set badge. */
export function grantedModules(entries: readonly RoleAccessEntry[] | null | undefined): RoleAccessEntry[] {
  return (entries ?? []).filter((e) => hasAnyAccess(e));
}
