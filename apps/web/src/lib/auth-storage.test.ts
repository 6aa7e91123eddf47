import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/render-app';
import { clearStoredSession, readPersistedSlice, readToken, readUser, saveLoginStep, saveSession, STORAGE_KEYS, writePersistedSlice } from './auth-storage';
import { getCookie } from './cookies';

describe('auth storage', () => {
  it('saves the login step in the uid, email and role_id cookies', () => {
    saveLoginStep({ user_id: 'u1', email: 'a@b.in', role_id: 'r1', expiryat: Math.floor(Date.now() / 1000) + 60 });
    expect(getCookie('uid')).toBe('u1');
    expect(getCookie('email')).toBe('a@b.in');
    expect(getCookie('role_id')).toBe('r1');
  });

  it('does not keep a cookie whose expiry has passed', () => {
    saveLoginStep({ user_id: 'u1', email: 'a@b.in', role_id: 'r1', expiryat: Math.floor(Date.now() / 1000) - 60 });
    expect(getCookie('uid')).toBeNull();
  });

  it('saves and clears the session token, user and cookies', () => {
    saveSession('tok', testUser, null);
    expect(readToken()).toBe('tok');
    expect(readUser()).toEqual(testUser);
    expect(getCookie('t')).toBe('tok');
    expect(getCookie('auth_user')).toBe(testUser.user_id);
    clearStoredSession();
    expect(readToken()).toBeNull();
    expect(readUser()).toBeNull();
    expect(getCookie('t')).toBeNull();
    expect(getCookie('auth_user')).toBeNull();
  });

  it('persists client state under the root key, one serialised slice each', () => {
    writePersistedSlice('auth', { isOtpRequired: true });
    const root = JSON.parse(localStorage.getItem(STORAGE_KEYS.root) ?? '{}') as Record<string, string>;
    expect(STORAGE_KEYS.root).toBe('root');
    expect(JSON.parse(root.auth ?? 'null')).toEqual({ isOtpRequired: true });
    expect(readPersistedSlice('auth')).toEqual({ isOtpRequired: true });
  });
});
