import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AUTH_MESSAGES, setPasswordRequestSchema } from '@lbo/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@lbo/contracts/limits';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { answerMessage } from '@/lib/answer-message';
import { signInToast } from '@/lib/toast';
import { useSetPassword } from '../api/set-password';
import { AuthHeading } from './auth-heading';
import { AuthLayout } from './auth-layout';

const setPasswordFormSchema = z
  .object({ password: setPasswordRequestSchema.shape.password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.passwordsDiffer, path: ['confirmPassword'] });

type Values = z.infer<typeof setPasswordFormSchema>;

/** /set-password?token=…: the page an invitation or reset e-mail links to. */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const request = useSetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(setPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    request.mutate(
      { token, password },
      {
        onSuccess: (result) => {
          signInToast.success(answerMessage(result, AUTH_MESSAGES.passwordSet));
          void navigate(paths.login, { replace: true });
        },
      },
    ),
  );

  if (!token) {
    return (
      <AuthLayout>
        <AuthHeading title="Set your password" description={AUTH_MESSAGES.linkInvalid} />
        <Link to={paths.forgotPassword} className={buttonClasses('primary', 'lg', 'w-full')}>
          Request a new link
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <AuthHeading title="Set your password" description={`Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`} />
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Set password">
        <FormField label="New password" error={errors.password?.message} required>
          {(control) => <PasswordInput {...control} autoComplete="new-password" autoFocus {...register('password')} />}
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message} required>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('confirmPassword')} />}
        </FormField>
        {request.isError ? (
          <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
            {getErrorMessage(request.error, AUTH_MESSAGES.linkInvalid)}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          Set password
        </Button>
      </form>
      <Link to={paths.login} className={buttonClasses('ghost', 'sm', '-ml-3 mt-6')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Login
      </Link>
    </AuthLayout>
  );
}
