import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@lbo/contracts/auth';
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
  return api.crm.signIn('POST', API.crmAuth.adminLogin, body, {
    skipSessionExpiry: true,
    loadAnswer: () => import('@lbo/contracts/auth-answers').then((m) => m.loginAnswer),
  });
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
