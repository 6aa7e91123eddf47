import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

function setPassword(input: { token: string; password: string }): Promise<{ message?: string }> {
  return api.crm.post<{ message?: string }>(API.crmAuth.setPassword, input, { skipSessionExpiry: true });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
