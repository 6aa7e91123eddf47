import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shortUrls } from '../../../db/schema';
import { bearer } from '../../../../test/test-app';
import { testAppForFile } from '../../../../test/test-app-for-file';
import { csvLines } from '../../../../test/sheets';

const t = testAppForFile({ env: { SHORT_LINK_BASE_URL: 'https://sho.rt/go' } });
let user: { token: string; userId: string };
let other: { token: string; userId: string };
const DAY = 24 * 3600_000;
const shortenerAll = { module_id: 'shortener', view: true, create: true, edit: true, delete: true, export: true };

beforeAll(async () => {
  user = await t.userWithAccess([shortenerAll]);
  other = await t.userWithAccess([shortenerAll]);
});

const create = (token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/short', headers: bearer(token), payload });
const list = (token: string, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/short', headers: bearer(token), query });

describe('creating short links', () => {
  it('creates a link with meta, ttl and preferred length and answers the item', async () => {
    const res = await create(user.token, {
      destination: 'https://www.example.com/offer?x=1',
      meta: { utm_source: 'newsletter', campaign_id: 'spring-24' },
      ttlSeconds: 3600,
      preferredLength: 12,
    });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      destination: 'https://www.example.com/offer?x=1',
      clicks: 0,
      ownerId: user.userId,
      meta: { utm_source: 'newsletter', campaign_id: 'spring-24' },
      ttlSeconds: 3600,
      preferredLength: 12,
      expired: false,
      apiKeyId: null,
    });
    expect(item).not.toHaveProperty('_id');
    expect(item.shortId).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(item.shortUrl).toBe(`https://sho.rt/go/${item.shortId}`);
    expect(new Date(item.expiresAt).getTime() - new Date(item.createdAt).getTime()).toBe(3600_000);
    expect(new Date(item.createdAt).getTime()).toBe(t.clock.now().getTime());
    const [row] = await t.db.select().from(shortUrls).where(eq(shortUrls.id, item.id));
    expect(row).toMatchObject({ short_id: item.shortId, owner_id: user.userId, campaign_id: 'spring-24', ttl_seconds: 3600 });
  });

  it('uses 7 characters by default and never expires with ttl 0 or none', async () => {
    const a = (await create(user.token, { destination: 'http://example.org' })).json();
    const b = (await create(user.token, { destination: 'http://example.org', ttlSeconds: 0 })).json();
    for (const item of [a, b]) {
      expect(item.shortId).toHaveLength(7);
      expect(item.expiresAt).toBeNull();
    }
    expect(a.shortId).not.toBe(b.shortId);
  });

  it('honours every preferred length from 4 to 20 with unique ids', async () => {
    const ids = new Set<string>();
    for (let length = 4; length <= 20; length++) {
      const res = await create(user.token, { destination: 'https://example.com/len', preferredLength: length });
      expect(res.statusCode).toBe(201);
      expect(res.json().shortId).toHaveLength(length);
      ids.add(res.json().shortId);
    }
    expect(ids.size).toBe(17);
  });

  it.each([
    [{}, 'Destination URL is required'],
    [{ destination: '' }, 'Destination URL is required'],
    [{ destination: 'javascript:alert(document.cookie)' }, 'Please enter a valid URL with http:// or https://'],
    [{ destination: 'JavaScript://example.com/%0aalert(1)' }, 'Please enter a valid URL with http:// or https://'],
    [{ destination: 'data:text/html;base64,PHNjcmlwdD4=' }, 'Please enter a valid URL with http:// or https://'],
    [{ destination: '/relative/path' }, 'Please enter a valid URL with http:// or https://'],
    [{ destination: '//example.com/x' }, 'Please enter a valid URL with http:// or https://'],
    [{ destination: 'ftp://example.com/file' }, 'Please enter a valid URL with http:// or https://'],
    [{ destination: 'https://exa mple.com' }, 'Please enter a valid URL with http:// or https://'],
    [{ destination: 'https://example.com', preferredLength: 3 }, 'Preferred length must be between 4 and 20'],
    [{ destination: 'https://example.com', preferredLength: 21 }, 'Preferred length must be between 4 and 20'],
    [{ destination: 'https://example.com', preferredLength: 'abc' }, 'Preferred length must be between 4 and 20'],
    [{ destination: 'https://example.com', ttlSeconds: -1 }, 'TTL must be a whole number of seconds, 0 or more'],
    [{ destination: 'https://example.com', ttlSeconds: 1.5 }, 'TTL must be a whole number of seconds, 0 or more'],
  ])('refuses %j with 400: %s', async (payload, message) => {
    const res = await create(user.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it.each([
    'https://sho.rt/go/abc1234',
    'https://SHO.RT/go/abc1234',
    'http://sho.rt/go/abc1234?x=1',
    'https://sho.rt/%67o/abc1234',
    'http://localhost:3000/s/abc1234',
    'http://localhost:3000//s/abc1234',
    'http://localhost:3000/S/abc1234',
  ])('refuses a destination on its own short links (%s) with 400', async (destination) => {
    const res = await create(user.token, { destination });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A short URL cannot point to another short URL of this service');
    expect(res.json().errors.destination).toBeDefined();
  });

  it('accepts other pages of the product and other hosts', async () => {
    for (const destination of ['http://localhost:3000/profile', 'https://sho.rt/other', 'https://example.com/s/abc']) {
      expect((await create(user.token, { destination })).statusCode).toBe(201);
    }
  });

  it('refuses addresses carrying credentials', async () => {
    const res = await create(user.token, { destination: 'https://www.google.com@evil.example/login' });
    expect(res.statusCode).toBe(400);
  });

  it('needs the shortener create permission', async () => {
    const viewer = await t.userWithAccess([{ ...shortenerAll, create: false, delete: false }]);
    expect((await create(viewer.token, { destination: 'https://example.com' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/short', payload: { destination: 'https://example.com' } })).statusCode).toBe(401);
  });
});

describe('listing, filtering, sorting and deleting', () => {
  let owner: { token: string; userId: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    owner = await t.userWithAccess([shortenerAll]);
    const start = t.clock.now();
    const specs = [
      { name: 'alpha', destination: 'https://alpha.example.com/a', meta: { utm_source: 'mail', campaign_id: 'CAMP-1' }, ttlSeconds: 0, dayOffset: -3 },
      { name: 'beta', destination: 'https://beta.example.com/b', meta: { utm_source: 'sms', campaign_id: 'camp-2' }, ttlSeconds: 60, dayOffset: -2 },
      { name: 'gamma', destination: 'https://gamma.example.com/loan', meta: { campaign_id: 'CAMP-1' }, ttlSeconds: 30 * 86400, dayOffset: -1 },
      { name: 'delta', destination: 'https://delta.example.com/LOAN-offer', meta: {}, ttlSeconds: 0, dayOffset: 0 },
    ];
    for (const spec of specs) {
      t.clock.set(new Date(start.getTime() + spec.dayOffset * DAY));
      const res = await create(owner.token, { destination: spec.destination, meta: spec.meta, ttlSeconds: spec.ttlSeconds });
      ids[spec.name] = res.json().id;
    }
    t.clock.set(start);
    // beta (60 s) has expired by now; give the links different click counts.
    await t.db.update(shortUrls).set({ clicks: 5 }).where(eq(shortUrls.id, ids.alpha!));
    await t.db.update(shortUrls).set({ clicks: 9 }).where(eq(shortUrls.id, ids.gamma!));
    await t.db.update(shortUrls).set({ clicks: 1 }).where(eq(shortUrls.id, ids.delta!));
  });

  const names = (body: { items: { id: string }[] }) => body.items.map((i) => Object.entries(ids).find(([, id]) => id === i.id)?.[0]);

  it('lists own links newest first, 10 a page, with the list shape', async () => {
    const res = await list(owner.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, page: 1, limit: 10, totalPages: 1 });
    expect(names(body)).toEqual(['delta', 'gamma', 'beta', 'alpha']);
    expect(body.items[2]).toMatchObject({ expired: true });
    expect(Object.keys(body.items[0]).sort()).toEqual(
      [
        'apiKeyId',
        'clicks',
        'createdAt',
        'destination',
        'expired',
        'expiresAt',
        'id',
        'meta',
        'ownerId',
        'preferredLength',
        'shortId',
        'shortUrl',
        'ttlSeconds',
      ].sort(),
    );
  });

  it('pages', async () => {
    const body = (await list(owner.token, { page: '2', limit: '3' })).json();
    expect(body).toMatchObject({ total: 4, page: 2, limit: 3, totalPages: 2 });
    expect(names(body)).toEqual(['alpha']);
  });

  it('searches destination, short id and campaign case-insensitively with q', async () => {
    expect(names((await list(owner.token, { q: 'loan' })).json())).toEqual(['delta', 'gamma']);
    expect(names((await list(owner.token, { q: 'camp-2' })).json())).toEqual(['beta']);
    expect(names((await list(owner.token, { q: '100%_' })).json())).toEqual([]);
    const shortId = (await list(owner.token)).json().items[3].shortId as string;
    expect(names((await list(owner.token, { q: shortId.toLowerCase() })).json())).toContain('alpha');
  });

  it('filters by campaignId, active and creation dates', async () => {
    expect(names((await list(owner.token, { campaignId: 'camp-1' })).json())).toEqual(['gamma', 'alpha']);
    expect(names((await list(owner.token, { active: 'true' })).json())).toEqual(['delta', 'gamma', 'alpha']);
    expect(names((await list(owner.token, { active: 'false' })).json())).toEqual(['beta']);
    const now = t.clock.now();
    const iso = (offset: number) => new Date(now.getTime() + offset).toISOString();
    expect(names((await list(owner.token, { from: iso(-1.5 * DAY) })).json())).toEqual(['delta', 'gamma']);
    expect(names((await list(owner.token, { to: iso(-1.5 * DAY) })).json())).toEqual(['beta', 'alpha']);
    expect(names((await list(owner.token, { from: iso(-2.5 * DAY), to: iso(-0.5 * DAY) })).json())).toEqual(['gamma', 'beta']);
    // A whole day includes everything created that (Indian) day.
    const day = new Date(now.getTime() - DAY + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect(names((await list(owner.token, { from: day, to: day })).json())).toEqual(['gamma']);
    expect((await list(owner.token, { from: 'yesterday' })).statusCode).toBe(400);
  });

  it('sorts by every field both ways', async () => {
    expect(names((await list(owner.token, { sortBy: 'clicks', sortOrder: 'desc' })).json())).toEqual(['gamma', 'alpha', 'delta', 'beta']);
    expect(names((await list(owner.token, { sortBy: 'clicks', sortOrder: 'asc' })).json())).toEqual(['beta', 'delta', 'alpha', 'gamma']);
    expect(names((await list(owner.token, { sortBy: 'createdAt', sortOrder: 'asc' })).json())).toEqual(['alpha', 'beta', 'gamma', 'delta']);
    expect(names((await list(owner.token, { sortBy: 'destination', sortOrder: 'asc' })).json())).toEqual(['alpha', 'beta', 'delta', 'gamma']);
    // Never-expiring links come last either way.
    expect(names((await list(owner.token, { sortBy: 'expiresAt', sortOrder: 'asc' })).json())).toEqual(['beta', 'gamma', 'delta', 'alpha']);
    expect(names((await list(owner.token, { sortBy: 'expiresAt', sortOrder: 'desc' })).json())).toEqual(['gamma', 'beta', 'delta', 'alpha']);
    const byShortId = (await list(owner.token, { sortBy: 'shortId', sortOrder: 'asc' })).json().items.map((i: { shortId: string }) => i.shortId);
    expect(byShortId).toEqual([...byShortId].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await list(owner.token, { sortBy: 'owner' })).statusCode).toBe(400);
  });

  it('exports the links the filters match, in the list order, only the caller’s own, with clicks as numbers', async () => {
    const get = (token: string, query: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/short/export', headers: bearer(token), query });
    const res = await get(owner.token, { campaignId: 'camp-1', sortBy: 'clicks', sortOrder: 'desc', format: 'csv' });
    expect(res.statusCode, res.body).toBe(200);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('Short URL,Destination,Clicks,Campaign,UTM source,Created (IST),Expires (IST),Expired');
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 5))).toEqual([
      ['https://gamma.example.com/loan', '9', 'CAMP-1', ''],
      ['https://alpha.example.com/a', '5', 'CAMP-1', 'mail'],
    ]);
    const XLSX = await import('@e965/xlsx');
    const book = XLSX.read((await get(owner.token, { active: 'false', format: 'xlsx' })).rawPayload);
    expect(
      XLSX.utils
        .sheet_to_json<unknown[]>(book.Sheets['Short links']!, { header: 1 })
        .slice(1)
        .map((r) => [r[1], r[7]]),
    ).toEqual([['https://beta.example.com/b', 'Yes']]);
    expect(csvLines((await get(other.token, { format: 'csv' })).body)).toHaveLength(1);
    expect((await get(owner.token, { from: 'yesterday' })).statusCode).toBe(400);
    const noExport = await t.userWithAccess([{ ...shortenerAll, export: false }]);
    expect((await get(noExport.token, {})).statusCode).toBe(403);
  });

  it("shows a user only their own links, even when they ask for someone else's", async () => {
    expect((await list(other.token)).json().total).toBe(0);
    expect((await list(other.token, { ownerId: owner.userId })).json().total).toBe(0);
  });

  it('shows the administrator every link, narrowed by ownerId', async () => {
    const all = (await list(t.token, { limit: '100' })).json();
    expect(all.total).toBeGreaterThan(4);
    const owned = (await list(t.token, { ownerId: owner.userId })).json();
    expect(names(owned)).toEqual(['delta', 'gamma', 'beta', 'alpha']);
  });

  it("deletes own links; someone else's link is 404 and stays", async () => {
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/short/${ids.alpha}`, headers: bearer(other.token) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Short URL not found');
    expect((await t.db.select().from(shortUrls).where(eq(shortUrls.id, ids.alpha!))).length).toBe(1);

    const own = await t.app.inject({ method: 'DELETE', url: `/api/short/${ids.alpha}`, headers: bearer(owner.token) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: ids.alpha, message: 'Short URL deleted successfully' });
    expect((await t.db.select().from(shortUrls).where(eq(shortUrls.id, ids.alpha!))).length).toBe(0);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/short/${ids.alpha}`, headers: bearer(owner.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/short/not-a-uuid', headers: bearer(owner.token) })).statusCode).toBe(400);
  });

  it('needs the shortener delete permission to delete', async () => {
    const creator = await t.userWithAccess([{ ...shortenerAll, delete: false }]);
    const id = (await create(creator.token, { destination: 'https://example.com/keep' })).json().id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/short/${id}`, headers: bearer(creator.token) })).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the shortener routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(await t.signIn()) });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/short',
        '/api/short/{id}',
        '/api/short/{id}/stats',
        '/api/apikeys',
        '/api/apikeys/create',
        '/api/apikeys/revoke/{id}',
        '/s/{shortId}',
      ]),
    );
  });
});

describe('destinations that would mislead or reach inside', () => {
  it.each([
    'http://127.0.0.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/',
    'http://0x7f000001/',
    'http://\u0430pple.com/',
    'http://evil.example\\@good.example/',
    'http://localhost:3000/s/abc',
  ])('refuses %s with 400 naming the destination', async (destination) => {
    const res = await create(t.token, { destination });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('destination');
  });

  it('stores the address as browsers read it', async () => {
    const res = await create(t.token, { destination: 'HTTPS://Example.COM/Path' });
    expect(res.statusCode).toBe(201);
    expect(res.json().destination).toBe('https://example.com/Path');
  });
});
