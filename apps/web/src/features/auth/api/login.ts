import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponseData } from '@lbo/contracts/auth';
import { AUTH_MESSAGES } from '@lbo/contracts/auth-messages';
import { saveCountdownStart } from '@/lib/auth-storage';
import { api } from '@/lib/api-client';
import { sessionActions } from '@/lib/session-store';
import { signInToast } from '@/lib/toast';
import { loginErrorMessage } from '../utils/login-error-message';
import { API } from '@lbo/contracts/api-paths';

interface LoginResponse {
  status: boolean;
  message: string;
  response?: number;
  data?: Partial<LoginResponseData>;
}

function login({ email, password }: LoginRequest): Promise<LoginResponse> {
  return api.crm.post<LoginResponse>(API.crmAuth.adminLogin, { email: email.trim().toLowerCase(), password }, { skipSessionExpiry: true });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      const data = result.data;
      if (data?.user_id && data.email) {
        sessionActions.startOtp({
          user_id: data.user_id,
          email: data.email,
          role_id: data.role_id ?? '',
          expiryat: data.expirdetails?.expiryat ?? null,
        });
        saveCountdownStart();
      }
      signInToast.success(result.message || AUTH_MESSAGES.otpSent);
    },
    onError: (error) => {
      signInToast.error(loginErrorMessage(error));
    },
  });
}
