import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@lbo/contracts/auth-messages';
import { answerMessage } from '@/lib/answer-message';
import { api, getErrorMessage } from '@/lib/api-client';
import { signInToast } from '@/lib/toast';
import { API } from '@lbo/contracts/api-paths';

type ResendOtpInput = { user_id: string } | { email: string };

function resendOtp(input: ResendOtpInput) {
  return api.crm.signIn('POST', API.crmAuth.resendOtp, input, {
    skipSessionExpiry: true,
    loadAnswer: () => import('@lbo/contracts/auth-answers').then((m) => m.resendOtpAnswer),
  });
}

export function useResendOtp({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: resendOtp,
    onSuccess: (result) => {
      onSuccess?.();
      signInToast.success(answerMessage(result, AUTH_MESSAGES.otpResent));
    },
    onError: (error) => {
      signInToast.error(getErrorMessage(error, AUTH_MESSAGES.resendFailed));
    },
  });
}
