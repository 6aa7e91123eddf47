import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './constants';
import { mailCount, waitForCode } from './mailbox';

/** A bearer token of the administrator, signed in through both steps with the e-mailed code. */
export async function apiToken(request: APIRequestContext): Promise<string> {
  const since = mailCount();
  const login = await request.post('/api/crmAuth/adminLogin', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(login.ok()).toBe(true);
  const userId = (await login.json()).data.user_id as string;
  const otp = await waitForCode(ADMIN_EMAIL, since);
  const verify = await request.post('/api/crmAuth/verifyOTP', { data: { user_id: userId, otp } });
  expect(verify.ok()).toBe(true);
  return (await verify.json()).data.token as string;
}
