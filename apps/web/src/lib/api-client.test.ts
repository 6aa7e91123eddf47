import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@lbo/contracts/auth';
import { headerOf, mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/render-app';
import { api, ApiError, getErrorMessage } from './api-client';
import { APP_EVENTS } from './app-events';
import { saveCountdownStart, STORAGE_KEYS } from './auth-storage';
import { getCookie, setCookie } from './cookies';
import { getSession, sessionActions } from './session-store';

/** These tests are about the transport; any answer will do. */
const anyAnswer = z.unknown();

afterEach(() => sessionActions.clear());

describe('api client', () => {
  it('sends no Authorization header without a token, and a bearer one with it', async () => {
    const fetch = mockFetch({ 'GET /api/x': { body: { status: true, data: 1 } } });
    await api.crm.read('/api/x', { answer: anyAnswer });
    expect(headerOf(fetch.mock.calls[0]?.[1], 'Authorization')).toBeNull();

    sessionActions.signIn('tok-1', testUser);
    await api.crm.read('/api/x', { query: { page: 2, search: '', empty: undefined }, answer: anyAnswer });
    expect(headerOf(fetch.mock.calls[1]?.[1], 'Authorization')).toBe('Bearer tok-1');
    expect(String(fetch.mock.calls[1]?.[0])).toBe('/api/x?page=2');
  });

  it('downloads a file with the bearer token and the name the server gives it; a 401 still ends the session', async () => {
    sessionActions.signIn('tok-2', testUser);
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('xlsx-bytes', { status: 200, headers: { 'content-disposition': 'attachment; filename="companies-template.xlsx"' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const file = await api.crm.download('/api/company/importTemplate');
    expect(file.filename).toBe('companies-template.xlsx');
    expect(await file.blob.text()).toBe('xlsx-bytes');
    expect(headerOf(fetch.mock.calls[0]?.[1], 'Authorization')).toBe('Bearer tok-2');

    mockFetch({
      'GET /api/company/importTemplate': { status: 401, body: { status: false, statusCode: 401, message: 'Session expired. Please sign in again.' } },
    });
    await expect(api.crm.download('/api/company/importTemplate')).rejects.toBeInstanceOf(ApiError);
    expect(getSession().token).toBeNull();
  });

  it('sends cookies on admin-auth calls only', async () => {
    const fetch = mockFetch({ 'GET /api/x': { body: {} } });
    await api.adminAuth.read('/api/x', { answer: anyAnswer });
    await api.crm.read('/api/x', { answer: anyAnswer });
    expect(fetch.mock.calls[0]?.[1]?.credentials).toBe('include');
    expect(fetch.mock.calls[1]?.[1]?.credentials).toBe('same-origin');
  });

  it('sends JSON bodies with a content type and FormData as multipart', async () => {
    const fetch = mockFetch({ 'POST /api/y': { body: {} } });
    await api.crm.send('POST', '/api/y', { a: 1 }, { answer: anyAnswer });
    expect(headerOf(fetch.mock.calls[0]?.[1], 'Content-Type')).toBe('application/json');
    expect(fetch.mock.calls[0]?.[1]?.body).toBe('{"a":1}');

    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await api.crm.send('POST', '/api/y', form, { answer: anyAnswer });
    expect(headerOf(fetch.mock.calls[1]?.[1], 'Content-Type')).toBeNull();
    expect(fetch.mock.calls[1]?.[1]?.body).toBe(form);
  });

  it('turns an error answer into an ApiError with messages, field errors and data', async () => {
    mockFetch({
      'POST /api/z': {
        status: 400,
        body: {
          status: false,
          statusCode: 400,
          message: ['age must be ≥ 0', 'name is required'],
          errors: { age: 'age must be ≥ 0' },
          requestId: 'r1',
          data: { a: 1 },
        },
      },
    });
    const error = await api.crm.send('POST', '/api/z', {}, { answer: anyAnswer }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.messages).toEqual(['age must be ≥ 0', 'name is required']);
    expect(apiError.fieldErrors).toEqual({ age: 'age must be ≥ 0' });
    expect(apiError.data).toEqual({ a: 1 });
    expect(apiError.requestId).toBe('r1');
    expect(getErrorMessage(apiError, 'fallback')).toBe('age must be ≥ 0, name is required');
    expect(getErrorMessage(new Error('x'), 'fallback')).toBe('fallback');
  });

  it('treats status:false in a 200 answer as an error', async () => {
    mockFetch({ 'GET /api/w': { body: { status: false, statusCode: 409, message: 'Email Already Exists' } } });
    const error = (await api.crm.read('/api/w', { answer: anyAnswer }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(409);
    expect(error.messages).toEqual(['Email Already Exists']);
  });

  it('on a crm 401 forgets the session: storage, cookies and memory', async () => {
    mockFetch({ 'GET /api/role/getAllRoles': { status: 401, body: { status: false, statusCode: 401, message: 'Session expired' } } });
    sessionActions.signIn('tok-1', testUser);
    saveCountdownStart();
    setCookie('uid', 'u');
    const onLogout = vi.fn();
    window.addEventListener(APP_EVENTS.logout, onLogout);

    await expect(api.crm.read('/api/role/getAllRoles', { answer: anyAnswer })).rejects.toBeInstanceOf(ApiError);

    window.removeEventListener(APP_EVENTS.logout, onLogout);
    expect(getSession().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.countdownStart)).toBeNull();
    for (const name of ['t', 'auth_user', 'uid', 'email']) expect(getCookie(name)).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('does not end the session on the 401 of a wrong password', async () => {
    mockFetch({ 'POST /api/crmAuth/adminLogin': { status: 401, body: { status: false, message: 'Invalid email or password' } } });
    sessionActions.startOtp({ user_id: 'u', email: 'e@x.in', role_id: 'r' });
    await expect(api.crm.send('POST', '/api/crmAuth/adminLogin', {}, { skipSessionExpiry: true, answer: anyAnswer })).rejects.toBeInstanceOf(ApiError);
    expect(getSession().pendingOtp).not.toBeNull();
  });

  it('on an admin-auth 401 refreshes once and retries', async () => {
    let calls = 0;
    const fetch = mockFetch({
      'GET /api/adminAuth/profile': () => (++calls === 1 ? { status: 401, body: { message: 'expired' } } : { body: { email: 'a' } }),
      'POST /api/adminAuth/refresh': { body: { token: 'tok-2', data: { token: 'tok-2', expirdetails: { expiryat: 2_000_000_000 } } } },
    });
    sessionActions.signIn('tok-1', testUser);
    await expect(api.adminAuth.read('/api/adminAuth/profile', { answer: anyAnswer })).resolves.toEqual({ email: 'a' });
    expect(getSession().token).toBe('tok-2');
    expect(headerOf(fetch.mock.calls[2]?.[1], 'Authorization')).toBe('Bearer tok-2');
  });

  it('on an admin-auth 401 that a refresh cannot fix: one message, logout, logout event', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const fetch = mockFetch({
      'GET /api/short': { status: 401, body: { message: 'expired' } },
      'POST /api/adminAuth/refresh': { status: 401, body: { message: 'expired' } },
      'POST /api/adminAuth/logout': { body: {} },
    });
    sessionActions.signIn('tok-1', testUser);
    const onLogout = vi.fn();
    window.addEventListener(APP_EVENTS.logout, onLogout);

    await Promise.all([
      api.adminAuth.read('/api/short', { answer: anyAnswer }).catch(() => null),
      api.adminAuth.read('/api/short', { answer: anyAnswer }).catch(() => null),
    ]);

    window.removeEventListener(APP_EVENTS.logout, onLogout);
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith(AUTH_MESSAGES.sessionExpired);
    expect(getSession().token).toBeNull();
    expect(onLogout).toHaveBeenCalled();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/adminAuth/logout'))).toBe(true);
  });
});

describe('api client, overlapping expiry', () => {
  it('still tells the user when a crm 401 cleared the session first', async () => {
    const toastError = vi.spyOn(toast, 'error');
    mockFetch({
      'GET /api/role/getRoleById': { status: 401, body: { message: 'expired' } },
      'GET /api/adminAuth/profile': { status: 401, body: { message: 'expired' } },
      'POST /api/adminAuth/refresh': { status: 401, body: { message: 'expired' } },
      'POST /api/adminAuth/logout': { body: {} },
    });
    sessionActions.signIn('tok-1', testUser);
    await Promise.all([
      api.crm.read('/api/role/getRoleById', { answer: anyAnswer }).catch(() => null),
      api.adminAuth.read('/api/adminAuth/profile', { answer: anyAnswer }).catch(() => null),
    ]);
    expect(toastError).toHaveBeenCalledWith(AUTH_MESSAGES.sessionExpired);
    expect(getSession().token).toBeNull();
  });
});
