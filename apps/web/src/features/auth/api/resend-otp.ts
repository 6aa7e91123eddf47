import { useMutation } from '@tanstack/react-query';
import type { AnswerOf } from '@lbo/contracts/answers';
import type { resendOtpAnswer } from '@lbo/contracts/auth-answers';
import { AUTH_MESSAGES } from '@lbo/contracts/auth-messages';
import { answerMessage } from '@/lib/answer-message';
import { api, getErrorMessage } from '@/lib/api-client';
import { signInToast } from '@/lib/toast';
import { API } from '@lbo/contracts/api-paths';

type ResendOtpInput = { user_id: string } | { email: string };

function resendOtp(input: ResendOtpInput) {
  // Typed by its contract schema, not checked against it: the sign-in screens ship without zod (ADR 0031).
  return api.crm.post<AnswerOf<typeof resendOtpAnswer>>(API.crmAuth.resendOtp, input, { skipSessionExpiry: true });
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
