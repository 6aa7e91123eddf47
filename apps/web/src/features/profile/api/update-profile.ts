import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest } from '@lbo/contracts/shortener';
import { updatedProfileAnswer } from '@lbo/contracts/shortener-answers';
import { api } from '@/lib/api-client';
import { profileKeys } from './get-profile';
import { API } from '@lbo/contracts/api-paths';

function updateProfile(input: UpdateProfileRequest) {
  return api.adminAuth.send('PUT', API.adminAuth.profile, input, { answer: updatedProfileAnswer });
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
