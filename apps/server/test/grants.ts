import type { PermissionFlags, RoleAccessEntry } from '@lbo/contracts/permissions';

/** One module's row of a role's matrix: the actions named, every other one refused. */
export const grant = (module_id: string, flags: Partial<PermissionFlags> = {}): RoleAccessEntry => ({
  module_id,
  create: false,
  edit: false,
  view: false,
  delete: false,
  export: false,
  ...flags,
});
