import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AUTH_MESSAGES, forgotPasswordRequestSchema } from '@lbo/contracts/auth';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { AuthHeading } from './auth-heading';
import { AuthLayout } from './auth-layout';

type Fields = z.input<typeof forgotPasswordRequestSchema>;
type Values = z.output<typeof forgotPasswordRequestSchema>;

function BackToLogin() {
  return (
    <Link to={paths.login} className={buttonClasses('ghost', 'sm', '-ml-3 mt-6')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Login
    </Link>
  );
}

export function ForgotPasswordPage() {
  const request = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Fields, unknown, Values>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  if (request.isSuccess) {
    return (
      <AuthLayout>
        <div role="status" className="space-y-4">
          <span className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 dark:bg-emerald-500/10 dark:text-emerald-400">
            <MailCheck className="size-6" aria-hidden="true" />
          </span>
          <AuthHeading title="Check your e-mail" description={request.data.message || AUTH_MESSAGES.passwordResetSent} />
        </div>
        <BackToLogin />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <AuthHeading title="Forgot password?" description="Enter your work e-mail and we will send you a link to set a new password." />
      <form onSubmit={handleSubmit((values) => request.mutate(values))} noValidate className="space-y-5" aria-label="Request a password link">
        <FormField label="Email" error={errors.email?.message} required>
          {(control) => <Input {...control} type="email" autoComplete="username" placeholder="you@company.com" autoFocus {...register('email')} />}
        </FormField>
        {request.isError ? (
          <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
            {getErrorMessage(request.error, 'Could not send the link. Please try again.')}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          Send link
        </Button>
      </form>
      <BackToLogin />
    </AuthLayout>
  );
}
