import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loginErrorMessage } from './login-error-message';

describe('loginErrorMessage', () => {
  it('appends the tries left after a wrong password', () => {
    const error = new ApiError({ status: 401, messages: ['Invalid email or password'], data: { limit_left: 3 } });
    expect(loginErrorMessage(error)).toBe("Invalid email or password. You've only 3 tries remaining");
  });

  it('says "try" when one is left', () => {
    const error = new ApiError({ status: 401, messages: ['Invalid email or password'], data: { limit_left: 1 } });
    expect(loginErrorMessage(error)).toBe("Invalid email or password. You've only 1 try remaining");
  });

  it('shows a lock-out message as the server wrote it', () => {
    const error = new ApiError({ status: 429, messages: ['Too many failed attempts. Try again in 14 minutes'], data: { limit_left: 0 } });
    expect(loginErrorMessage(error)).toBe('Too many failed attempts. Try again in 14 minutes');
  });

  it('falls back to "Login failed"', () => {
    expect(loginErrorMessage(new ApiError({ status: 0, messages: [] }))).toBe('Login failed');
    expect(loginErrorMessage(new Error('boom'))).toBe('Login failed');
  });
});
