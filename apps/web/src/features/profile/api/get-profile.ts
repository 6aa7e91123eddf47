import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '@lbo/contracts/shortener';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

export const profileKeys = { all: ['profile'] as const };

/** Reads the profile bare or wrapped in `data`, with counters under `stats` or at the top level. */
export function readProfile(reply: unknown): ProfileResponse {
  const outer = (reply ?? {}) as Record<string, unknown>;
  const body = (outer.data && typeof outer.data === 'object' ? outer.data : outer) as Partial<ProfileResponse> & Record<string, unknown>;
  const stats = (body.stats ?? {}) as Partial<ProfileResponse['stats']>;
  const n = (...values: unknown[]) => Number(values.find((v) => typeof v === 'number' || (typeof v === 'string' && v !== '')) ?? 0) || 0;
  return {
    id: String(body.id ?? ''),
    email: String(body.email ?? ''),
    name: String(body.name ?? ''),
    role: String(body.role ?? 'Admin'),
    firstName: String(body.firstName ?? ''),
    lastName: String(body.lastName ?? ''),
    company: String(body.company ?? ''),
    createdAt: String(body.createdAt ?? ''),
    stats: {
      totalLinks: n(stats.totalLinks, body.totalLinks),
      totalClicks: n(stats.totalClicks, body.totalClicks),
      activeLinks: n(stats.activeLinks, body.activeLinks),
      countries: n(stats.countries, body.countries),
      totalApiKeys: n(stats.totalApiKeys, body.totalApiKeys),
    },
    recentActivity: Array.isArray(body.recentActivity) ? body.recentActivity : [],
  };
}

async function getProfile(): Promise<ProfileResponse> {
  return readProfile(await api.adminAuth.get<unknown>(API.adminAuth.profile));
}

const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.all, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
