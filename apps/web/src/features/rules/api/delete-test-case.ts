import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { governanceKeys } from './governance-keys';

export async function deleteTestCase(id: string): Promise<void> {
  await api.bre.delete(`/api/rule-test-cases/${id}`);
}

export function useDeleteTestCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTestCase, onSuccess: () => queryClient.invalidateQueries({ queryKey: governanceKeys.all }) });
}
