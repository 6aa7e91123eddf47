import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@lbo/contracts/auth-messages';
import { api, getErrorMessage } from '@/lib/api-client';
import { signInToast } from '@/lib/toast';
import { API } from '@lbo/contracts/api-paths';

type ResendOtpInput = { user_id: string } | { email: string };

function resendOtp(input: ResendOtpInput): Promise<{ message?: string }> {
  return api.crm.post<{ message?: string }>(API.crmAuth.resendOtp, input, { skipSessionExpiry: true });
}

export function useResendOtp({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: resendOtp,
    onSuccess: (result) => {
      onSuccess?.();
      signInToast.success(result.message || AUTH_MESSAGES.otpResent);
    },
    onError: (error) => {
      signInToast.error(getErrorMessage(error, AUTH_MESSAGES.resendFailed));
    },
  });
}
