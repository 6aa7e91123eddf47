import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

function forgotPassword(input: { email: string }) {
  const body = { email: input.email.trim().toLowerCase() };
  return api.crm.signIn('POST', API.crmAuth.forgotPassword, body, {
    skipSessionExpiry: true,
    loadAnswer: () => import('@lbo/contracts/answers').then((m) => m.emptyAnswer),
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
