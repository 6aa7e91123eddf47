import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

export { AUTH_MESSAGES } from './auth-messages';

const email = z
  .string({ message: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .email(AUTH_MESSAGES.emailInvalid)
  .transform((v) => v.toLowerCase());

export const loginRequestSchema = z.object({
  email,
  password: z.string({ message: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(1024, 'Password is too long'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

const otpCode = z.string({ message: AUTH_MESSAGES.otpInvalidFormat }).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.otpInvalidFormat);

export const verifyOtpRequestSchema = z.object({
  otp: z
    .union([
      otpCode,
      z
        .number()
        .int()
        .transform((n) => String(n).padStart(OTP_LENGTH, '0')),
    ])
    .pipe(otpCode),
  user_id: z.uuid({ message: 'user_id must be a valid id' }),
});

export const resendOtpRequestSchema = z
  .object({ user_id: z.uuid({ message: 'user_id must be a valid id' }).optional(), email: email.optional() })
  .refine((v) => v.user_id !== undefined || v.email !== undefined, { message: 'user_id or email is required', path: ['user_id'] })
  // The refinement as the document says it: one of the two.
  .meta({ anyOf: [{ required: ['user_id'] }, { required: ['email'] }] });

export const setPasswordRequestSchema = z.object({
  token: z.string().min(20, AUTH_MESSAGES.linkInvalid).max(200, AUTH_MESSAGES.linkInvalid),
  password: z.string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort).max(1024, 'Password is too long'),
});

export const forgotPasswordRequestSchema = z.object({ email });

/** Response numeric codes the client reads as `response`. */
export const AUTH_RESPONSE = { ok: 200, otpRequired: 201, invalid: 401, locked: 429 } as const;

export interface AuthUser {
  id: string;
  user_id: string;
  email: string;
  name: string;
  role: string;
  role_id: string;
  /** The channel partner the user works for; null (or absent, a session kept from before partners) for the marketplace's staff. */
  partner_id?: string | null;
}
