import type { roles } from '../../db/schema';

type RoleRow = typeof roles.$inferSelect;

export function toRoleDto(role: RoleRow) {
  return {
    _id: role.id,
    id: role.id,
    role_name: role.role_name,
    role_access: role.role_access,
    is_system: role.is_system,
    createdAt: role.created_at,
    updatedAt: role.updated_at,
  };
}
