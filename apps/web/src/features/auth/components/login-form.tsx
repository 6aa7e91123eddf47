import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { z } from 'zod';
import { loginRequestSchema } from '@lbo/contracts/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { useLogin } from '../api/login';
import { AuthHeading } from './auth-heading';

type LoginFields = z.input<typeof loginRequestSchema>;
type LoginValues = z.output<typeof loginRequestSchema>;

export function LoginForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFields, unknown, LoginValues>({
    // Validating on blur would show an error as the user clicks "Forgot password?", shifting the
    // link away from under the pointer so the click is lost; errors appear on submit, then live.
    resolver: zodResolver(loginRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  // Errors are toasted by the mutation; nothing more to do on failure here.
  const onSubmit = handleSubmit((values) => login.mutateAsync(values).catch(() => undefined));

  return (
    <>
      <AuthHeading title="Welcome Back" description="Sign in with your work e-mail and password." />
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Sign in">
        <FormField label="Email" error={errors.email?.message} required>
          {(control) => <Input {...control} type="email" autoComplete="username" placeholder="you@company.com" autoFocus {...register('email')} />}
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          required
          labelAction={
            <Link to={paths.forgotPassword} className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">
              Forgot password?
            </Link>
          }
        >
          {(control) => <PasswordInput {...control} autoComplete="current-password" placeholder="Enter your password" {...register('password')} />}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
          Sign In
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-slate-500 dark:text-slate-400">
        Need help? <span className="font-medium text-slate-700 dark:text-slate-300">Contact support</span>
      </p>
    </>
  );
}
