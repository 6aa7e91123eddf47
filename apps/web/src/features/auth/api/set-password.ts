import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

function setPassword(input: { token: string; password: string }) {
  return api.crm.signIn('POST', API.crmAuth.setPassword, input, {
    skipSessionExpiry: true,
    loadAnswer: () => import('@lbo/contracts/access-answers').then((m) => m.passwordSetAnswer),
  });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
