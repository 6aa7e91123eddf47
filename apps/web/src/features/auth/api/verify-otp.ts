import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@lbo/contracts/auth-messages';
import type { AccessMap } from '@lbo/contracts/permissions';
import { paths } from '@/config/paths';
import { answerMessage } from '@/lib/answer-message';
import { api, getErrorMessage } from '@/lib/api-client';
import { clearCountdownStart, clearSessionExpiredFlash } from '@/lib/auth-storage';
import { sessionActions } from '@/lib/session-store';
import { signInToast } from '@/lib/toast';
import { getRoleAccess } from './get-role-access';
import { API } from '@lbo/contracts/api-paths';

export interface VerifyOtpInput {
  otp: string;
  user_id: string;
}

function verifyOtp(input: VerifyOtpInput) {
  return api.crm.signIn('POST', API.crmAuth.verifyOTP, input, {
    skipSessionExpiry: true,
    loadAnswer: () => import('@lbo/contracts/auth-answers').then((m) => m.verifyOtpAnswer),
  });
}

async function loadAccessMap(roleId: string, token: string): Promise<AccessMap> {
  if (!roleId) return {};
  try {
    return await getRoleAccess(roleId, token);
  } catch (error) {
    // Signing in still succeeds; the menu just shows no permission-gated entries.
    console.error('Could not load the role access map', error);
    return {};
  }
}

export function useVerifyOtp() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: VerifyOtpInput) => {
      const { data, message } = await verifyOtp(input);
      const accessMap = await loadAccessMap(data.user.role_id, data.token);
      return { token: data.token, user: data.user, expiryat: data.expirdetails.expiryat, accessMap, message: answerMessage({ message }) };
    },
    onSuccess: ({ token, user, expiryat, accessMap, message }) => {
      // Nothing cached for an earlier user may leak into this session.
      queryClient.clear();
      sessionActions.signIn(token, user, { expiryat, accessMap });
      clearCountdownStart();
      clearSessionExpiredFlash();
      signInToast.success(message || AUTH_MESSAGES.loggedIn);
      void navigate(paths.dashboard, { replace: true });
    },
    onError: (error) => {
      signInToast.error(getErrorMessage(error, AUTH_MESSAGES.otpInvalid));
    },
  });
}
