import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { loginAnswer, resendOtpAnswer, verifyOtpAnswer } from '@lbo/contracts/auth-answers';
import { getCookie } from '@/lib/cookies';
import { readCountdownStart, saveCountdownStart, STORAGE_KEYS } from '@/lib/auth-storage';
import { getSession, sessionActions } from '@/lib/session-store';
import { okBody, okReply, plainBody, profileBody, roleAccessBody } from '@/testing/answers';
import { headerOf, mockFetch } from '@/testing/mock-fetch';
import { renderApp, testUser } from '@/testing/render-app';

const loginOk = okBody(
  loginAnswer,
  {
    user_id: testUser.user_id,
    email: testUser.email,
    role_id: testUser.role_id,
    expirdetails: { expiryat: Math.floor(Date.now() / 1000) + 600 },
    limit_left: 5,
  },
  'OTP sent',
);

const verifyOk = plainBody(verifyOtpAnswer, {
  status: true,
  statusCode: 200,
  message: 'Logged in',
  token: 'fresh-token',
  user: testUser,
  data: { ...testUser, token: 'fresh-token', access_token: 'fresh-token', user: testUser, expirdetails: { expiryat: Math.floor(Date.now() / 1000) + 3600 } },
});

function fillLogin(email: string, password: string) {
  fireEvent.input(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

function pasteCode(code: string) {
  fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => code } });
}

describe('sign-in', () => {
  afterEach(() => {
    act(() => toast.remove());
    sessionActions.clear();
  });

  it('validates the credentials before calling the server', async () => {
    const fetch = mockFetch({});
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    fillLogin('not-an-email', 'x');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the tries left after a wrong password', async () => {
    mockFetch({
      'POST /api/crmAuth/adminLogin': { status: 401, body: { status: false, statusCode: 401, message: 'Invalid email or password', data: { limit_left: 2 } } },
    });
    renderApp('/login');
    fillLogin('asha@lender.in', 'wrong');
    expect(await screen.findByText("Invalid email or password. You've only 2 tries remaining")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
  });

  it('signs in with a code: lower-cased e-mail, cookies, countdown, access map, then /dashboard', async () => {
    const fetch = mockFetch({
      'POST /api/crmAuth/adminLogin': { body: loginOk },
      'POST /api/crmAuth/verifyOTP': ({ body }) =>
        (body as { otp: string }).otp === '123456' ? { body: verifyOk } : { status: 400, body: { status: false, statusCode: 400, message: 'Invalid OTP' } },
      'GET /api/role/getRoleById': {
        body: roleAccessBody([{ module_id: 'user-management', create: false, edit: false, view: true, delete: false, export: false }]),
      },
      'GET /api/adminAuth/profile': { body: profileBody() },
    });
    const { router } = renderApp('/login');
    fillLogin('  Asha@Lender.IN ', 'correct horse');

    expect(await screen.findByRole('heading', { name: 'Verify Your Identity' })).toBeTruthy();
    const loginCall = fetch.mock.calls.find(([url]) => String(url).includes('adminLogin'));
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({ email: 'asha@lender.in', password: 'correct horse' });
    expect(getCookie('uid')).toBe(testUser.user_id);
    expect(getCookie('email')).toBe(testUser.email);
    expect(getCookie('role_id')).toBe(testUser.role_id);
    expect(readCountdownStart()).not.toBeNull();
    expect(await screen.findByText('OTP sent')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Resend OTP in \d+s/ }) as HTMLButtonElement).disabled).toBe(true);

    // A short code is refused without a call.
    fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Please enter 6-digit OTP')).toBeTruthy();

    // A wrong code is shown inline.
    pasteCode('999999');
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getAllByText('Invalid OTP').length).toBeGreaterThan(0));

    pasteCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('fresh-token');
    expect(getCookie('t')).toBe('fresh-token');
    expect(getCookie('auth_user')).toBe(testUser.user_id);
    expect(readCountdownStart()).toBeNull();
    expect(getSession().accessMap['user-management']?.view).toBe(true);
    const roleCall = fetch.mock.calls.find(([url]) => String(url).includes('getRoleById'));
    expect(String(roleCall?.[0])).toContain(`id=${testUser.role_id}`);
    expect(headerOf(roleCall?.[1], 'Authorization')).toBe('Bearer fresh-token');
    expect(await screen.findByRole('link', { name: 'User Management' })).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('resends the code after the countdown and restarts it', async () => {
    const fetch = mockFetch({
      'POST /api/crmAuth/resendOtp': okReply(
        resendOtpAnswer,
        { user_id: testUser.user_id, email: testUser.email, expirdetails: { expiryat: 0 } },
        200,
        'OTP resent',
      ),
    });
    sessionActions.startOtp({ user_id: testUser.user_id, email: testUser.email, role_id: testUser.role_id });
    saveCountdownStart(Date.now() - 31_000);
    renderApp('/login');

    fireEvent.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('OTP resent')).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => String(url).includes('resendOtp'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ user_id: testUser.user_id });
    expect((screen.getByRole('button', { name: /Resend OTP in 30s/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the countdown across a reload', async () => {
    mockFetch({});
    sessionActions.startOtp({ user_id: testUser.user_id, email: testUser.email, role_id: testUser.role_id });
    saveCountdownStart(Date.now() - 10_000);
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Resend OTP in 20s' })).toBeTruthy();
  });

  it('goes back to the credentials step', async () => {
    mockFetch({});
    sessionActions.startOtp({ user_id: testUser.user_id, email: testUser.email, role_id: testUser.role_id });
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
  });
});
