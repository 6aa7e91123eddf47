import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse, UpdateProfileRequest } from '@lbo/contracts/shortener';
import { api } from '@/lib/api-client';
import { profileKeys, readProfile } from './get-profile';
import { API } from '@lbo/contracts/api-paths';

async function updateProfile(input: UpdateProfileRequest): Promise<ProfileResponse & { message?: string }> {
  const reply = await api.adminAuth.put<ProfileResponse & { message?: string }>(API.adminAuth.profile, input);
  return { ...readProfile(reply), message: reply?.message };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.all, profile);
      // The dashboard greets the user by name.
      return queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
