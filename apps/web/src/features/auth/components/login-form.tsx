import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { loginFieldErrors } from '@lbo/contracts/auth-messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { useLogin } from '../api/login';
import { AuthHeading } from './auth-heading';

interface LoginFields {
  email: string;
  password: string;
}

type FieldName = keyof LoginFields;

/**
 * The sign-in form. Plain state rather than a form library, and the checks from
 * contracts/auth-messages rather than zod: together they were a fifth of /login's JavaScript.
 */
export function LoginForm() {
  const login = useLogin();
  const [values, setValues] = useState<LoginFields>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  // Validating on blur would show an error as the user clicks "Forgot password?", shifting the
  // link away from under the pointer so the click is lost; errors appear on submit, then live.
  const [submitted, setSubmitted] = useState(false);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  /** What each input takes from the form: its ref (to focus the first invalid one), name, value and change. */
  const bind = (name: FieldName) => ({
    ref: refs[name],
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors(loginFieldErrors(next));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = loginFieldErrors(values);
    setErrors(found);
    if (found.email) return refs.email.current?.focus();
    if (found.password) return refs.password.current?.focus();
    // Errors are toasted by the mutation; nothing more to do on failure here.
    void login.mutateAsync({ email: values.email.trim().toLowerCase(), password: values.password }).catch(() => undefined);
  };

  return (
    <>
      <AuthHeading title="Welcome Back" description="Sign in with your work e-mail and password." />
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Sign in">
        <FormField label="Email" error={errors.email} required>
          {(control) => <Input {...control} {...bind('email')} type="email" autoComplete="username" placeholder="you@company.com" autoFocus />}
        </FormField>
        <FormField
          label="Password"
          error={errors.password}
          required
          labelAction={
            <Link to={paths.forgotPassword} className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">
              Forgot password?
            </Link>
          }
        >
          {(control) => <PasswordInput {...control} {...bind('password')} autoComplete="current-password" placeholder="Enter your password" />}
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
