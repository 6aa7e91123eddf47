import { useMutation } from '@tanstack/react-query';
import { emptyAnswer } from '@lbo/contracts/answers';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

function forgotPassword(input: { email: string }) {
  const body = { email: input.email.trim().toLowerCase() };
  return api.crm.send('POST', API.crmAuth.forgotPassword, body, { skipSessionExpiry: true, answer: emptyAnswer });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
