import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { bearer, BROWSER_USER_AGENT, createTestApp, TEST_ORIGIN } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';

const BROWSER = BROWSER_USER_AGENT;
const DAY = 24 * 3600_000;

// 10:00 in India, so that "today" and the day boundaries are easy to reason about.
const t = testAppForFile({ at: new Date('2025-03-15T04:30:00Z') });

const profile = (token = t.token) => t.app.inject({ method: 'GET', url: '/api/adminAuth/profile', headers: bearer(token) });
const shorten = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/short', headers: bearer(t.token), payload });
/** A visit, then the click queue written (clicks are counted off the request path). */
const visit = async (shortId: string, remoteAddress = '127.0.0.1') => {
  const res = await t.app.inject({ method: 'GET', url: `/s/${shortId}`, headers: { 'user-agent': BROWSER }, remoteAddress });
  await t.app.clickQueue.flush();
  return res;
};

describe('profile', () => {
  it('starts with zeros and the admin details', async () => {
    const res = await profile();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: t.adminId,
      email: 'admin@example.com',
      role: 'Administrator',
      firstName: 'Administrator',
      lastName: '',
      company: '',
      stats: { totalLinks: 0, totalClicks: 0, activeLinks: 0, countries: 0, totalApiKeys: 0 },
      recentActivity: [],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/adminAuth/profile' })).statusCode).toBe(401);
  });

  it('counts links, clicks, active links, countries and keys after visits', async () => {
    const live = (await shorten({ destination: 'https://example.com/live' })).json();
    t.clock.advance(1000);
    const expiring = (await shorten({ destination: 'https://example.com/brief', ttlSeconds: 600 })).json();
    for (const [link, address] of [
      [live, '8.8.8.8'],
      [live, '81.2.69.142'],
      [live, '10.0.0.1'],
      [expiring, '8.8.4.4'],
    ] as const) {
      t.clock.advance(1000);
      await visit(link.shortId, address);
    }
    await t.app.inject({ method: 'GET', url: `/s/${live.shortId}`, headers: { 'user-agent': 'Twitterbot/1.0' } });
    await t.app.inject({ method: 'POST', url: '/api/apikeys/create', headers: bearer(t.token), payload: { label: 'k', businessId: 'b' } });
    t.clock.advance(601_000);

    const body = (await profile()).json();
    expect(body.stats).toEqual({ totalLinks: 2, totalClicks: 4, activeLinks: 1, countries: 2, totalApiKeys: 1 });
    expect(body.recentActivity).toHaveLength(6);
    expect(body.recentActivity[0]).toMatchObject({ type: 'click', shortId: expiring.shortId, country: 'US' });
    expect(body.recentActivity.at(-1)).toMatchObject({ type: 'link_created', shortId: live.shortId });
    // Someone else's profile knows nothing of these.
    const other = await t.userWithAccess([]);
    expect((await profile(other.token)).json().stats).toEqual({ totalLinks: 0, totalClicks: 0, activeLinks: 0, countries: 0, totalApiKeys: 0 });
  });

  it('keeps recent activity to the last 20, newest first', async () => {
    const link = (await shorten({ destination: 'https://example.com/busy' })).json();
    for (let i = 0; i < 25; i++) {
      t.clock.advance(1000);
      await visit(link.shortId);
    }
    const activity = (await profile()).json().recentActivity as { createdAt: string }[];
    expect(activity).toHaveLength(20);
    expect(activity.map((a) => a.createdAt)).toEqual([...activity.map((a) => a.createdAt)].sort().reverse());
  });
});

describe('updating the profile', () => {
  const update = (payload: unknown, headers: Record<string, string> = bearer(t.token)) =>
    t.app.inject({ method: 'PUT', url: '/api/adminAuth/profile', headers, payload: payload as Record<string, unknown> });

  it('saves trimmed first name, last name and company and renames the user', async () => {
    const res = await update({ firstName: '  Asha ', lastName: ' Verma ', company: ' Example Lending Pvt Ltd ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Asha',
      lastName: 'Verma',
      company: 'Example Lending Pvt Ltd',
      name: 'Asha Verma',
      message: 'Profile updated successfully!',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, t.adminId));
    expect(row).toMatchObject({ first_name: 'Asha', last_name: 'Verma', company: 'Example Lending Pvt Ltd', name: 'Asha Verma' });
    expect((await profile()).json()).toMatchObject({ firstName: 'Asha', lastName: 'Verma', company: 'Example Lending Pvt Ltd' });
  });

  it('changes only the fields sent', async () => {
    expect((await update({ company: 'New Co' })).json()).toMatchObject({ firstName: 'Asha', lastName: 'Verma', company: 'New Co' });
  });

  it('refuses values that are too long or not text', async () => {
    const res = await update({ firstName: 'x'.repeat(51), lastName: 'y'.repeat(51), company: 'z'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      firstName: 'First name must be at most 50 characters',
      lastName: 'Last name must be at most 50 characters',
      company: 'Company must be at most 100 characters',
    });
    expect((await update({ firstName: 42 })).statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, t.adminId));
    expect(row!.first_name).toBe('Asha');
  });

  it('needs a session; by cookie only from the app itself', async () => {
    expect((await update({ company: 'x' }, {})).statusCode).toBe(401);
    const cookie = `lbo_session=${t.token}`;
    expect((await update({ company: 'Cookie Co' }, { cookie, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await update({ company: 'Cookie Co' }, { cookie, origin: TEST_ORIGIN })).statusCode).toBe(200);
  });
});

describe('clicks per day', () => {
  it('gives every one of the last 30 Indian days, with zeros', async () => {
    const fresh = await createTestApp();
    try {
      // 2025-03-15 00:10 in India is still 2025-03-14 in UTC.
      fresh.clock.set(new Date('2025-03-14T18:40:00Z'));
      const token = await fresh.signIn();
      const link = (
        await fresh.app.inject({ method: 'POST', url: '/api/short', headers: bearer(token), payload: { destination: 'https://example.com/c' } })
      ).json();
      const hit = async () => {
        await fresh.app.inject({ method: 'GET', url: `/s/${link.shortId}`, headers: { 'user-agent': BROWSER } });
        await fresh.app.clickQueue.flush();
      };
      await hit();
      await hit();
      fresh.clock.advance(-20 * 60_000); // 23:50 on 14 March in India
      await hit();
      fresh.clock.advance(-40 * DAY); // outside the window
      await hit();
      fresh.clock.set(new Date('2025-03-15T10:00:00Z'));
      const token2 = await fresh.signIn();

      const res = await fresh.app.inject({ method: 'GET', url: '/api/adminAuth/profile/clicks-per-day?days=30', headers: bearer(token2) });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ days: 30, timeZone: 'Asia/Kolkata', total: 3 });
      expect(body.items).toHaveLength(30);
      expect(body.items[0].date).toBe('2025-02-14');
      expect(body.items.at(-1)).toEqual({ date: '2025-03-15', clicks: 2 });
      expect(body.items.at(-2)).toEqual({ date: '2025-03-14', clicks: 1 });
      expect(body.items.slice(0, -2).every((d: { clicks: number }) => d.clicks === 0)).toBe(true);

      const week = (await fresh.app.inject({ method: 'GET', url: '/api/adminAuth/profile/clicks-per-day?days=7', headers: bearer(token2) })).json();
      expect(week.items).toHaveLength(7);
      expect((await fresh.app.inject({ method: 'GET', url: '/api/adminAuth/profile/clicks-per-day?days=0', headers: bearer(token2) })).statusCode).toBe(400);
      expect((await fresh.app.inject({ method: 'GET', url: '/api/adminAuth/profile/clicks-per-day' })).statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
