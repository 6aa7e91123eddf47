import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserStatus } from '@lbo/contracts/access';
import { api } from '@/lib/api-client';
import { accessKeys } from './types';
import { API } from '@lbo/contracts/api-paths';

function updateUserStatus(input: { id: string; status: UserStatus }): Promise<{ message?: string }> {
  return api.crm.put<{ message?: string }>(API.crmAuth.updateStatus, input);
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeys.users }),
  });
}
