import { createColumnHelper } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import { ACCESS_MESSAGES } from '@lbo/contracts/access';
import { Badge } from '@/components/ui/badge';
import { actionsColumn } from '@/components/ui/data-table/actions-column';
import { DataTable } from '@/components/ui/data-table/data-table';
import { NoAccess } from '@/components/ui/no-access';
import { isForbidden } from '@/lib/api-client';
import { useGrants } from '@/lib/authorization';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/get-roles';
import type { Role } from '../api/types';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useAccessEditor } from '../hooks/use-access-editor';
import { useListState } from '../hooks/use-list-state';
import { ActionSetCell } from './action-set-cell';
import { accessTableProps } from './access-table-props';
import { RoleForm } from './role-form';
import { RowAction } from '@/components/ui/data-table/row-action';

const column = createColumnHelper<Role>();

/** Role Management: searchable, paged, sortable roles with the inline form and a delete confirmation. */
export function RolesTab() {
  const list = useListState();
  const roles = useRoles(list.params);
  const { create: canCreate, edit: canEdit, delete: canDelete } = useGrants('user-management');
  const { editing, edit, close, createButton, askDelete, deleteDialog } = useAccessEditor<Role>({
    noun: 'Role',
    question: (role) => `Are you sure you want to delete the role "${role.role_name}"? This cannot be undone.`,
    remove: useDeleteRole(),
    deleted: ACCESS_MESSAGES.roleDeleted,
    canCreate,
  });
  useErrorToast(roles.error, ACCESS_MESSAGES.loadRolesFailed);

  if (isForbidden(roles.error)) return <NoAccess area="Role Management" />;

  const columns = [
    column.accessor('role_name', {
      id: 'role_name',
      header: 'Role',
      cell: (info) => (
        <span className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
          {info.getValue()}
          {info.row.original.is_system ? <Badge>Built-in</Badge> : null}
        </span>
      ),
    }),
    column.display({
      id: 'action_set',
      header: 'Action Set',
      cell: (info) => <ActionSetCell roleName={info.row.original.role_name} access={info.row.original.role_access} />,
    }),
    actionsColumn<Role>(
      (role) => (
        <div className="flex justify-end gap-1">
          <RowAction tooltip="Edit role" label={`Edit ${role.role_name}`} icon={Pencil} disabled={!canEdit} onClick={() => edit(role)} />
          <RowAction
            tooltip={role.is_system ? ACCESS_MESSAGES.systemRoleDelete : 'Delete role'}
            label={`Delete ${role.role_name}`}
            icon={Trash2}
            tone="danger"
            disabled={!canDelete || role.is_system}
            explainsDisabled={role.is_system}
            onClick={() => askDelete(role)}
          />
        </div>
      ),
      'w-px whitespace-nowrap text-right',
    ),
  ];

  return (
    <>
      {editing !== undefined ? <RoleForm key={editing?._id ?? 'new'} role={editing} onDone={close} /> : null}
      <DataTable
        label="Roles"
        columns={columns}
        {...accessTableProps(list, roles, ACCESS_MESSAGES.loadRolesFailed)}
        searchPlaceholder="Search roles…"
        toolbar={createButton}
        getRowId={(role) => role._id}
        emptyTitle="No roles found."
        emptyDescription="Create a role to grant access module by module, or change the search."
      />
      {deleteDialog}
    </>
  );
}
