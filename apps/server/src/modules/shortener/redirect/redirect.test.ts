import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { clicks, shortUrls } from '../../../db/schema';
import { createTestApp, bearer, BROWSER_USER_AGENT } from '../../../../test/test-app';
import { testAppForFile } from '../../../../test/test-app-for-file';

const BROWSER = BROWSER_USER_AGENT;
const t = testAppForFile();

async function createLink(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/short', headers: bearer(t.token), payload });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; shortId: string; shortUrl: string };
}

/** A visit, then the click queue written, so the counts below are those of the database. */
const visit = async (
  shortId: string,
  headers: Record<string, string> = { 'user-agent': BROWSER },
  extra: { remoteAddress?: string; method?: 'GET' | 'HEAD' } = {},
) => {
  const res = await t.app.inject({ method: extra.method ?? 'GET', url: `/s/${shortId}`, headers, remoteAddress: extra.remoteAddress });
  await t.app.clickQueue.flush();
  return res;
};

async function counted(id: string) {
  const [link] = await t.db.select({ clicks: shortUrls.clicks }).from(shortUrls).where(eq(shortUrls.id, id));
  const [rows] = await t.db.select({ n: count() }).from(clicks).where(eq(clicks.short_url_id, id));
  return { counter: link?.clicks ?? -1, rows: rows?.n ?? -1 };
}

describe('redirect', () => {
  it('sends a live link to its destination with 302, no caching, and counts the visit with its details', async () => {
    const link = await createLink({ destination: 'https://example.com/landing?utm=1' });
    expect(link.shortUrl).toBe(`http://localhost:3000/s/${link.shortId}`);
    const res = await visit(link.shortId, { 'user-agent': BROWSER, referer: 'https://www.google.com/search?q=loan' }, { remoteAddress: '8.8.8.8' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.com/landing?utm=1');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await counted(link.id)).toEqual({ counter: 1, rows: 1 });
    const [click] = await t.db.select().from(clicks).where(eq(clicks.short_url_id, link.id));
    expect(click).toMatchObject({ country: 'US', referrer: 'https://www.google.com/search?q=loan', user_agent: BROWSER });
    expect(click!.clicked_at.getTime()).toBe(t.clock.now().getTime());
  });

  it("records 'unknown' as the country of private and loopback addresses", async () => {
    const link = await createLink({ destination: 'https://example.com/private' });
    for (const remoteAddress of ['127.0.0.1', '10.1.2.3', '192.168.0.7', '::1', '::ffff:172.16.0.1']) {
      expect((await visit(link.shortId, undefined, { remoteAddress })).statusCode).toBe(302);
    }
    const rows = await t.db.select({ country: clicks.country }).from(clicks).where(eq(clicks.short_url_id, link.id));
    expect(rows.map((r) => r.country)).toEqual(['unknown', 'unknown', 'unknown', 'unknown', 'unknown']);
  });

  it('answers 410 with an "expired" page once the ttl has passed, and counts nothing', async () => {
    const link = await createLink({ destination: 'https://example.com/soon-gone', ttlSeconds: 60 });
    expect((await visit(link.shortId)).statusCode).toBe(302);
    t.clock.advance(61_000);
    const res = await visit(link.shortId);
    expect(res.statusCode).toBe(410);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('This link has expired');
    expect(await counted(link.id)).toEqual({ counter: 1, rows: 1 });
  });

  it('answers 404 with a page for unknown and malformed ids', async () => {
    for (const id of ['Zz9Zz9Z', 'no-such-id', 'x'.repeat(80), '%00']) {
      const res = await visit(id);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Link not found');
    }
  });

  it('redirects bots, link-preview crawlers, prefetches and HEAD requests without counting them', async () => {
    const link = await createLink({ destination: 'https://example.com/shared' });
    const automated = [
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
    ];
    for (const ua of automated) {
      const res = await visit(link.shortId, { 'user-agent': ua });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://example.com/shared');
    }
    expect((await visit(link.shortId, {})).statusCode).toBe(302);
    expect((await visit(link.shortId, { 'user-agent': BROWSER, 'sec-purpose': 'prefetch' })).statusCode).toBe(302);
    expect((await visit(link.shortId, undefined, { method: 'HEAD' })).statusCode).toBe(302);
    expect(await counted(link.id)).toEqual({ counter: 0, rows: 0 });
    // Bots still see expiry.
    const expiring = await createLink({ destination: 'https://example.com/x', ttlSeconds: 1 });
    t.clock.advance(2000);
    expect((await visit(expiring.shortId, { 'user-agent': 'Twitterbot/1.0' })).statusCode).toBe(410);
  });

  it('counts 500 concurrent visits exactly 500 times', async () => {
    const link = await createLink({ destination: 'https://example.com/popular' });
    const responses = await Promise.all(Array.from({ length: 500 }, () => visit(link.shortId)));
    expect(responses.every((r) => r.statusCode === 302)).toBe(true);
    expect(await counted(link.id)).toEqual({ counter: 500, rows: 500 });
  });

  it('sends international destinations in their encoded form', async () => {
    const link = await createLink({ destination: 'https://例え.jp/ローン?q=ऋण' });
    const res = await visit(link.shortId);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(new URL('https://例え.jp/ローン?q=ऋण').href);
  });

  it('needs no session and ignores a stale one', async () => {
    const link = await createLink({ destination: 'https://example.com/public' });
    const res = await visit(link.shortId, { 'user-agent': BROWSER, authorization: 'Bearer not-a-real-token-at-all-000000', cookie: 'lbo_session=stale' });
    expect(res.statusCode).toBe(302);
  });
});

describe('a redirect served with nothing but what it needs', () => {
  it("runs none of the API scope's hooks: no request id, session, cookie or security headers", async () => {
    const link = await createLink({ destination: 'https://example.com/lean' });
    const res = await visit(link.shortId, { 'user-agent': BROWSER, cookie: 'lbo_session=whatever', 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(302);
    expect(res.headers['x-request-id']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBeUndefined();
    // The API beside it still has them all.
    const api = await t.app.inject({ method: 'GET', url: '/api/adminAuth/me', headers: bearer(t.token) });
    expect(api.headers['x-request-id']).toBeTruthy();
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const routes = t.app.printRoutes({ includeHooks: true, commonPrefix: false });
    const redirectRoute = routes.slice(routes.indexOf('/s/:shortId (GET'), routes.indexOf('\n', routes.indexOf('/s/:shortId (GET')) + 400);
    expect(redirectRoute.split('\n')[1]).not.toMatch(/•/);
  });

  it('counts its answers for /metrics by outcome, without the per-request histogram', async () => {
    const link = await createLink({ destination: 'https://example.com/counted' });
    const before = await redirectCounts();
    await visit(link.shortId);
    await visit(link.shortId, { 'user-agent': 'Twitterbot/1.0' });
    await visit('Nope0000');
    const after = await redirectCounts();
    expect(after.redirected - before.redirected).toBe(2);
    expect(after.not_found - before.not_found).toBe(1);
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).not.toMatch(/lbo_http_request_duration_seconds_count\{[^}]*route="\/s\/:shortId"/);
  });
});

async function redirectCounts() {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  const read = (outcome: string) => Number(new RegExp(`lbo_redirects_total\\{outcome="${outcome}"\\} (\\d+)`).exec(text)?.[1] ?? -1);
  return { redirected: read('redirected'), not_found: read('not_found'), expired: read('expired') };
}

describe('a separate short-link host', () => {
  it('serves the redirect on the path and host of SHORT_LINK_BASE_URL as well as /s', async () => {
    const other = await createTestApp({ env: { SHORT_LINK_BASE_URL: 'https://go.example.in/l' } });
    try {
      const admin = await other.signIn();
      const created = await other.app.inject({
        method: 'POST',
        url: '/api/short',
        headers: bearer(admin),
        payload: { destination: 'https://example.com/two' },
      });
      const { shortId, shortUrl } = created.json();
      expect(shortUrl).toBe(`https://go.example.in/l/${shortId}`);
      const onShortHost = await other.app.inject({ method: 'GET', url: `/l/${shortId}`, headers: { host: 'go.example.in', 'user-agent': BROWSER } });
      expect(onShortHost.statusCode).toBe(302);
      const onAppHost = await other.app.inject({ method: 'GET', url: `/s/${shortId}`, headers: { 'user-agent': BROWSER } });
      expect(onAppHost.statusCode).toBe(302);
    } finally {
      await other.close();
    }
  });
});
