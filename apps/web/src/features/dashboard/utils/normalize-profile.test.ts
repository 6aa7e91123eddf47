import { describe, expect, it } from 'vitest';
import { profileAnswer } from '@lbo/contracts/shortener-answers';
import { profileBody } from '@/testing/answers';
import { normalizeProfile } from './normalize-profile';

const at = '2024-01-01T00:00:00.000Z';

/** The dashboard's view of a profile answer, as the client reads it. */
const dashboardOf = (profile: Parameters<typeof profileBody>[0]) => normalizeProfile(profileAnswer.parse(profileBody(profile)));

describe('normalizeProfile', () => {
  it('reads the name, the four counters and the activity', () => {
    const profile = dashboardOf({
      role: 'Administrator',
      recentActivity: [
        { type: 'click', shortId: 'abc', destination: 'https://x.in', message: 'Click on /abc from IN', createdAt: at },
        { type: 'link_created', shortId: 'abc', destination: 'https://x.in', message: '', createdAt: at },
      ],
    });
    expect(profile.name).toBe('Asha Rao');
    expect(profile.stats).toEqual({ totalLinks: 12, totalClicks: 3456, activeLinks: 9, countries: 4 });
    expect(profile.recentActivity[0]).toMatchObject({ type: 'click', message: 'Click on /abc from IN', detail: 'https://x.in' });
    expect(profile.recentActivity[1]).toMatchObject({ type: 'link_created', message: '/abc' });
  });

  it('falls back to the account name and the Admin role', () => {
    const profile = dashboardOf({ firstName: '', lastName: '', name: 'asha', role: '' });
    expect(profile.name).toBe('asha');
    expect(profile.role).toBe('Admin');
  });

  it('keeps at most 20 activity entries', () => {
    const many = Array.from({ length: 35 }, (_, i) => ({
      type: 'click' as const,
      shortId: `s${i}`,
      destination: 'https://x.in',
      message: `m${i}`,
      createdAt: at,
    }));
    expect(dashboardOf({ recentActivity: many }).recentActivity).toHaveLength(20);
  });
});
