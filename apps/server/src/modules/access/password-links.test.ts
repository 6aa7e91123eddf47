import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordTokens, roles, users } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let roleId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn();
  roleId = (await t.db.insert(roles).values({ role_name: 'Staff', role_access: [] }).returning())[0]!.id;
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
const linkToken = (email: string) => {
  const match = /\/set-password\?token=([\w-]+)/.exec(t.mail.lastTo(email)?.text ?? '');
  if (!match) throw new Error(`no link mailed to ${email}`);
  return match[1]!;
};
const setPassword = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/api/crmAuth/setPassword', payload: { token, password } });
const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/crmAuth/forgotPassword', payload: { email } });
const invite = async (email: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/crmAuth/createUser',
    headers: bearer(admin),
    payload: { name: 'Invitee', email, role_id: roleId },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data._id as string;
};
const resend = (id: string) => t.app.inject({ method: 'POST', url: `/api/crmAuth/resendInvitation?id=${id}`, headers: bearer(admin) });
const loginStatus = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/crmAuth/adminLogin', payload: { email, password } })).statusCode;

describe('invitation', () => {
  it('lets the invited user choose a password once and then sign in with it (password and code)', async () => {
    await invite('new.hire@example.com');
    const token = linkToken('new.hire@example.com');
    expect(await loginStatus('new.hire@example.com', 'anything-at-all')).toBe(401);

    const res = await setPassword(token, 'a-good-password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'Password set. You can now sign in', data: { email: 'new.hire@example.com' } });
    const [stored] = await t.db.select().from(users).where(eq(users.email, 'new.hire@example.com'));
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);

    const session = await t.signIn('new.hire@example.com', 'a-good-password');
    expect((await t.app.inject({ method: 'GET', url: '/api/adminAuth/profile', headers: bearer(session) })).statusCode).toBe(200);
  });

  it('cannot be used a second time', async () => {
    await invite('twice@example.com');
    const token = linkToken('twice@example.com');
    expect((await setPassword(token, 'first-password-1')).statusCode).toBe(200);
    const again = await setPassword(token, 'second-password-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link is invalid or has expired');
    expect(await loginStatus('twice@example.com', 'second-password-2')).toBe(401);
  });

  it('expires after 48 hours', async () => {
    await invite('slow@example.com');
    const token = linkToken('slow@example.com');
    t.clock.advance(48 * HOUR + 1000);
    admin = await t.signIn();
    const res = await setPassword(token, 'too-late-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This link is invalid or has expired');
    const [stored] = await t.db.select().from(users).where(eq(users.email, 'slow@example.com'));
    expect(stored!.password_hash).toBeNull();
  });

  it('keeps the link usable when the password is too short', async () => {
    await invite('short@example.com');
    const token = linkToken('short@example.com');
    const res = await setPassword(token, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Password must be at least 10 characters');
    expect((await setPassword(token, 'long-enough-now')).statusCode).toBe(200);
  });

  it('refuses made-up and malformed tokens', async () => {
    expect((await setPassword('x'.repeat(43), 'some-password-1')).json().message).toBe('This link is invalid or has expired');
    expect((await setPassword('short', 'some-password-1')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/crmAuth/setPassword', payload: {} })).statusCode).toBe(400);
  });

  it('can be resent while no password is set; only the newest link works', async () => {
    const id = await invite('resend@example.com');
    const first = linkToken('resend@example.com');
    const res = await resend(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Invitation sent');
    const second = linkToken('resend@example.com');
    expect(second).not.toBe(first);
    expect((await setPassword(first, 'old-link-password')).statusCode).toBe(400);
    expect((await setPassword(second, 'new-link-password')).statusCode).toBe(200);

    const refused = await resend(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This user has already set a password');
    expect((await resend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('forgotten password', () => {
  const body = { status: true, statusCode: 200, message: 'If an account exists for this e-mail, a link to set a new password has been sent', data: null };

  it('answers the same for known and unknown e-mails, and mails only the known one', async () => {
    const known = await t.userWithAccess([], 'forgetful@example.com');
    const sent = t.mail.messages.length;
    const unknown = await forgot('nobody-here@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(body);
    expect(t.mail.messages.length).toBe(sent);

    const res = await forgot('Forgetful@Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body);
    expect(t.mail.messages.length).toBe(sent + 1);
    const token = linkToken('forgetful@example.com');
    const [row] = await t.db.select().from(passwordTokens).where(eq(passwordTokens.user_id, known.userId));
    expect(row).toMatchObject({ purpose: 'reset' });
    expect(row!.expires_at.getTime() - t.clock.now().getTime()).toBe(HOUR);

    // A new password signs out the old sessions and replaces the old password.
    expect((await setPassword(token, 'brand-new-password')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/adminAuth/profile', headers: bearer(known.token) })).statusCode).toBe(401);
    expect(await loginStatus('forgetful@example.com', 'user-password-1')).toBe(401);
    expect(await loginStatus('forgetful@example.com', 'brand-new-password')).toBe(200);
  });

  it('reset links expire after an hour', async () => {
    await t.userWithAccess([], 'hourly@example.com');
    await forgot('hourly@example.com');
    const token = linkToken('hourly@example.com');
    t.clock.advance(HOUR + 1000);
    expect((await setPassword(token, 'after-an-hour-1')).statusCode).toBe(400);
  });

  it('mails nobody for an inactive account, and at most once a minute per account', async () => {
    const off = await t.userWithAccess([], 'inactive.forgot@example.com');
    await t.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, off.userId));
    await t.userWithAccess([], 'eager@example.com');
    const sent = t.mail.messages.length;
    expect((await forgot('inactive.forgot@example.com')).json()).toEqual(body);
    expect(t.mail.messages.length).toBe(sent);

    await forgot('eager@example.com');
    await forgot('eager@example.com');
    expect(t.mail.messages.length).toBe(sent + 1);
    t.clock.advance(61_000);
    await forgot('eager@example.com');
    expect(t.mail.messages.length).toBe(sent + 2);
  });

  it('refuses a malformed e-mail with 400', async () => {
    expect((await forgot('not-an-email')).statusCode).toBe(400);
  });
});
