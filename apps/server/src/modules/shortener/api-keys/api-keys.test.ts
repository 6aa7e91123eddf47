import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { apiKeys, shortUrls } from '../../../db/schema';
import { bearer, BROWSER_USER_AGENT, createTestApp, type TestApp } from '../../../../test/test-app';

const BROWSER = BROWSER_USER_AGENT;
const DAY = 24 * 3600_000;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn();
});
afterAll(async () => t.close());

async function createKey(payload: Record<string, unknown>, token = admin) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/apikeys/create',
    headers: bearer(token),
    payload: { label: 'Partner', businessId: 'BIZ-1', ...payload },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { apiKeyId: string; plainKey: string; [k: string]: unknown };
}

const withKey = (key: string) => ({ 'x-api-key': key });
const createWithKey = (key: string, destination = 'https://partner.example.com/p') =>
  t.app.inject({ method: 'POST', url: '/api/short', headers: withKey(key), payload: { destination } });
const listWithKey = (key: string) => t.app.inject({ method: 'GET', url: '/api/short', headers: withKey(key) });

describe('creating and listing keys', () => {
  it('returns the plain key once with the defaults of §9 and stores only its SHA-256 hash', async () => {
    const created = await createKey({});
    expect(created).toMatchObject({
      label: 'Partner',
      businessId: 'BIZ-1',
      scopes: ['short.create'],
      quota: 100,
      quotaWindowDays: 30,
      active: true,
      usageCount: 0,
      expiresAt: null,
      message: 'API Key created successfully!',
    });
    expect(created.plainKey).toMatch(/^lbo_[A-Za-z0-9_-]{43}$/);
    expect(created.createdAt).toBe(t.clock.now().toISOString());

    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.apiKeyId));
    expect(row!.key_prefix).toBe(created.plainKey.slice(0, 12));
    expect(row!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    // The plain key (or any long part of it) is nowhere in the table.
    const secret = created.plainKey.slice(12);
    const dump = await t.db.execute(
      sql`select count(*)::int as n from api_keys k where k::text like ${`%${secret.slice(0, 16)}%`} or k::text like ${`%${created.plainKey}%`}`,
    );
    expect((dump as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('validates with the messages of §5', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/apikeys/create',
      headers: bearer(admin),
      payload: { label: ' ', businessId: '', quota: 0, quotaWindowDays: 0, scopes: ['short.delete'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      label: 'Label is required',
      businessId: 'Business ID is required',
      quota: 'Valid quota is required',
      quotaWindowDays: 'Quota window must be at least 1 day',
    });
    expect(res.json().errors['scopes.0']).toMatch(/must be one of/);
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/apikeys/create',
      headers: bearer(admin),
      payload: { label: 'x', businessId: 'y', expiresAt: new Date(t.clock.now().getTime() - 60_000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Expiry date cannot be in the past');
  });

  it('lists keys with their prefix, never the key or its hash', async () => {
    const created = await createKey({ label: 'Listed', scopes: ['short.read', 'analytics.read'], quota: 5, quotaWindowDays: 7 });
    const res = await t.app.inject({ method: 'GET', url: '/api/apikeys', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 20, totalPages: 1 });
    expect(body.total).toBe(body.items.length);
    const item = body.items.find((i: { apiKeyId: string }) => i.apiKeyId === created.apiKeyId);
    expect(item).toMatchObject({
      label: 'Listed',
      scopes: ['short.read', 'analytics.read'],
      quota: 5,
      quotaWindowDays: 7,
      active: true,
      usageCount: 0,
      keyPrefix: created.plainKey.slice(0, 12),
    });
    expect(res.body).not.toContain(created.plainKey);
    expect(res.body).not.toContain('key_hash');
    expect(Object.keys(item)).not.toContain('plainKey');
  });

  it('shows a user only their own keys and lets only the owner (or the administrator) revoke them', async () => {
    const keysAll = { module_id: 'api-keys', view: true, create: true, edit: true, delete: false, export: false };
    const a = await t.userWithAccess([keysAll]);
    const b = await t.userWithAccess([keysAll]);
    const keyOfA = await createKey({ label: 'A' }, a.token);
    const listB = (await t.app.inject({ method: 'GET', url: '/api/apikeys', headers: bearer(b.token) })).json();
    expect(listB.total).toBe(0);
    const foreign = await t.app.inject({ method: 'POST', url: `/api/apikeys/revoke/${keyOfA.apiKeyId}`, headers: bearer(b.token) });
    expect(foreign.statusCode).toBe(404);
    const viewer = await t.userWithAccess([{ ...keysAll, create: false, edit: false }]);
    expect((await t.app.inject({ method: 'POST', url: `/api/apikeys/revoke/${keyOfA.apiKeyId}`, headers: bearer(viewer.token) })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/apikeys/create', headers: bearer(viewer.token), payload: { label: 'x', businessId: 'y' } })).statusCode,
    ).toBe(403);
  });
});

describe('using keys', () => {
  it('creates links owned by the key owner and marked with the key', async () => {
    const key = await createKey({ scopes: ['short.create', 'short.read'] });
    const res = await createWithKey(key.plainKey);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ownerId: t.adminId, apiKeyId: key.apiKeyId });
    const [row] = await t.db.select().from(shortUrls).where(eq(shortUrls.id, res.json().id));
    expect(row).toMatchObject({ owner_id: t.adminId, api_key_id: key.apiKeyId });
    // With short.read the key lists the links it created, and only those.
    const listed = (await listWithKey(key.plainKey)).json();
    expect(listed.items.map((i: { id: string }) => i.id)).toEqual([res.json().id]);
    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.apiKeyId));
    expect(stored).toMatchObject({ usage_count: 2, window_count: 2 });
  });

  it('refuses a key without the scope with 403 and does not count it', async () => {
    const key = await createKey({ scopes: ['short.create'] });
    const res = await listWithKey(key.plainKey);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This API key does not have the short.read scope');
    const stats = await t.app.inject({ method: 'GET', url: `/api/short/${key.apiKeyId}/stats`, headers: withKey(key.plainKey) });
    expect(stats.statusCode).toBe(403);
    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.apiKeyId));
    expect(stored!.usage_count).toBe(0);
  });

  it('refuses unknown keys with 401, and keys on routes that take none', async () => {
    expect((await createWithKey('lbo_not-a-real-key')).statusCode).toBe(401);
    expect((await createWithKey('')).statusCode).toBe(401);
    const key = await createKey({ scopes: ['short.create', 'short.read'] });
    const link = (await createWithKey(key.plainKey)).json();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/short/${link.id}`, headers: withKey(key.plainKey) });
    expect(del.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/apikeys', headers: withKey(key.plainKey) })).statusCode).toBe(401);
  });

  it('enforces the quota per window with 429 and Retry-After, then resets after the window', async () => {
    const key = await createKey({ quota: 3, quotaWindowDays: 2 });
    for (let i = 0; i < 3; i++) expect((await createWithKey(key.plainKey)).statusCode).toBe(201);
    const over = await createWithKey(key.plainKey);
    expect(over.statusCode).toBe(429);
    const resetsAt = new Date(t.clock.now().getTime() + 2 * DAY).toISOString();
    expect(over.json().message).toBe(`API key quota of 3 requests per 2 days exceeded. It resets at ${resetsAt}`);
    expect(over.headers['retry-after']).toBe(String(2 * 24 * 3600));

    t.clock.advance(DAY);
    expect((await createWithKey(key.plainKey)).statusCode).toBe(429);
    expect((await createWithKey(key.plainKey)).headers['retry-after']).toBe(String(24 * 3600));

    t.clock.advance(DAY);
    expect((await createWithKey(key.plainKey)).statusCode).toBe(201);
    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.apiKeyId));
    expect(stored).toMatchObject({ usage_count: 4, window_count: 1 });
    expect(stored!.window_started_at.getTime()).toBe(t.clock.now().getTime());
  });

  it('never lets concurrent requests exceed the quota', async () => {
    admin = await t.signIn(); // the clock moved past the session's lifetime above
    const key = await createKey({ quota: 10 });
    const results = await Promise.all(Array.from({ length: 25 }, () => createWithKey(key.plainKey)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(15);
  });

  it('refuses a revoked key with 401; revoking happens on the server', async () => {
    admin = await t.signIn();
    const key = await createKey({});
    expect((await createWithKey(key.plainKey)).statusCode).toBe(201);
    const res = await t.app.inject({ method: 'POST', url: `/api/apikeys/revoke/${key.apiKeyId}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ apiKeyId: key.apiKeyId, active: false, message: 'API key revoked' });
    expect(res.json().revokedAt).toBe(t.clock.now().toISOString());
    const refused = await createWithKey(key.plainKey);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This API key has been revoked');
    // Revoking again changes nothing.
    t.clock.advance(1000);
    const again = await t.app.inject({ method: 'POST', url: `/api/apikeys/revoke/${key.apiKeyId}`, headers: bearer(admin) });
    expect(again.json().revokedAt).toBe(res.json().revokedAt);
    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.apiKeyId));
    expect(stored).toMatchObject({ active: false, usage_count: 1 });
  });

  it('refuses an expired key with 401', async () => {
    admin = await t.signIn();
    const key = await createKey({ expiresAt: new Date(t.clock.now().getTime() + 3600_000).toISOString() });
    expect((await createWithKey(key.plainKey)).statusCode).toBe(201);
    t.clock.advance(3600_000);
    const res = await createWithKey(key.plainKey);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This API key has expired');
  });

  it('refuses a key whose owner has been deactivated', async () => {
    const keysAll = { module_id: 'api-keys', view: true, create: true, edit: true, delete: false, export: false };
    // A key acts for its owner, so the owner may create short links.
    const owner = await t.userWithAccess([keysAll, { module_id: 'shortener', view: true, create: true, edit: false, delete: false, export: false }]);
    const key = await createKey({}, owner.token);
    expect((await createWithKey(key.plainKey)).statusCode).toBe(201);
    await t.db.execute(sql`update users set status = 'Inactive' where id = ${owner.userId}`);
    expect((await createWithKey(key.plainKey)).statusCode).toBe(401);
  });

  it('reads the analytics of its own links with analytics.read', async () => {
    admin = await t.signIn();
    const key = await createKey({ scopes: ['short.create', 'analytics.read'] });
    const link = (await createWithKey(key.plainKey, 'https://partner.example.com/stats')).json();
    await t.app.inject({
      method: 'GET',
      url: `/s/${link.shortId}`,
      headers: { 'user-agent': BROWSER, referer: 'https://t.co/abc' },
      remoteAddress: '81.2.69.142',
    });
    await t.app.inject({ method: 'GET', url: `/s/${link.shortId}`, headers: { 'user-agent': BROWSER } });
    await t.app.clickQueue.flush();
    const res = await t.app.inject({ method: 'GET', url: `/api/short/${link.id}/stats`, headers: withKey(key.plainKey) });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats).toMatchObject({ id: link.id, shortId: link.shortId, totalClicks: 2 });
    expect(stats.clicksPerDay.items).toHaveLength(30);
    expect(stats.clicksPerDay.total).toBe(2);
    expect(stats.clicksPerDay.items.at(-1).clicks).toBe(2);
    expect(stats.byCountry).toEqual(
      expect.arrayContaining([
        { country: 'GB', clicks: 1 },
        { country: 'unknown', clicks: 1 },
      ]),
    );
    expect(stats.byReferrer).toEqual(
      expect.arrayContaining([
        { referrer: 't.co', clicks: 1 },
        { referrer: 'direct', clicks: 1 },
      ]),
    );
    // A link the key did not create is not its business.
    const own = (
      await t.app.inject({ method: 'POST', url: '/api/short', headers: bearer(admin), payload: { destination: 'https://example.com/mine' } })
    ).json();
    expect((await t.app.inject({ method: 'GET', url: `/api/short/${own.id}/stats`, headers: withKey(key.plainKey) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/short/${own.id}/stats`, headers: bearer(admin) })).statusCode).toBe(200);
  });
});
