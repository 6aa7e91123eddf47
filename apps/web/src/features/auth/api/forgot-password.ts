import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

function forgotPassword(input: { email: string }): Promise<{ message?: string }> {
  return api.crm.post<{ message?: string }>(API.crmAuth.forgotPassword, { email: input.email.trim().toLowerCase() }, { skipSessionExpiry: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
