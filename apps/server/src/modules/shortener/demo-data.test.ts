import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { apiKeys, clicks, shortUrls } from '../../db/schema';
import { seedDemoShortener } from '../../db/seed/demo-shortener';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';

const t = testAppForFile();

describe('demo short links', () => {
  it('seeds a dozen links of the admin with matching click counters and two hashed keys, once', async () => {
    await seedDemoShortener(t.db, t.app.log, t.adminId);
    await seedDemoShortener(t.db, t.app.log, t.adminId);
    const links = await t.db.select().from(shortUrls);
    expect(links).toHaveLength(12);
    expect(links.every((l) => l.owner_id === t.adminId)).toBe(true);
    const now = Date.now();
    expect(links.some((l) => l.expires_at === null)).toBe(true);
    expect(links.some((l) => l.expires_at !== null && l.expires_at.getTime() < now)).toBe(true);
    expect(links.some((l) => l.expires_at !== null && l.expires_at.getTime() > now)).toBe(true);

    const perLink = await t.db.select({ id: clicks.short_url_id, n: count() }).from(clicks).groupBy(clicks.short_url_id);
    const total = perLink.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBeGreaterThan(200);
    for (const link of links) expect(link.clicks).toBe(perLink.find((r) => r.id === link.id)?.n ?? 0);
    const [span] = await t.db.select({ oldest: sql<string>`min(${clicks.clicked_at})::text` }).from(clicks);
    expect(now - new Date(span!.oldest).getTime()).toBeLessThanOrEqual(30 * 24 * 3600_000 + 60_000);
    const countries = await t.db.selectDistinct({ c: clicks.country }).from(clicks);
    expect(countries.length).toBeGreaterThanOrEqual(5);

    const keys = await t.db.select().from(apiKeys).where(eq(apiKeys.owner_id, t.adminId));
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key.key_hash).toMatch(/^[0-9a-f]{64}$/);

    const profile = (await t.app.inject({ method: 'GET', url: '/api/adminAuth/profile', headers: bearer(t.token) })).json();
    expect(profile.stats).toMatchObject({ totalLinks: 12, totalClicks: total, totalApiKeys: 2 });
    expect(profile.recentActivity).toHaveLength(20);
  });
});
