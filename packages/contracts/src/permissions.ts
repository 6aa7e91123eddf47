/**
 * Modules of the permission matrix. The role form offers every one of them;
 * the server declares one module and one action on every route.
 */
export const MODULES = [
  'data-dashboard',
  'customer-master',
  'user-management',
  'master-configuration',
  'rules-management',
  'loan-evaluator',
  'shortener',
  'api-keys',
  'webhooks',
] as const;
export type ModuleId = (typeof MODULES)[number];

export const MODULE_LABELS: Record<ModuleId, string> = {
  'data-dashboard': 'Dashboard',
  'customer-master': 'Customer Master',
  'user-management': 'User Management',
  'master-configuration': 'Master Configuration',
  'rules-management': 'Business Rules',
  'loan-evaluator': 'Loan Evaluator',
  shortener: 'URL Shortener',
  'api-keys': 'API Keys',
  webhooks: 'Webhooks',
};

/** Labels the original client also knew for legacy module keys. */
export const LEGACY_MODULE_LABELS: Record<string, string> = {
  'admin-dashboard': 'Admin Dashboard',
  settings: 'Settings',
  'user-configurations': 'User Configurations',
  'bank-configurations': 'Bank Configurations',
};

export const ACTIONS = ['create', 'edit', 'view', 'delete', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * The sixth flag: approving proposed rule changes (maker-checker). Only meaningful for the modules
 * below; optional, so entries written before it existed read as "not granted".
 */
export const APPROVE_MODULES: readonly ModuleId[] = ['rules-management'];
export type Grant = Action | 'approve';

export type PermissionFlags = Record<Action, boolean> & { approve?: boolean };
export interface RoleAccessEntry extends PermissionFlags {
  module_id: string;
}
export type AccessMap = Partial<Record<string, PermissionFlags>>;

export function toAccessMap(entries: readonly RoleAccessEntry[] | null | undefined): AccessMap {
  const map: AccessMap = {};
  for (const e of entries ?? []) {
    map[e.module_id] = { create: !!e.create, edit: !!e.edit, view: !!e.view, delete: !!e.delete, export: !!e.export, approve: !!e.approve };
  }
  return map;
}

export function can(access: AccessMap, module: ModuleId, action: Grant): boolean {
  return access[module]?.[action] === true;
}

export function fullAccess(): RoleAccessEntry[] {
  return MODULES.map((module_id) => ({
    module_id,
    create: true,
    edit: true,
    view: true,
    delete: true,
    export: true,
    ...(APPROVE_MODULES.includes(module_id) ? { approve: true } : {}),
  }));
}

/** Name of the built-in role that holds every permission. */
export const ADMIN_ROLE_NAME = 'Administrator';
