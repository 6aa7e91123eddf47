import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { ACCESS_MESSAGES } from '@lbo/contracts/access';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { actionsColumn } from '@/components/ui/data-table/actions-column';
import { DataTable } from '@/components/ui/data-table/data-table';
import { NoAccess } from '@/components/ui/no-access';
import { useConfirmation } from '@/components/ui/use-confirmation';
import { getErrorMessage, isForbidden } from '@/lib/api-client';
import { useCan } from '@/lib/authorization';
import { toastOutcome } from '@/lib/toast';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/get-roles';
import type { Role } from '../api/types';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useListState } from '../hooks/use-list-state';
import { ActionSetCell } from './action-set-cell';
import { RoleForm } from './role-form';
import { RowAction } from '@/components/ui/data-table/row-action';

const column = createColumnHelper<Role>();

/** Role Management: searchable, paged, sortable roles with the inline form and a delete confirmation. */
export function RolesTab() {
  const list = useListState();
  const roles = useRoles(list.params);
  const canCreate = useCan('user-management', 'create');
  const canEdit = useCan('user-management', 'edit');
  const canDelete = useCan('user-management', 'delete');
  // undefined: form closed; null: creating; a role: editing it.
  const [editing, setEditing] = useState<Role | null | undefined>(undefined);
  const remove = useDeleteRole();
  const { ask: askDelete, dialog: deleteDialog } = useConfirmation<Role>({
    title: () => 'Delete Role',
    description: (role) => `Are you sure you want to delete the role "${role.role_name}"? This cannot be undone.`,
    confirmLabel: 'Delete',
    onConfirm: (role) =>
      toastOutcome(remove.mutateAsync(role._id), {
        success: ACCESS_MESSAGES.roleDeleted,
        failure: (error) => `Failed to delete role: ${getErrorMessage(error, 'Unknown error')}`,
      }).then(
        () => editing?._id === role._id && setEditing(undefined),
        // Retrying will not help (the role is in use or gone): reported, and the dialog closes.
        () => undefined,
      ),
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
          <RowAction tooltip="Edit role" label={`Edit ${role.role_name}`} icon={Pencil} disabled={!canEdit} onClick={() => setEditing(role)} />
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

  const formOpen = editing !== undefined;
  // While the form is open its own 'Close Form' button closes it.
  const toggle =
    !formOpen && canCreate ? (
      <Button onClick={() => setEditing(null)}>
        <Plus className="size-4" aria-hidden="true" />
        Create New Role
      </Button>
    ) : null;

  return (
    <>
      {formOpen ? <RoleForm key={editing?._id ?? 'new'} role={editing} onDone={() => setEditing(undefined)} /> : null}
      <DataTable
        label="Roles"
        columns={columns}
        data={roles.data?.rows ?? []}
        total={roles.data?.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        isLoading={roles.isPending}
        isFetching={roles.isFetching}
        error={roles.isError && !roles.data ? getErrorMessage(roles.error, ACCESS_MESSAGES.loadRolesFailed) : null}
        onRetry={() => void roles.refetch()}
        searchValue={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder="Search roles…"
        toolbar={toggle}
        sorting={list.sorting}
        onSortingChange={list.setSorting}
        getRowId={(role) => role._id}
        emptyTitle="No roles found."
        emptyDescription="Create a role to grant access module by module, or change the search."
      />
      {deleteDialog}
    </>
  );
}
