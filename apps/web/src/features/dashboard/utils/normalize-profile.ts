import type { z } from 'zod';
import { RECENT_ACTIVITY_LIMIT } from '@lbo/contracts/limits';
import type { profileAnswer } from '@lbo/contracts/shortener-answers';

type Profile = z.output<typeof profileAnswer>;

interface DashboardStats {
  totalLinks: number;
  totalClicks: number;
  activeLinks: number;
  countries: number;
}

export interface ActivityItem {
  key: string;
  type: string;
  message: string;
  detail: string | null;
  createdAt: string | null;
}

export interface DashboardProfile {
  email: string;
  name: string;
  role: string;
  stats: DashboardStats;
  recentActivity: ActivityItem[];
}

function toActivity(item: Profile['recentActivity'][number], index: number): ActivityItem {
  const message = item.message || `/${item.shortId}`;
  const detail = item.destination && item.destination !== message ? item.destination : null;
  return { key: `${index}-${item.type}-${item.createdAt}`, type: item.type, message, detail, createdAt: item.createdAt || null };
}

/** What the dashboard shows of the profile: the full name when given, four counters, the latest activity. */
export function normalizeProfile(profile: Profile): DashboardProfile {
  const { totalLinks, totalClicks, activeLinks, countries } = profile.stats;
  return {
    email: profile.email,
    name: [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.name,
    role: profile.role || 'Admin',
    stats: { totalLinks, totalClicks, activeLinks, countries },
    recentActivity: profile.recentActivity.slice(0, RECENT_ACTIVITY_LIMIT).map(toActivity),
  };
}
