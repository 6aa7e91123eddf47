import { idsOf } from './ids-of';

/** The modules of the permission matrix and their labels. */
export const MODULE_LABELS = {
  'data-dashboard': 'Dashboard',
  'customer-master': 'Customer Master',
  'user-management': 'User Management',
  'master-configuration': 'Master Configuration',
  'rules-management': 'Business Rules',
  'loan-evaluator': 'Loan Evaluator',
  shortener: 'URL Shortener',
  'api-keys': 'API Keys',
  webhooks: 'Webhooks',
  'audit-trail': 'Audit Trail',
  privacy: 'Privacy',
  partners: 'Partners',
} as const;

/**
 * Modules of the permission matrix. The role form offers every one of them;
 * the server declares one module and one action on every route.
 */
export const MODULES = idsOf(MODULE_LABELS);
export type ModuleId = (typeof MODULES)[number];

/**
 * The modules a channel partner's users and keys may use, whatever their role grants (ADR 0044):
 * their own applicants and integrations. The rest (users, master data, rules, audit, privacy,
 * partners) is the marketplace's own.
 */
export const PARTNER_MODULES: readonly ModuleId[] = ['data-dashboard', 'customer-master', 'loan-evaluator', 'shortener', 'api-keys', 'webhooks'];

/** Labels the original client also knew for legacy module keys. */
export const LEGACY_MODULE_LABELS: Record<string, string> = {
  'admin-dashboard': 'Admin Dashboard',
  settings: 'Settings',
  'user-configurations': 'User Configurations',
  'bank-configurations': 'Bank Configurations',
};

/** The actions every module has: the permission matrix's columns. */
export const ACTIONS = ['create', 'edit', 'view', 'delete', 'export'] as const;
type MatrixAction = (typeof ACTIONS)[number];

/**
 * Every action a route may require: the matrix's five and `approve`, which only Business Rules
 * has (approving rule changes others proposed when approvals are on: ADR 0024).
 */
export const ALL_ACTIONS = [...ACTIONS, 'approve'] as const;
export type Action = (typeof ALL_ACTIONS)[number];
/** The modules that have the `approve` action. */
export const APPROVE_MODULES: readonly ModuleId[] = ['rules-management'];

/** A role's flags for one module; `approve` is absent from roles saved before it existed (false). */
export type PermissionFlags = Record<MatrixAction, boolean> & { approve?: boolean };
/** Whatever a user may be granted on a module (the web's name for `Action`). */
export type Grant = Action;
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
    approve: APPROVE_MODULES.includes(module_id),
  }));
}

/** Name of the built-in role that holds every permission. */
export const ADMIN_ROLE_NAME = 'Administrator';
