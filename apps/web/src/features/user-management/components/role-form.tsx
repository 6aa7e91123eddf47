import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ACCESS_MESSAGES, roleNameSchema } from '@lbo/contracts/access';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { answerMessage } from '@/lib/answer-message';
import { useCreateRole } from '../api/create-role';
import type { Role } from '../api/types';
import { useUpdateRole } from '../api/update-role';
import { accessFromMatrix, matrixFromAccess, type Matrix } from '../utils/permissions';
import { notify } from '../utils/notify';
import { AccessFormCard } from './access-form-card';
import { PermissionMatrix } from './permission-matrix';

const roleFormSchema = z.object({ role_name: roleNameSchema });
type Values = z.input<typeof roleFormSchema>;

export interface RoleFormProps {
  /** The role being edited; none to create one. */
  role: Role | null;
  onDone: () => void;
}

/** The inline create/edit form: a name and the full permission matrix. */
export function RoleForm({ role, onDone }: RoleFormProps) {
  const [matrix, setMatrix] = useState<Matrix>(() => matrixFromAccess(role?.role_access));
  const create = useCreateRole();
  const update = useUpdateRole();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(roleFormSchema), mode: 'all', defaultValues: { role_name: role?.role_name ?? '' } });

  const onSubmit = handleSubmit(async ({ role_name }) => {
    const input = { role_name: role_name.trim(), role_access: accessFromMatrix(matrix) };
    try {
      const reply = role ? await update.mutateAsync({ ...input, id: role._id }) : await create.mutateAsync(input);
      notify.success(answerMessage(reply) || (role ? ACCESS_MESSAGES.roleUpdated : ACCESS_MESSAGES.roleCreated));
      onDone();
    } catch (error) {
      notify.error(getErrorMessage(error, role ? ACCESS_MESSAGES.updateRoleFailed : ACCESS_MESSAGES.saveRoleFailed));
    }
  });

  return (
    <AccessFormCard
      noun="Role"
      editing={role?.role_name}
      onSubmit={onSubmit}
      onDone={onDone}
      submitting={create.isPending || update.isPending}
      contentClassName="space-y-5"
    >
      <FormField label="Role Name" error={errors.role_name?.message} required className="max-w-md">
        {(control) => <Input {...control} placeholder="e.g. Credit Analyst" autoFocus {...register('role_name')} />}
      </FormField>
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300">Permissions</p>
        {role?.is_system ? (
          <p className="text-xs text-slate-500 dark:text-slate-400">The Administrator role always keeps every User Management permission.</p>
        ) : null}
        <PermissionMatrix value={matrix} onChange={setMatrix} locked={role?.is_system ? ['user-management'] : []} />
      </div>
    </AccessFormCard>
  );
}
