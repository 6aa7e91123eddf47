import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileAnswer } from '@lbo/contracts/shortener-answers';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

export const profileKeys = { all: ['profile'] as const };

function getProfile() {
  return api.adminAuth.read(API.adminAuth.profile, { answer: profileAnswer });
}

const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.all, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
