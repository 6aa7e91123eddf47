import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

/**
 * Sign-in texts and the sign-in form's own checks, without zod: the /login screen loads this
 * module and nothing heavier (the server still validates with the schemas in auth.ts).
 */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  otpInvalidFormat: 'Please enter 6-digit OTP',
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid email or password',
  accountLocked: (minutes: number) => `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  otpSent: 'OTP sent',
  otpResent: 'OTP resent',
  otpInvalid: 'Invalid OTP',
  otpExpired: 'OTP has expired. Please request a new one',
  otpTooManyAttempts: 'Too many wrong codes. Please sign in again',
  resendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP`,
  resendFailed: 'Failed to resend OTP',
  loggedIn: 'Logged in',
  loggedOut: 'Logged out',
  sessionExpired: 'Session expired. Please sign in again.',
  unauthorized: 'Authentication required',
  forbidden: 'You do not have permission to perform this action',
  marketplaceOnly: "This is the marketplace's own work: a channel partner's users and keys cannot do it",
  passwordSet: 'Password set. You can now sign in',
  passwordResetSent: 'If an account exists for this e-mail, a link to set a new password has been sent',
  linkInvalid: 'This link is invalid or has expired',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordsDiffer: 'Passwords do not match',
} as const;

// The shape zod's e-mail check accepts, near enough for a form: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The login form's field errors, in the server schema's messages; empty when the fields are fine. */
export function loginFieldErrors(values: { email: string; password: string }): Partial<Record<'email' | 'password', string>> {
  const errors: Partial<Record<'email' | 'password', string>> = {};
  const email = values.email.trim();
  if (email === '') errors.email = AUTH_MESSAGES.emailRequired;
  else if (!EMAIL.test(email)) errors.email = AUTH_MESSAGES.emailInvalid;
  if (values.password === '') errors.password = AUTH_MESSAGES.passwordRequired;
  else if (values.password.length > 1024) errors.password = 'Password is too long';
  return errors;
}

/** The code screen's check: exactly OTP_LENGTH digits, else the message to show. */
export function otpFormatError(code: string): string | null {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code) ? null : AUTH_MESSAGES.otpInvalidFormat;
}
