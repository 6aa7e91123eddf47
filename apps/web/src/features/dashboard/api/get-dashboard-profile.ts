import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileAnswer } from '@lbo/contracts/shortener-answers';
import { api } from '@/lib/api-client';
import { normalizeProfile, type DashboardProfile } from '../utils/normalize-profile';
import { API } from '@lbo/contracts/api-paths';

async function getDashboardProfile(): Promise<DashboardProfile> {
  return normalizeProfile(await api.adminAuth.read(API.adminAuth.profile, { answer: profileAnswer }));
}

const dashboardProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'profile'],
    queryFn: getDashboardProfile,
    staleTime: 30_000,
  });

export function useDashboardProfile() {
  return useQuery(dashboardProfileQueryOptions());
}
