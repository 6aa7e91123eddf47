import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

function resendInvitation(id: string): Promise<{ message?: string }> {
  return api.crm.post<{ message?: string }>(API.crmAuth.resendInvitation, undefined, { query: { id } });
}

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
