import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@lbo/contracts/auth';
import type { AnswerOf } from '@lbo/contracts/answers';
import type { loginAnswer } from '@lbo/contracts/auth-answers';
import { AUTH_MESSAGES } from '@lbo/contracts/auth-messages';
import { answerMessage } from '@/lib/answer-message';
import { saveCountdownStart } from '@/lib/auth-storage';
import { api } from '@/lib/api-client';
import { sessionActions } from '@/lib/session-store';
import { signInToast } from '@/lib/toast';
import { loginErrorMessage } from '../utils/login-error-message';
import { API } from '@lbo/contracts/api-paths';

function login({ email, password }: LoginRequest) {
  const body = { email: email.trim().toLowerCase(), password };
  // Typed by its contract schema, not checked against it: the sign-in screens ship without zod (ADR 0031).
  return api.crm.post<AnswerOf<typeof loginAnswer>>(API.crmAuth.adminLogin, body, { skipSessionExpiry: true });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      const { user_id, email, role_id, expirdetails } = result.data;
      sessionActions.startOtp({ user_id, email, role_id, expiryat: expirdetails.expiryat });
      saveCountdownStart();
      signInToast.success(answerMessage(result, AUTH_MESSAGES.otpSent));
    },
    onError: (error) => {
      signInToast.error(loginErrorMessage(error));
    },
  });
}
