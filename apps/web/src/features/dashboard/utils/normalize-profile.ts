import { RECENT_ACTIVITY_LIMIT } from '@lbo/contracts/limits';

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

type Loose = Record<string, unknown>;

function asRecord(value: unknown): Loose {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};
}

function asNumber(...values: unknown[]): number {
  for (const v of values) {
    const n = typeof v === 'string' ? Number(v) : v;
    if (typeof n === 'number' && Number.isFinite(n)) return n;
  }
  return 0;
}

function asString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function toActivity(raw: unknown, index: number, fallbackType: string): ActivityItem {
  const item = asRecord(raw);
  const shortId = asString(item.shortId);
  const destination = asString(item.destination);
  const type = asString(item.type) ?? fallbackType;
  const message = asString(item.message) ?? (shortId ? `/${shortId}` : (destination ?? type.replace(/_/g, ' ')));
  const detail = destination && destination !== message ? destination : null;
  const createdAt = asString(item.createdAt) ?? asString(item.created_at) ?? asString(item.at);
  return { key: `${index}-${type}-${createdAt ?? ''}`, type, message, detail, createdAt };
}

/**
 * The profile answer has been seen bare and wrapped in `data`, with the
 * counters under `stats` or at the top level, and the feed as `recentActivity`
 * or `links`; read whichever is there.
 */
export function normalizeProfile(response: unknown): DashboardProfile {
  const outer = asRecord(response);
  const body = outer.data && typeof outer.data === 'object' && !Array.isArray(outer.data) ? asRecord(outer.data) : outer;
  const stats = asRecord(body.stats);
  const activity = Array.isArray(body.recentActivity) ? body.recentActivity : null;
  const links = Array.isArray(body.links) ? body.links : [];
  const items = (activity ?? links).slice(0, RECENT_ACTIVITY_LIMIT).map((item, i) => toActivity(item, i, activity ? 'activity' : 'link_created'));
  const name = [asString(body.firstName), asString(body.lastName)].filter(Boolean).join(' ') || asString(body.name) || '';

  return {
    email: asString(body.email) ?? '',
    name,
    role: asString(body.role) ?? 'Admin',
    stats: {
      totalLinks: asNumber(stats.totalLinks, body.totalLinks),
      totalClicks: asNumber(stats.totalClicks, body.totalClicks),
      activeLinks: asNumber(stats.activeLinks, body.activeLinks),
      countries: asNumber(stats.countries, body.countries),
    },
    recentActivity: items,
  };
}
