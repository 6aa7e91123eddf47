import { useSession } from '@/lib/session-store';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';
import { OtpForm } from './otp-form';

/** /login: the credentials step, replaced by the code step once a code has been sent. */
export function LoginPage() {
  const pending = useSession((s) => (s.isOtpRequired ? s.pendingOtp : null));
  return <AuthLayout>{pending ? <OtpForm key={pending.user_id} pending={pending} /> : <LoginForm />}</AuthLayout>;
}
