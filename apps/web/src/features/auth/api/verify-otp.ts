import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AuthUser } from '@lbo/contracts/auth';
import { AUTH_MESSAGES } from '@lbo/contracts/auth-messages';
import type { AccessMap } from '@lbo/contracts/permissions';
import { paths } from '@/config/paths';
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

type UserFields = Partial<AuthUser> & { _id?: string };

export interface VerifyOtpResponse {
  status: boolean;
  message?: string;
  token?: string;
  user?: UserFields;
  data?: UserFields & {
    token?: string;
    access_token?: string;
    user?: UserFields;
    expirdetails?: { expiryat?: number };
  };
}

function verifyOtp(input: VerifyOtpInput): Promise<VerifyOtpResponse> {
  return api.crm.post<VerifyOtpResponse>(API.crmAuth.verifyOTP, input, { skipSessionExpiry: true });
}

/** Reads the token and user wherever the server put them (spec §7). */
function readSignIn(result: VerifyOtpResponse): { token: string | null; user: AuthUser; expiryat: number | null } {
  const data = result.data ?? {};
  const token = data.token ?? result.token ?? data.access_token ?? null;
  const raw: UserFields = data.user ?? result.user ?? data;
  const id = raw.user_id ?? raw.id ?? raw._id ?? '';
  return {
    token,
    user: { id, user_id: id, email: raw.email ?? '', name: raw.name ?? '', role: raw.role ?? '', role_id: raw.role_id ?? '' },
    expiryat: data.expirdetails?.expiryat ?? null,
  };
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
      const result = await verifyOtp(input);
      const signIn = readSignIn(result);
      if (!signIn.token) throw new Error(AUTH_MESSAGES.otpInvalid);
      const accessMap = await loadAccessMap(signIn.user.role_id, signIn.token);
      return { ...signIn, token: signIn.token, accessMap, message: result.message };
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
