import { describe, expect, it } from 'vitest';
import { normalizeProfile } from './normalize-profile';

describe('normalizeProfile', () => {
  it('reads the plain answer', () => {
    const profile = normalizeProfile({
      email: 'a@b.in',
      role: 'Administrator',
      firstName: 'Asha',
      lastName: 'Rao',
      stats: { totalLinks: 4, totalClicks: 120, activeLinks: 3, countries: 2, totalApiKeys: 1 },
      recentActivity: [
        { type: 'click', shortId: 'abc', destination: 'https://x.in', message: 'Click on /abc from IN', createdAt: '2024-01-01T00:00:00Z' },
        { type: 'link_created', shortId: 'abc', destination: 'https://x.in', createdAt: '2023-12-31T00:00:00Z' },
      ],
    });
    expect(profile.name).toBe('Asha Rao');
    expect(profile.stats).toEqual({ totalLinks: 4, totalClicks: 120, activeLinks: 3, countries: 2 });
    expect(profile.recentActivity[0]).toMatchObject({ type: 'click', message: 'Click on /abc from IN', detail: 'https://x.in' });
    expect(profile.recentActivity[1]).toMatchObject({ type: 'link_created', message: '/abc' });
  });

  it('reads an answer wrapped in data with top-level counters and a links feed', () => {
    const profile = normalizeProfile({ status: true, data: { email: 'a@b.in', totalLinks: '7', totalClicks: 9, links: [{ shortId: 'q1', createdAt: 'x' }] } });
    expect(profile.stats).toEqual({ totalLinks: 7, totalClicks: 9, activeLinks: 0, countries: 0 });
    expect(profile.role).toBe('Admin');
    expect(profile.recentActivity).toHaveLength(1);
    expect(profile.recentActivity[0]).toMatchObject({ type: 'link_created', message: '/q1' });
  });

  it('keeps at most 20 activity entries', () => {
    const many = Array.from({ length: 35 }, (_, i) => ({ type: 'click', message: `m${i}` }));
    expect(normalizeProfile({ recentActivity: many }).recentActivity).toHaveLength(20);
  });

  it('survives an empty or odd answer', () => {
    expect(normalizeProfile(null).stats.totalLinks).toBe(0);
    expect(normalizeProfile({ recentActivity: 'nope' }).recentActivity).toEqual([]);
  });
});
