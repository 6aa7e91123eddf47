import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { clicks, shortUrls } from '../../../db/schema';
import { createTestApp, bearer, BROWSER_USER_AGENT } from '../../../../test/test-app';
import { testAppForFile } from '../../../../test/test-app-for-file';

const BROWSER = BROWSER_USER_AGENT;
const t = testAppForFile();

const create = async (payload: Record<string, unknown>) =>
  (await t.app.inject({ method: 'POST', url: '/api/short', headers: bearer(t.token), payload })).json() as { id: string; shortId: string };
const visit = (shortId: string) => t.app.inject({ method: 'GET', url: `/s/${shortId}`, headers: { 'user-agent': BROWSER } });

/**
 * Waits until every notice sent so far has reached the app: notices arrive in order on one
 * connection, so once a marker sent now is heard, the create's own notice has been too.
 */
async function noticesDelivered() {
  let heard = false;
  const stop = t.app.changes.subscribe('short_links', (payload) => {
    if (payload === 'settle-marker') heard = true;
  });
  await t.app.changes.publish(t.db, 'short_links', 'settle-marker');
  // Polled up to 20 s: CI runs the server tests beside the browser tests on two cores.
  for (const deadline = Date.now() + 20_000; !heard && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 5));
  stop();
  expect(heard).toBe(true);
}

/** Notifications arrive just after the write's commit: poll briefly rather than sleep. */
async function eventually(check: () => Promise<boolean>) {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 10));
  }
  return false;
}

describe('redirects from memory', () => {
  it('answers a cached link without reading the database', async () => {
    const link = await create({ destination: 'https://example.com/cached' });
    await noticesDelivered();
    expect((await visit(link.shortId)).statusCode).toBe(302);
    const before = t.app.linkCache.cache.misses;
    for (let i = 0; i < 5; i++) expect((await visit(link.shortId)).headers.location).toBe('https://example.com/cached');
    expect(t.app.linkCache.cache.misses).toBe(before);
  });

  it('forgets a deleted link at once', async () => {
    const link = await create({ destination: 'https://example.com/deleted' });
    expect((await visit(link.shortId)).statusCode).toBe(302);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/short/${link.id}`, headers: bearer(t.token) })).statusCode).toBe(200);
    expect(await eventually(async () => (await visit(link.shortId)).statusCode === 404)).toBe(true);
  });

  it('follows an edit made anywhere in the database', async () => {
    const link = await create({ destination: 'https://example.com/before' });
    expect((await visit(link.shortId)).headers.location).toBe('https://example.com/before');
    await t.db.update(shortUrls).set({ destination: 'https://example.com/after' }).where(eq(shortUrls.id, link.id));
    expect(await eventually(async () => (await visit(link.shortId)).headers.location === 'https://example.com/after')).toBe(true);
  });

  it('answers 410 the moment a cached link expires', async () => {
    const link = await create({ destination: 'https://example.com/ttl', ttlSeconds: 60 });
    expect((await visit(link.shortId)).statusCode).toBe(302);
    t.clock.advance(61_000);
    expect((await visit(link.shortId)).statusCode).toBe(410);
  });

  it('remembers an unknown id briefly, and a link created under it is found at once', async () => {
    // A notice of an earlier test arriving during the first lookup would rightly keep its answer out of the cache.
    await noticesDelivered();
    expect((await visit('Zz9Zz9Zz9')).statusCode).toBe(404);
    await noticesDelivered();
    const misses = t.app.linkCache.cache.misses;
    expect((await visit('Zz9Zz9Zz9')).statusCode).toBe(404);
    expect(t.app.linkCache.cache.misses).toBe(misses);
    const [owner] = await t.db.select({ owner: shortUrls.owner_id }).from(shortUrls).limit(1);
    await t.db.insert(shortUrls).values({ short_id: 'Zz9Zz9Zz9', destination: 'https://example.com/late', owner_id: owner!.owner });
    expect(await eventually(async () => (await visit('Zz9Zz9Zz9')).statusCode === 302)).toBe(true);
  });
});

describe('clicks off the request path', () => {
  it('counts every answered redirect exactly once when the app closes cleanly', async () => {
    const own = await createTestApp();
    const ownToken = await own.signIn();
    const link = (
      await own.app.inject({ method: 'POST', url: '/api/short', headers: bearer(ownToken), payload: { destination: 'https://example.com/exact' } })
    ).json();
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => own.app.inject({ method: 'GET', url: `/s/${link.shortId}`, headers: { 'user-agent': BROWSER } })),
    );
    const redirected = answers.filter((a) => a.statusCode === 302).length;
    expect(redirected).toBe(300);
    // Closing the app writes the queue; the database stays open to be read.
    await own.app.close();
    const [row] = await own.db.select({ clicks: shortUrls.clicks }).from(shortUrls).where(eq(shortUrls.id, link.id));
    const [logged] = await own.db.select({ n: count() }).from(clicks).where(eq(clicks.short_url_id, link.id));
    expect(row!.clicks).toBe(redirected);
    expect(logged!.n).toBe(redirected);
    await own.close();
  });
});
