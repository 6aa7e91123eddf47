import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginChallenges, sessions } from '../../db/schema';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, codeFrom, createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/crmAuth/adminLogin', payload: { email, password } });
const verify = (user_id: string, otp: string) => t.app.inject({ method: 'POST', url: '/api/crmAuth/verifyOTP', payload: { user_id, otp } });
const lastCode = () => codeFrom(t.mail.lastTo(ADMIN_EMAIL)?.text);
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('password step', () => {
  it('accepts the right password, lower-cases the e-mail and mails a 6-digit code', async () => {
    const before = t.mail.messages.length;
    const res = await login('ADMIN@example.com', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, response: 200, message: 'OTP sent', data: { email: ADMIN_EMAIL, limit_left: 5 } });
    expect(body.data.user_id).toBe(t.adminId);
    expect(body.data.role_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.expirdetails.expiryat).toBeGreaterThan(Math.floor(t.clock.now().getTime() / 1000));
    expect(t.mail.messages.length).toBe(before + 1);
    expect(lastCode()).toMatch(/^\d{6}$/);
  });

  it('counts limit_left down on wrong passwords, then locks for 15 minutes, then lets the user in again', async () => {
    const email = 'locked@example.com';
    await t.userWithAccess([], email);
    const lefts: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await login(email, 'wrong-password');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid email or password');
      lefts.push(res.json().data.limit_left);
    }
    expect(lefts).toEqual([4, 3, 2, 1]);
    const fifth = await login(email, 'wrong-password');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toMatch(/15 minutes/);
    expect(fifth.headers['retry-after']).toBe('900');

    // Even the right password is refused while locked, with the time left.
    t.clock.advance(5 * 60_000);
    const locked = await login(email, 'user-password-1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/10 minutes/);

    t.clock.advance(10 * 60_000 + 1000);
    const after = await login(email, 'user-password-1');
    expect(after.statusCode).toBe(200);
    expect(after.json().data.limit_left).toBe(5);
  });

  it('answers an unknown e-mail exactly like a wrong password, lockout included', async () => {
    const email = 'nobody@example.com';
    const first = await login(email, 'whatever-1');
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({ message: 'Invalid email or password', data: { limit_left: 4 } });
    for (let i = 0; i < 3; i++) await login(email, 'whatever-1');
    expect((await login(email, 'whatever-1')).statusCode).toBe(429);
  });

  it('rejects malformed input with 400 naming the fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/crmAuth/adminLogin', payload: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Invalid email address', password: 'Password is required' });
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/crmAuth/adminLogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(garbage.statusCode).toBe(400);
  });
});

describe('code step', () => {
  it('signs in with the right code once; the same code cannot be used again', async () => {
    const { data } = (await login(ADMIN_EMAIL, ADMIN_PASSWORD)).json();
    const code = lastCode();
    const ok = await verify(data.user_id, code);
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body.data.token).toHaveLength(43);
    expect(body.data.user).toMatchObject({ email: ADMIN_EMAIL, role: 'Administrator' });
    expect(body.data.expirdetails.expiryat).toBeGreaterThan(0);
    expect(ok.headers['set-cookie']).toMatch(/lbo_session=.+HttpOnly.+SameSite=Lax/i);
    // The token is stored only as a hash.
    const stored = await t.db.select().from(sessions);
    expect(stored.some((s) => s.token_hash === body.data.token)).toBe(false);

    const again = await verify(data.user_id, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid OTP');
  });

  it('refuses a wrong code, and kills the code after 5 wrong tries', async () => {
    const { data } = (await login(ADMIN_EMAIL, ADMIN_PASSWORD)).json();
    const code = lastCode();
    for (let i = 0; i < 4; i++) {
      const res = await verify(data.user_id, wrongCodeFor(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid OTP');
    }
    const fifth = await verify(data.user_id, wrongCodeFor(code));
    expect(fifth.statusCode).toBe(429);
    expect((await verify(data.user_id, code)).statusCode).toBe(400);
  });

  it('refuses an expired code (after 10 minutes)', async () => {
    const { data } = (await login(ADMIN_EMAIL, ADMIN_PASSWORD)).json();
    const code = lastCode();
    t.clock.advance(10 * 60_000 + 1);
    const res = await verify(data.user_id, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });

  it('binds a code to the sign-in that asked for it: a newer sign-in voids the older code', async () => {
    const { data } = (await login(ADMIN_EMAIL, ADMIN_PASSWORD)).json();
    const first = lastCode();
    await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const second = lastCode();
    if (first !== second) expect((await verify(data.user_id, first)).statusCode).toBe(400);
    expect((await verify(data.user_id, second)).statusCode).toBe(200);
  });

  it('stores codes hashed', async () => {
    await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const code = lastCode();
    const rows = await t.db.select().from(loginChallenges).where(eq(loginChallenges.user_id, t.adminId));
    expect(rows.every((r) => !r.code_hash.includes(code))).toBe(true);
  });

  it('refuses a resend within 30 seconds, then sends a new code that works', async () => {
    const { data } = (await login(ADMIN_EMAIL, ADMIN_PASSWORD)).json();
    const soon = await t.app.inject({ method: 'POST', url: '/api/crmAuth/resendOtp', payload: { user_id: data.user_id } });
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(31_000);
    const sent = t.mail.messages.length;
    const resend = await t.app.inject({ method: 'POST', url: '/api/crmAuth/resendOtp', payload: { email: ADMIN_EMAIL } });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe('OTP resent');
    expect(t.mail.messages.length).toBe(sent + 1);
    expect((await verify(data.user_id, lastCode())).statusCode).toBe(200);
  });

  it('will not resend when no sign-in is waiting', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/crmAuth/resendOtp', payload: { email: 'nobody@example.com' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('me answers the signed-in user and the role permissions, 401 without a session', async () => {
    const token = await t.signIn();
    const res = await t.app.inject({ method: 'GET', url: '/api/adminAuth/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ email: ADMIN_EMAIL });
    expect(res.json().data.access['loan-evaluator']).toMatchObject({ view: true, create: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/adminAuth/me' })).statusCode).toBe(401);
  });

  it('logout revokes the token on the server', async () => {
    const token = await t.signIn();
    const me = () => t.app.inject({ method: 'GET', url: '/api/adminAuth/profile', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/crmAuth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it('an expired token gets 401 (absolute expiry and idle timeout)', async () => {
    const token = await t.signIn();
    const me = () => t.app.inject({ method: 'GET', url: '/api/adminAuth/profile', headers: bearer(token) });
    t.clock.advance(59 * 60_000);
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(61 * 60_000);
    const idle = await me();
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe('Session expired. Please sign in again.');

    const other = await t.signIn();
    // Active every 55 minutes, it stays valid until the 12-hour absolute expiry.
    for (let i = 0; i < 13; i++) {
      t.clock.advance(55 * 60_000);
      expect((await t.app.inject({ method: 'GET', url: '/api/adminAuth/profile', headers: bearer(other) })).statusCode).toBe(200);
    }
    t.clock.advance(6 * 60_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/adminAuth/profile', headers: bearer(other) })).statusCode).toBe(401);
  });

  it('the admin-auth family works by cookie, refresh issues a new token, and cookie writes need our Origin', async () => {
    const login2 = await t.app.inject({ method: 'POST', url: '/api/adminAuth/login', payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login2.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/adminAuth/verify-otp', payload: { user_id: login2.json().data.user_id, otp: lastCode() } });
    expect(res.statusCode).toBe(200);
    const cookie = /lbo_session=([^;]+)/.exec(String(res.headers['set-cookie']))![1]!;
    const cookies = { lbo_session: cookie };

    expect((await t.app.inject({ method: 'GET', url: '/api/adminAuth/profile', cookies })).statusCode).toBe(200);
    const forged = await t.app.inject({ method: 'POST', url: '/api/adminAuth/refresh', cookies, headers: { origin: 'https://evil.example' } });
    expect(forged.statusCode).toBe(403);
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/adminAuth/refresh', cookies });
    expect(noOrigin.statusCode).toBe(403);

    const refreshed = await t.app.inject({ method: 'POST', url: '/api/adminAuth/refresh', cookies, headers: { origin: TEST_ORIGIN } });
    expect(refreshed.statusCode).toBe(200);
    const newToken = refreshed.json().data.token as string;
    expect(newToken).not.toBe(cookie);
    expect((await t.app.inject({ method: 'GET', url: '/api/adminAuth/profile', cookies })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/adminAuth/profile', headers: bearer(newToken) })).statusCode).toBe(200);
  });
});

describe('every protected route', () => {
  it('answers 401 without a token', async () => {
    const protectedRoutes = t.app.routeRegistry.filter((r) => r.access.kind !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(1);
    for (const route of protectedRoutes) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({ method: route.method as 'GET', url, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 401 with a made-up token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/adminAuth/profile', headers: bearer('x'.repeat(43)) });
    expect(res.statusCode).toBe(401);
  });
});
