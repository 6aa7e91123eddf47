import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from './session';

describe('cross-site logout, HSTS and the API documentation', () => {
  let t: TestApp;
  let published: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    published = await createTestApp({ env: { API_DOCS_PUBLIC: 'true' } });
    https = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://back-office.example.in' } });
  });
  afterAll(async () => {
    await Promise.all([t.close(), published.close(), https.close()]);
  });

  it('refuses a cross-site logout by cookie and keeps the session', async () => {
    const token = await t.signIn();
    const cookie = `${SESSION_COOKIE}=${token}`;
    const crossSite = await t.app.inject({ method: 'POST', url: '/api/crmAuth/logout', headers: { cookie, origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/adminAuth/me', headers: bearer(token) })).statusCode).toBe(200);
    const sameSite = await t.app.inject({ method: 'POST', url: '/api/crmAuth/logout', headers: { cookie, origin: TEST_ORIGIN } });
    expect(sameSite.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/adminAuth/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('sends Strict-Transport-Security only when the app is served over https', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/login' })).headers['strict-transport-security']).toBeUndefined();
    expect((await https.app.inject({ method: 'GET', url: '/login' })).headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('serves the API documentation to signed-in users, or to anyone when published', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(await t.signIn()) })).statusCode).toBe(200);
    expect((await published.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
