import { useState, type FormEvent } from 'react';
import { ArrowLeft, RotateCw } from 'lucide-react';
import { AUTH_MESSAGES, otpFormatError } from '@lbo/contracts/auth-messages';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { sessionActions, type PendingOtp } from '@/lib/session-store';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { AuthHeading } from './auth-heading';
import { OtpInput } from './otp-input';

const ERROR_ID = 'otp-error';

export function OtpForm({ pending }: { pending: PendingOtp }) {
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const verify = useVerifyOtp();
  const { remaining, restart } = useResendCountdown();
  const resend = useResendOtp({ onSuccess: restart });

  const serverError = verify.isError ? getErrorMessage(verify.error, AUTH_MESSAGES.otpInvalid) : null;
  const error = formatError ?? serverError;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (otpFormatError(code)) {
      setFormatError(AUTH_MESSAGES.otpInvalidFormat);
      return;
    }
    setFormatError(null);
    verify.mutate({ otp: code, user_id: pending.user_id });
  };

  const onChange = (next: string) => {
    setCode(next);
    setFormatError(null);
    if (verify.isError) verify.reset();
  };

  const onResend = () => {
    resend.mutate(pending.user_id ? { user_id: pending.user_id } : { email: pending.email });
  };

  return (
    <>
      <AuthHeading
        title="Verify Your Identity"
        description={
          <>
            Enter the 6-digit code we sent to <span className="font-medium text-slate-700 dark:text-slate-200">{pending.email}</span>.
          </>
        }
      />
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Verify one-time code">
        <OtpInput value={code} onChange={onChange} invalid={error !== null} describedBy={error ? ERROR_ID : undefined} disabled={verify.isPending} autoFocus />
        {error ? (
          <p id={ERROR_ID} role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
          Verify OTP
        </Button>
      </form>
      <div className="mt-6 flex items-center justify-between gap-4 text-sm">
        <Button variant="ghost" size="sm" onClick={() => sessionActions.cancelOtp()} className="-ml-3">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Login
        </Button>
        <Button variant="ghost" size="sm" onClick={onResend} disabled={remaining > 0} loading={resend.isPending} className="-mr-3" aria-live="polite">
          {resend.isPending ? null : <RotateCw className="size-4" aria-hidden="true" />}
          {remaining > 0 ? `Resend OTP in ${remaining}s` : 'Resend OTP'}
        </Button>
      </div>
    </>
  );
}
