import { createColumnHelper } from '@tanstack/react-table';
import { MailPlus, Pencil, Power, Trash2 } from 'lucide-react';
import { ACCESS_MESSAGES } from '@lbo/contracts/access';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { actionsColumn } from '@/components/ui/data-table/actions-column';
import { DataTable } from '@/components/ui/data-table/data-table';
import { ExportButtons } from '@/components/ui/export-buttons';
import { NoAccess } from '@/components/ui/no-access';
import { Tooltip } from '@/components/ui/tooltip';
import { useConfirmation } from '@/components/ui/use-confirmation';
import { getErrorMessage, isForbidden } from '@/lib/api-client';
import { useGrants } from '@/lib/authorization';
import { toastOutcome } from '@/lib/toast';
import { useSession } from '@/lib/session-store';
import { useDeleteUser } from '../api/delete-user';
import { useExportUsers } from '../api/export-users';
import { useUsers } from '../api/get-users';
import { useResendInvitation } from '../api/resend-invitation';
import type { User } from '../api/types';
import { useUpdateUserStatus } from '../api/update-user-status';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useAccessEditor } from '../hooks/use-access-editor';
import { useListState } from '../hooks/use-list-state';
import { notify } from '../utils/notify';
import { accessTableProps } from './access-table-props';
import { UserForm } from './user-form';
import { RowAction } from '@/components/ui/data-table/row-action';

const column = createColumnHelper<User>();
const isActive = (u: User) => u.status === 'Active';

/** User Management: searchable, paged, sortable users; edit, status toggle, delete and invitations. */
export function UsersTab() {
  const list = useListState();
  const users = useUsers(list.params);
  const me = useSession((s) => s.user?.id);
  const { create: canCreate, edit: canEdit, delete: canDelete, export: canExport } = useGrants('user-management');
  const exporter = useExportUsers();
  const setStatus = useUpdateUserStatus();
  const resend = useResendInvitation();
  const { ask: askToggle, dialog: toggleDialog } = useConfirmation<User>({
    title: (user) => (isActive(user) ? 'Deactivate User' : 'Activate User'),
    description: (user) =>
      isActive(user)
        ? `Are you sure you want to deactivate ${user.name}? They will be signed out at once and cannot sign in.`
        : `Are you sure you want to activate ${user.name}? They will be able to sign in again.`,
    confirmLabel: (user) => (isActive(user) ? 'Deactivate' : 'Activate'),
    variant: (user) => (isActive(user) ? 'danger' : 'primary'),
    onConfirm: (user) => {
      const activating = !isActive(user);
      const success = activating ? ACCESS_MESSAGES.userActivated : ACCESS_MESSAGES.userDeactivated;
      const change = setStatus.mutateAsync({ id: user._id, status: activating ? 'Active' : 'Inactive' });
      return toastOutcome(change, { success, failure: ACCESS_MESSAGES.statusUpdateFailed }).catch(() => undefined);
    },
  });
  const { editing, edit, close, createButton, askDelete, deleteDialog } = useAccessEditor<User>({
    noun: 'User',
    question: (user) => `Are you sure you want to delete ${user.name} (${user.email})? This cannot be undone.`,
    remove: useDeleteUser(),
    deleted: ACCESS_MESSAGES.userDeleted,
    canCreate,
  });
  useErrorToast(users.error, ACCESS_MESSAGES.fetchUsersFailed);

  if (isForbidden(users.error)) return <NoAccess area="User Management" />;

  const sendInvitation = (user: User) =>
    toastOutcome(resend.mutateAsync(user._id), { success: ACCESS_MESSAGES.invitationSent, failure: 'Failed to send the invitation' }).catch(() => undefined);

  const columns = [
    column.accessor('name', {
      id: 'name',
      header: 'User Name',
      cell: (info) => (
        <span className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
          {info.getValue()}
          {info.row.original._id === me ? <Badge>You</Badge> : null}
          {info.row.original.has_password === false ? <Badge variant="warning">Invited</Badge> : null}
        </span>
      ),
    }),
    column.accessor('email', { id: 'email', header: 'Email' }),
    column.accessor((u) => u.role_name ?? '', {
      id: 'role_name',
      header: 'Role',
      cell: (info) => info.getValue() || <span className="text-slate-400">—</span>,
    }),
    column.accessor((u) => u.partner_name ?? '', {
      id: 'partner',
      header: 'Partner',
      // The server sorts the list; it has no order by partner.
      enableSorting: false,
      cell: (info) => info.getValue() || <span className="text-slate-400">—</span>,
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      // A missing status reads as Inactive (spec §3).
      cell: (info) => <StatusBadge active={info.getValue() === 'Active'} />,
    }),
    actionsColumn<User>((user) => {
      const self = user._id === me;
      return (
        <div className="flex justify-end gap-1">
          {user.has_password === false ? (
            <Tooltip content={ACCESS_MESSAGES.resendInvitation}>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`${ACCESS_MESSAGES.resendInvitation} to ${user.name}`}
                disabled={!canEdit}
                onClick={() => void sendInvitation(user)}
              >
                <MailPlus className="size-4" aria-hidden="true" />
              </Button>
            </Tooltip>
          ) : null}
          <RowAction tooltip="Edit user" label={`Edit ${user.name}`} icon={Pencil} disabled={!canEdit} onClick={() => edit(user)} />
          <RowAction
            tooltip={self ? ACCESS_MESSAGES.selfDeactivate : isActive(user) ? 'Deactivate user' : 'Activate user'}
            label={`${isActive(user) ? 'Deactivate' : 'Activate'} ${user.name}`}
            icon={Power}
            tone={isActive(user) ? 'warning' : 'success'}
            disabled={!canEdit || self}
            explainsDisabled={self}
            onClick={() => askToggle(user)}
          />
          <RowAction
            tooltip={self ? ACCESS_MESSAGES.selfDelete : 'Delete user'}
            label={`Delete ${user.name}`}
            icon={Trash2}
            tone="danger"
            disabled={!canDelete || self}
            explainsDisabled={self}
            onClick={() => askDelete(user)}
          />
        </div>
      );
    }, 'w-px whitespace-nowrap text-right'),
  ];

  const exportButtons = canExport ? (
    <ExportButtons
      what="users"
      pending={exporter.isPending}
      onExport={(format) => exporter.mutate({ params: list.params, format }, { onError: (error) => notify.error(getErrorMessage(error, 'The export failed')) })}
    />
  ) : null;

  return (
    <>
      {editing !== undefined ? <UserForm key={editing?._id ?? 'new'} user={editing} onDone={close} /> : null}
      <DataTable
        label="Users"
        columns={columns}
        {...accessTableProps(list, users, ACCESS_MESSAGES.fetchUsersFailed)}
        searchPlaceholder="Search users…"
        toolbar={
          <>
            {exportButtons}
            {createButton}
          </>
        }
        getRowId={(user) => user._id}
        emptyTitle="No users found."
        emptyDescription="Add a user, or change the search and filters."
      />
      {toggleDialog}
      {deleteDialog}
    </>
  );
}
