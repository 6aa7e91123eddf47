import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ACCESS_MESSAGES, USER_NAME_MAX, USER_STATUSES, userEmailSchema, userStatusSchema } from '@lbo/contracts/access';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect, ValueOptions } from '@/components/ui/native-select';
import { usePartnerOptions, type PartnerOption } from '@/features/partners';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { answerMessage } from '@/lib/answer-message';
import { checkEmail } from '../api/check-email';
import { useCreateUser } from '../api/create-user';
import { useRoleOptions } from '../api/get-role-options';
import type { User } from '../api/types';
import { useUpdateUser } from '../api/update-user';
import { notify } from '../utils/notify';
import { AccessFormCard } from './access-form-card';

const userFormSchema = z.object({
  name: z.string().trim().min(1, ACCESS_MESSAGES.nameRequired).max(USER_NAME_MAX, ACCESS_MESSAGES.nameTooLong),
  email: userEmailSchema,
  role_id: z.string().min(1, ACCESS_MESSAGES.roleRequired),
  status: userStatusSchema,
  /** '' for none: marketplace staff. */
  partner_id: z.string(),
});
type Values = z.input<typeof userFormSchema>;
type Output = z.output<typeof userFormSchema>;

const NO_PARTNER = 'None — marketplace staff';
const PARTNER_HINT = "A partner's user sees only the applicants that partner brings.";

/** The partners to choose from; the edited user's own stays listed even when the list could not be loaded. */
function partnerChoices(loaded: readonly PartnerOption[], user: User | null): readonly PartnerOption[] {
  if (!user?.partner_id || loaded.some((p) => p.id === user.partner_id)) return loaded;
  return [...loaded, { id: user.partner_id, name: user.partner_name ?? user.partner_id, code: '', active: true }];
}

export interface UserFormProps {
  /** The user being edited; none to create one. */
  user: User | null;
  onDone: () => void;
}

/** The inline create/edit form. New users get an invitation e-mail to choose their password. */
export function UserForm({ user, onDone }: UserFormProps) {
  const roles = useRoleOptions();
  const partners = usePartnerOptions();
  const create = useCreateUser();
  const update = useUpdateUser();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(userFormSchema),
    mode: 'all',
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      role_id: user?.role_id ?? '',
      status: user?.status ?? 'Active',
      partner_id: user?.partner_id ?? '',
    },
  });

  const noRoles = roles.isSuccess && roles.data.length === 0;
  useEffect(() => {
    if (noRoles) notify.warning(ACCESS_MESSAGES.noRoles);
  }, [noRoles]);
  useEffect(() => {
    if (roles.isError) notify.error(getErrorMessage(roles.error, ACCESS_MESSAGES.loadRolesFailed));
  }, [roles.isError, roles.error]);

  const onSubmit = handleSubmit(async ({ partner_id: chosen, ...fields }) => {
    // The partner is sent when it is set or changed: the body is the specification's otherwise.
    const partnerId = chosen || null;
    const values = partnerId !== (user?.partner_id ?? null) ? { ...fields, partner_id: partnerId } : fields;
    if (!user) {
      try {
        if ((await checkEmail(values.email)) === 'taken') {
          setError('email', { message: ACCESS_MESSAGES.userExistsField }, { shouldFocus: true });
          return;
        }
      } catch {
        setError('email', { message: ACCESS_MESSAGES.emailCheckFailed }, { shouldFocus: true });
        return;
      }
    }
    try {
      const reply = user ? await update.mutateAsync({ ...values, id: user._id }) : await create.mutateAsync(values);
      notify.success(answerMessage(reply) || (user ? ACCESS_MESSAGES.userUpdated : ACCESS_MESSAGES.userCreated));
      onDone();
    } catch (error) {
      if (isApiError(error) && error.messages.includes(ACCESS_MESSAGES.emailExists)) {
        setError('email', { message: ACCESS_MESSAGES.userExistsField }, { shouldFocus: true });
        return;
      }
      if (isApiError(error) && error.fieldErrors.partner_id) {
        setError('partner_id', { message: error.fieldErrors.partner_id }, { shouldFocus: true });
        return;
      }
      notify.error(getErrorMessage(error, ACCESS_MESSAGES.saveUserFailed));
    }
  });

  return (
    <AccessFormCard noun="User" editing={user?.name} onSubmit={onSubmit} onDone={onDone} submitting={isSubmitting} contentClassName="grid gap-4 sm:grid-cols-2">
      <FormField label="Name" error={errors.name?.message} required>
        {(control) => <Input {...control} autoComplete="off" autoFocus {...register('name')} />}
      </FormField>
      <FormField
        label="Email"
        error={errors.email?.message}
        required
        hint={user ? 'The e-mail cannot be changed.' : 'An invitation to choose a password is sent here.'}
      >
        {(control) => (
          // Read-only rather than disabled: a disabled field would be left out of the submitted values.
          <Input
            {...control}
            type="email"
            autoComplete="off"
            readOnly={!!user}
            aria-readonly={!!user || undefined}
            className={user ? 'cursor-not-allowed bg-slate-100 text-slate-500 dark:bg-slate-800' : undefined}
            {...register('email')}
          />
        )}
      </FormField>
      <FormField label="Role" error={errors.role_id?.message} required hint={noRoles ? ACCESS_MESSAGES.noRoles : undefined}>
        {(control) => (
          <NativeSelect {...control} disabled={roles.isPending} {...register('role_id')}>
            <option value="">{roles.isPending ? 'Loading roles…' : 'Select a role'}</option>
            {(roles.data ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Status" error={errors.status?.message} required>
        {(control) => (
          <NativeSelect {...control} {...register('status')}>
            <ValueOptions values={USER_STATUSES} />
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Partner" error={errors.partner_id?.message} hint={PARTNER_HINT}>
        {(control) => (
          <NativeSelect {...control} {...register('partner_id')}>
            <option value="">{NO_PARTNER}</option>
            {partnerChoices(partners.data ?? [], user).map((p) => (
              <option key={p.id} value={p.id}>
                {p.active ? p.name : `${p.name} (inactive)`}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </AccessFormCard>
  );
}
